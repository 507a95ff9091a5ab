// A form's name in its funnel (lib/forms/funnel-counts.ts, funnel-client.ts): a spec form by its
// kind (`question`), a form built in «Формы» by its id (`form-12`). One string both sides read: the
// browser puts it in `data-funnel-form` and its beacons, the server checks it against the forms
// that exist (pages/api/form-funnel.ts) before anything is counted.
const BUILT = /^form-([1-9]\d{0,8})$/;

export const builtFormKey = (id: number): string => `form-${id}`;

/** The id of a built form's key, or null for anything else (a spec form's kind, junk). */
export function builtFormIdOf(key: unknown): number | null {
  const m = typeof key === 'string' ? BUILT.exec(key) : null;
  return m ? Number(m[1]) : null;
}
