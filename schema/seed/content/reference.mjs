// Languages and products every content item is tagged with.
export const languages = [
  { code: 'ru-RU', name: 'Русский' },
  { code: 'en-US', name: 'English' },
];

export const products = [
  { name: 'ECM', title: 'ELMA365 ECM' },
  { name: 'BPM', title: 'ELMA365 BPM' },
];

/** What every item of this site is tagged with. */
export const ours = { status: 'published', language: 'ru-RU', product: 'ECM' };
