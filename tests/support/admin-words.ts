// What the admin's screen-text sweep (tests/integration/admin-words.browser.test.ts) counts as a
// machine word on a marketer's screen: a word in Latin letters only, and a Russian label of several
// words in Title Case («Код Поля», what Directus' title formatting makes of «Код поля»).

/**
 * Latin words a marketer meets as names, not as code: the product's and the tools' own names as
 * Russian marketers write them. Keep it short: each entry is a word the team decided is Russian usage.
 */
export const PRODUCT_NAMES = new Set([
  // The product, its editions and the category, as the site and the sales team write them.
  'ELMA365',
  'ELMA365 Service',
  'ELMA365 CSP',
  'ECM',
  'CSP',
  'CRM',
  // Services the marketer works with, under their own names.
  'Google',
  'Google Tag Manager',
  'YouTube',
  'VK',
  'Telegram',
  'Roistat',
  'reCAPTCHA',
  // Words Russian marketers write in Latin letters (the site's cookie notice says «cookie» too).
  'e-mail',
  'E-mail',
  'cookie',
  'CSV',
  'UTM',
  // The key of the keyboard, named on it so.
  'Enter',
]);

/**
 * Accessible names Directus 11.17.4 writes into its app in English, outside its translations (the
 * landmarks of every screen, the editor's frame): nothing in the admin's settings reaches them. Listed so, they are
 * the known exception, and a new one still fails.
 */
export const UNTRANSLATABLE = new Set([
  'Module Navigation',
  'Module Sidebar',
  // The title of the rich text editor's frame (TinyMCE): set after the editor's options, so neither
  // `iframe_aria_text` (which names the text inside, see schema/model/dsl.mjs) nor `iframe_attrs` changes it.
  'Rich Text Area',
]);

/** Russian proper names of more than one word, which are written with capitals. */
const PROPER_NAMES = ['Яндекс Метрика', 'Яндекс Метрики', 'Яндекс Директ'];

/** A text of the screen; `content`: shown as the marketer's data (a list's cell, an item's summary). */
export type ScreenText = { text: string; content: boolean };

/** `content`: found in the marketer's own data, printed but not failed on (see the test). */
export type Finding = { screen: string; kind: 'латиница' | 'Каждое Слово С Заглавной'; word: string; text: string; content: boolean };

const LATIN_WORD = /^[A-Za-z][A-Za-z0-9'’]*$/;
const CYRILLIC = /[А-Яа-яЁё]/;
/** Tokens that are addresses, not words: a path, a link, an e-mail, a domain, a file name. */
const ADDRESS = /[/@#]|^[\w-]+(\.[\w-]+)+[.,;:]?$/;

/**
 * The machine words in the texts of one screen. A code in parentheses beside a Russian name
 * («Шапка сайта (header)») is the code shown with its name, as the issue asks, and passes.
 */
export function findMachineWords(screen: string, texts: ScreenText[]): Finding[] {
  const found: Finding[] = [];
  const seen = new Set<string>();
  const add = (f: Finding) => {
    const key = `${f.kind}|${f.word}|${f.content}`;
    if (seen.has(key)) return;
    seen.add(key);
    found.push(f);
  };
  for (const { text: shown, content } of texts) {
    if (UNTRANSLATABLE.has(shown)) continue;
    // Multi-word names first, so that «ELMA365 Service» is one name and not a stray «Service».
    let text = shown;
    for (const name of [...PRODUCT_NAMES].filter((n) => n.includes(' ')).concat(PROPER_NAMES)) text = text.split(name).join('ELMA365');
    const hasRussian = CYRILLIC.test(text);
    // A code beside its Russian name or explanation: «Шапка сайта (header)», «например, «pricing»».
    const quoted = new Set((text.match(/\([^)]*\)|«[^«»]*»/g) ?? []).flatMap((p) => p.slice(1, -1).split(/[\s,]+/)));
    for (const token of text.split(/\s+/)) {
      if (ADDRESS.test(token)) continue;
      for (const raw of token.split(/[«»"“”(),.:;!?·|—–]+/)) {
        const word = raw.replace(/^[-_']+|[-_']+$/g, '');
        if (!word || PRODUCT_NAMES.has(word)) continue;
        const parts = word.split(/[-_]/);
        if (!parts.every((p) => p === '' || LATIN_WORD.test(p)) || !parts.some((p) => /[A-Za-z]{2,}/.test(p))) continue;
        if (hasRussian && quoted.has(word)) continue;
        add({ screen, kind: 'латиница', word, text: shown, content });
      }
    }
    // Title Case: two or more Russian words of one label, each starting with a capital, on the admin's
    // own labels (in a list's cells people's names, «Анна Смирнова», are written so). «Заявки: Вебинар»
    // is two labels.
    if (content) continue;
    for (const label of text.split(/\s*[:·|—–(),]\s*/)) {
      const words = label.split(/\s+/).filter(Boolean);
      if (words.length >= 2 && words.every((w) => /^[«"]?[А-ЯЁ][а-яё]/.test(w)))
        add({ screen, kind: 'Каждое Слово С Заглавной', word: label, text: shown, content });
    }
  }
  return found;
}
