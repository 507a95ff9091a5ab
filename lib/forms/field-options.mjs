// The options of a list or radio field as the marketer writes them: «значение | подпись» per line, or
// the value alone. Read the same way by the site (lib/forms/definition.ts) and by the admin's
// condition picker (cms/extensions/form-builder), which offers them as the values a condition may name.

/**
 * @param {unknown} text
 * @returns {{ value: string, label: string }[]}
 */
export function parseFieldOptions(text) {
  const all = typeof text === 'string' ? text.trim().slice(0, 10_000) : '';
  const seen = new Set();
  const options = [];
  for (const line of all.split('\n')) {
    const [value = '', label] = line.split('|').map((s) => s.trim());
    if (!value || seen.has(value)) continue;
    seen.add(value);
    options.push({ value: value.slice(0, 255), label: (label || value).slice(0, 255) });
  }
  return options;
}
