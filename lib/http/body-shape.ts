// The shape a body must have before any schema looks at it. yup trusts its input more than a public
// endpoint can: a key named like an Object.prototype member (`constructor`, `__proto__`) is looked
// up among the schema's fields and crashes it, and an object where text is expected crashes the
// trim transform. Text that cannot be stored everywhere (lone UTF-16 surrogates, NUL, which
// PostgreSQL refuses) would otherwise be accepted and then block its delivery to the CMS.
import { HttpError } from './http-error';

const MAX_DEPTH = 8;
const MAX_KEYS = 500;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const badText = (s: string) => LONE_SURROGATE.test(s) || s.includes('\u0000');

const isPrototypeKey = (k: string) => k in Object.prototype;

const TYPE_MESSAGE = 'Введите корректное значение';

/** Walks a nested JSON value; false when it is too deep, too large or holds unstorable text. */
function storable(v: unknown, depth: number, budget: { keys: number }): boolean {
  if (typeof v === 'string') return !badText(v);
  if (v === null || typeof v !== 'object') return true;
  if (depth > MAX_DEPTH) return false;
  const entries = Object.entries(v);
  budget.keys -= entries.length;
  if (budget.keys < 0) return false;
  return entries.every(([k, x]) => !badText(k) && storable(x, depth + 1, budget));
}

/** A JSON value (an object a field carries) that is not too deep or large and holds storable text only. */
export const isStorable = (v: unknown) => storable(v, 1, { keys: MAX_KEYS });

/**
 * A copy of the body with prototype-named keys dropped; throws 400 for text that cannot be stored
 * and 422 (naming the field) for a nested value where the form expects text, a number or a flag.
 * `objectFields`: the fields whose schemas take a JSON object.
 */
export function checkBodyShape(body: Record<string, unknown>, objectFields: ReadonlySet<string>): Record<string, unknown> {
  const clean: Record<string, unknown> = {};
  const wrongType: Record<string, string> = {};
  const budget = { keys: MAX_KEYS };
  for (const [key, value] of Object.entries(body)) {
    if (isPrototypeKey(key)) continue;
    if (badText(key)) throw new HttpError(400, 'Текст запроса в неверной кодировке');
    if (value !== null && typeof value === 'object' && !objectFields.has(key)) {
      wrongType[key.slice(0, 64)] = TYPE_MESSAGE;
      continue;
    }
    if (!storable(value, 1, budget)) {
      if (typeof value === 'string') throw new HttpError(400, 'Текст запроса в неверной кодировке');
      throw new HttpError(422, 'Проверьте поля формы', { [key]: 'Слишком сложное значение' });
    }
    clean[key] = value;
  }
  if (Object.keys(wrongType).length) throw new HttpError(422, 'Проверьте поля формы', wrongType);
  return clean;
}
