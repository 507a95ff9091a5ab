// Tables in CMS text (a comparison on /prices/, a rich-text block) are as wide as their columns
// need: on a phone wider than the screen. Each is put into a box that scrolls sideways on its own,
// with a hint that it does (styles/globals.css, `.scroll-region`), so the page itself never does.

/** A short, stable name for this text, so that two texts on one page give their hints other ids. */
function textKey(html: string): string {
  let hash = 5381;
  for (let i = 0; i < html.length; i++) hash = ((hash << 5) + hash + html.charCodeAt(i)) | 0;
  return (hash >>> 0).toString(36);
}

/** `html` (already sanitized: every table is closed) with each table in its own scrolling box. */
export function scrollTables(html: string): string {
  if (!html.includes('<table')) return html;
  const key = textKey(html);
  let n = 0;
  return html
    .replace(/<table\b/g, () => {
      const hint = `table-hint-${key}-${++n}`;
      return (
        `<div class="scroll-region cms-table" role="region" tabindex="0" aria-label="Таблица" aria-describedby="${hint}">` +
        `<p class="scroll-hint" id="${hint}">Прокрутите таблицу вбок</p><table`
      );
    })
    .replace(/<\/table>/g, '</table></div>');
}
