// The code of a built form's field, made from its label so that a marketer never types Latin: «Размер
// компании» becomes `razmer_kompanii`. The CMS fills it on save (cms/extensions/form-versions) for a
// row left without one; a code the marketer typed is kept. Codes are unique within the form and never
// one the lead's payload uses. E-mail, phone and company fields, and a label «ФИО»/«Имя» or
// «Должность», get the codes that fill the lead's own columns (fio, email, phone, company, position)
// when the form has none yet.
import { FIELD_NAME_PATTERN, RESERVED_FIELD_NAMES } from './field-kinds.mjs';

// Russian letters in Latin as in passports (ICAO Doc 9303, the table Russian passports use since 2014).
/** @type {Record<string, string>} */
// prettier-ignore
const LATIN = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'i', к: 'k',
  л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts',
  ч: 'ch', ш: 'sh', щ: 'shch', ъ: 'ie', ы: 'y', ь: '', э: 'e', ю: 'iu', я: 'ia',
};

const NAME = new RegExp(FIELD_NAME_PATTERN);
const RESERVED = new Set(/** @type {readonly string[]} */ (RESERVED_FIELD_NAMES));
const MAX = 40;

/** @param {string} text */
export function transliterate(text) {
  return [...text.toLowerCase()].map((ch) => LATIN[ch] ?? ch).join('');
}

/** The lead's own columns a field may fill, by its type or its label. */
function columnCode(/** @type {string} */ type, /** @type {string} */ label) {
  if (type === 'email' || type === 'phone' || type === 'company') return type;
  const l = label.trim().toLowerCase();
  if (type === 'text' && /^(фио|имя|ваше имя|имя и фамилия|фамилия, имя)/.test(l)) return 'fio';
  if (type === 'text' && /^должность/.test(l)) return 'position';
  return '';
}

/**
 * A code for a field from its label (or type), not in `taken`.
 * @param {{ label?: unknown, type?: unknown }} row
 * @param {Set<string>} taken
 */
export function fieldCode(row, taken) {
  const label = typeof row.label === 'string' ? row.label : '';
  const type = typeof row.type === 'string' ? row.type : '';
  const column = columnCode(type, label);
  if (column && !taken.has(column)) return column;
  let base = transliterate(label)
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  if (base.length > MAX - 3) base = base.slice(0, MAX - 3).replace(/_[^_]*$/, '') || base.slice(0, MAX - 3);
  if (!/^[a-z]/.test(base)) base = base ? `f_${base}`.slice(0, MAX - 3) : type && NAME.test(type) ? type : 'pole';
  for (let n = 1; ; n++) {
    const code = n === 1 ? base : `${base}_${n}`;
    if (NAME.test(code) && !RESERVED.has(code) && !taken.has(code)) return code;
  }
}

/**
 * The form's rows with a code for each row that has none (kept as typed otherwise), in order.
 * @template {Record<string, unknown>} Row
 * @param {Row[]} rows
 * @returns {Row[]}
 */
export function withFieldCodes(rows) {
  const given = (/** @type {Row} */ r) => (typeof r.name === 'string' ? r.name.trim() : '');
  const taken = new Set(rows.map(given).filter(Boolean));
  return rows.map((row) => {
    if (typeof row !== 'object' || row === null || given(row)) return row;
    const name = fieldCode(row, taken);
    taken.add(name);
    return { ...row, name };
  });
}
