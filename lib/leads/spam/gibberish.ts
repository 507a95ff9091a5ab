// Is a text typed by a person, or keyboard mashing? A deliberately narrow heuristic for Russian and
// Latin text: it flags only what real names, companies, positions and comments almost never contain,
// because a false alarm costs a marketer a look, while a miss costs sales a call.
//
// A word (a run of letters, 4 or more of them) is gibberish when it
//   1. mixes Cyrillic and Latin letters («Иванov», «Rомашка»): look-alike letters from another alphabet;
//   2. has 6 consonants in a row («sdfghj», «пврлдж»): the longest runs in real Russian words are 5
//      («контрстратегия» has нтрстр = 6, but nobody types it into a lead form), in English 5 («lengths»);
//   3. has no vowel at all and is not an all-capital abbreviation («ФГБУ», «HTML» pass; «ghjkl» does not);
//   4. holds 5 keys in a row of a keyboard («qwert», «asdfg», «йцуке», «фыва» + «п»);
//   5. repeats one letter 4 times («аааа») or a chunk of 2-3 letters 3 times («ываываыва», «asdasdasd»).
// A text is gibberish when one of its words is.

const CYRILLIC = /\p{Script=Cyrillic}/u;
const LATIN = /\p{Script=Latin}/u;
const VOWELS = new Set('aeiouyаеёиоуыэюя');
/** Neither vowels nor consonants: they break a run of consonants. */
const SIGNS = new Set('ьъй');
const KEYBOARD_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm', 'йцукенгшщзхъ', 'фывапролджэ', 'ячсмитьбю'];
const KEY_RUN = 5;
const CONSONANT_RUN = 6;
const MIN_WORD = 4;

const keyRuns = new Set(
  KEYBOARD_ROWS.flatMap((row) => {
    const runs: string[] = [];
    for (let i = 0; i + KEY_RUN <= row.length; i++) {
      const run = row.slice(i, i + KEY_RUN);
      runs.push(run, [...run].reverse().join(''));
    }
    return runs;
  }),
);

/** Why this word looks typed at random, or null. */
export function gibberishWord(word: string): string | null {
  if (word.length < MIN_WORD) return null;
  const lower = word.toLowerCase();
  if (CYRILLIC.test(word) && LATIN.test(word)) return 'смесь кириллицы и латиницы';
  let run = 0;
  let vowels = 0;
  for (const ch of lower) {
    if (VOWELS.has(ch)) {
      vowels++;
      run = 0;
    } else if (SIGNS.has(ch)) run = 0;
    else if (++run >= CONSONANT_RUN) return `${CONSONANT_RUN} согласных подряд`;
  }
  if (vowels === 0 && word !== word.toUpperCase()) return 'нет гласных';
  for (let i = 0; i + KEY_RUN <= lower.length; i++) if (keyRuns.has(lower.slice(i, i + KEY_RUN))) return 'клавиши подряд';
  if (/(\p{L})\1{3}/u.test(lower)) return 'одна буква 4 раза подряд';
  if (/(\p{L}{2,3})\1{2}/u.test(lower)) return 'повтор слога';
  return null;
}

/** The first word of a text that looks typed at random, and why; null when every word looks typed by a person. */
export function gibberish(text: string): { word: string; why: string } | null {
  for (const word of text.match(/\p{L}+/gu) ?? []) {
    const why = gibberishWord(word);
    if (why) return { word, why };
  }
  return null;
}
