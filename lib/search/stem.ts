// Russian word forms to one stem, so that «договоров» finds «договор» and «согласования» finds
// «согласование»: Snowball's Russian stemmer (the one PostgreSQL's `russian` configuration uses).
import { stemmer as snowball, language } from '@orama/stemmers/russian';

export { language };

/**
 * Snowball cuts some nouns too far: «архив» loses «ив» as if it were a gerund ending and becomes
 * «арх», while «архивы» becomes «архив». A stem shorter than four letters of a longer word is not
 * used, which keeps every form of such a word together.
 */
export function stem(word: string): string {
  const s = snowball(word);
  return s.length < 4 && word.length >= 5 ? word : s;
}

const WORD = /[\p{L}\p{N}]+/gu;

/** The words of a text with their places, lower-cased and with ё read as е. */
export function words(text: string): { word: string; start: number; end: number }[] {
  return [...text.matchAll(WORD)].map((m) => ({ word: m[0].toLowerCase().replace(/ё/g, 'е'), start: m.index, end: m.index + m[0].length }));
}
