// A block's data as the page carries it holds only the fields its admin form shows for that block:
// a field hidden by a condition on the block's own values (the texts of a lead-form block whose form
// is a built one, the file of a form that is not «Скачать файл») is left out. The marketer cannot
// see or clear such a value, so it must not reach the page's data, where it would only add weight
// and tell visitors what the marketer switched away from.
import { HIDDEN_FIELDS } from '@/schema/generated/hidden-fields';

type Row = Record<string, unknown>;

const isEmpty = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

/** Whether `row` matches a Directus filter rule of a field condition (the operators the model uses, and their kin). */
export function matches(rule: unknown, row: Row): boolean {
  if (!rule || typeof rule !== 'object') return false;
  return Object.entries(rule as Row).every(([key, test]) => {
    if (key === '_and') return Array.isArray(test) && test.every((r) => matches(r, row));
    if (key === '_or') return Array.isArray(test) && test.some((r) => matches(r, row));
    const value = row[key];
    return Object.entries((test ?? {}) as Row).every(([op, operand]) => {
      switch (op) {
        case '_eq':
          return value === operand;
        case '_neq':
          return value !== operand;
        case '_in':
          return Array.isArray(operand) && operand.includes(value);
        case '_nin':
          return Array.isArray(operand) && !operand.includes(value);
        case '_null':
          return operand ? value === null || value === undefined : value !== null && value !== undefined;
        case '_nnull':
          return operand ? value !== null && value !== undefined : value === null || value === undefined;
        case '_empty':
          return operand ? isEmpty(value) : !isEmpty(value);
        case '_nempty':
          return operand ? !isEmpty(value) : isEmpty(value);
        default:
          // An operator not known here never hides a field: a value too many is safer than one missing.
          return false;
      }
    });
  });
}

/** `item` (a row of `collection`) with the fields its admin form hides for it set to null. */
export function withShownFields<T>(collection: string, item: T): T {
  const fields = HIDDEN_FIELDS[collection];
  if (!fields || !item || typeof item !== 'object') return item;
  const row = item as Row;
  let shown: Row | null = null;
  for (const [name, { hidden, conditions }] of Object.entries(fields)) {
    if (!(name in row) || row[name] === null) continue;
    const isHidden = conditions.reduce((h, c) => (matches(c.rule, row) ? c.hidden : h), hidden);
    if (isHidden) (shown ??= { ...row })[name] = null;
  }
  return (shown ?? row) as T;
}
