// utm_* tags of the landing URL, kept in local storage (key `utm`) so that a lead sent pages later
// is still attributed to the campaign that brought the visitor.
import { UTM_KEYS, type UtmKey } from '../contract';

export const UTM_STORAGE_KEY = 'utm';

export type UtmTags = Partial<Record<UtmKey, string>>;

// The storage is read inside each `try`: where the visitor blocks site data (or in a sandboxed frame),
// merely reading `window.localStorage` throws, and attribution must never stop the page or a lead.

export function captureUtm(search: string, storage?: Storage): void {
  const found = [...new URLSearchParams(search)].filter(([k, v]) => k.startsWith('utm_') && v);
  if (found.length === 0) return;
  try {
    // A new campaign visit replaces the old tags rather than mixing two campaigns.
    (storage ?? window.localStorage).setItem(
      UTM_STORAGE_KEY,
      JSON.stringify(Object.fromEntries(found.map(([k, v]) => [k.slice(0, 64), v.slice(0, 500)]))),
    );
  } catch {
    /* storage full or disabled: attribution is best effort */
  }
}

/** The stored tags the lead payload has fields for. */
export function readUtm(storage?: Storage): UtmTags {
  try {
    const parsed: unknown = JSON.parse((storage ?? window.localStorage).getItem(UTM_STORAGE_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    const stored = new Map(Object.entries(parsed));
    const tags: UtmTags = {};
    for (const key of UTM_KEYS) {
      const value = stored.get(key);
      if (typeof value === 'string') tags[key] = value;
    }
    return tags;
  } catch {
    return {};
  }
}
