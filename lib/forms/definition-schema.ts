// The checks of a built form (definition.ts), the one place both sides take them from: the browser
// shows these messages while the visitor types, the form's route refuses a lead that fails them
// (pages/api/form.ts). Built from the spec's rules (rules.ts) and messages (messages.ts), so a
// built form's e-mail, phone and length checks are the spec forms' own.
import * as yup from 'yup';
import { MESSAGES } from './messages';
import { isPhone, MIN_LENGTH } from './rules';
import { hasValue, isFile, isFlag, isInput, visibleFields, type FormDefinition, type FormField } from './definition';
import { fileError, isFileInfo, TYPE_MESSAGE } from './upload';

/** Longest text a field takes: a short line, or a comment. */
const maxLength = (field: FormField) => (field.type === 'textarea' ? 2000 : 255);

const INTEGER = /^\d+$/;
const isChoice = (field: FormField) => field.type === 'select' || field.type === 'radio' || field.rule === 'one_of';

/** A marketer's pattern longer than this is not run: it is the marketer's mistake, not the visitor's. */
const MAX_PATTERN = 200;

function compiled(pattern: string): RegExp | null {
  if (!pattern || pattern.length > MAX_PATTERN) return null;
  try {
    // Anchored as a whole: the value must be the pattern, not merely contain it.
    return new RegExp(`^(?:${pattern})$`, 'u');
  } catch {
    return null;
  }
}

/** The message of a broken rule: the marketer's own, or the spec's. */
const message = (field: FormField, fallback: string) => field.ruleMessage || fallback;

/**
 * One field's check of a given (non-empty) value; null when the value passes. The order and limits
 * are the spec schemas' (rules.ts): a choice is checked against its list alone, an e-mail up to
 * 254 characters, a phone up to 40, a text for its minimum before its maximum.
 */
export function ruleError(field: FormField, value: unknown): string | null {
  if (isFlag(field)) return typeof value === 'boolean' ? null : MESSAGES.required;
  if (typeof value !== 'string') return MESSAGES.regex;
  const v = value.trim();
  const choices = field.options.map((o) => o.value);
  if (isChoice(field) && choices.length) return choices.includes(v) ? null : message(field, MESSAGES.oneOf);
  if (field.type === 'email' || field.rule === 'email') {
    if (v.length > 254 || !yup.string().email().isValidSync(v)) return message(field, MESSAGES.email);
  } else if (field.type === 'phone' || field.rule === 'phone') {
    if (v.length > 40 || !isPhone(v)) return message(field, MESSAGES.regex);
  } else {
    // Names and companies take at least three characters, as in every spec form.
    const min = field.rule === 'min_length' ? Number(field.ruleValue) || MIN_LENGTH : field.type === 'company' ? MIN_LENGTH : 0;
    if (min && v.length < min) return message(field, MESSAGES.minLength(min));
  }
  if (v.length > maxLength(field)) return MESSAGES.regex;
  if (field.rule === 'integer' && !INTEGER.test(v)) return message(field, MESSAGES.integer);
  if (field.rule === 'regex') {
    const re = compiled(field.ruleValue);
    if (re && !re.test(v)) return message(field, MESSAGES.regex);
  }
  return null;
}

/** A field pair where the second is progressive: one of the two is asked, so one of them is needed. */
function progressivePartner(def: FormDefinition, field: FormField): FormField | null {
  const i = def.fields.indexOf(field);
  if (field.progressive) return def.fields[i - 1] ?? null;
  const next = def.fields[i + 1];
  return next?.progressive ? next : null;
}

export type StepCheck = {
  /** Check the fields of steps up to this one (a partial lead), or all when absent. */
  upToStep?: number;
};

/**
 * The message of each field that fails, for the values the visitor has (conditions decide which
 * fields count: a hidden or not shown field is never required). Hidden fields are the site's.
 */
export function definitionErrors(
  def: FormDefinition,
  values: Record<string, unknown>,
  { upToStep }: StepCheck = {},
): Record<string, string> {
  const shown = visibleFields(def, values);
  const errors: Record<string, string> = {};
  for (const field of def.fields) {
    if (!isInput(field) || !shown.has(field.name)) continue;
    if (upToStep !== undefined && field.step > upToStep) continue;
    const v = values[field.name];
    if (isFile(field)) {
      // A file (upload.ts): in the browser the chosen File, at the route its bytes' sniffed type and size.
      if (v === undefined || v === null || v === '') {
        if (field.required && !field.progressive) errors[field.name] = MESSAGES.required;
        continue;
      }
      const error = isFileInfo(v) ? fileError(v, field.maxMb) : TYPE_MESSAGE;
      if (error) errors[field.name] = error;
      continue;
    }
    // A choice left blank is a wrong choice, as the spec's yup schemas say (oneOf is checked before required).
    if (isChoice(field) && typeof v === 'string' && v.trim() === '' && field.options.length) {
      errors[field.name] = message(field, MESSAGES.oneOf);
      continue;
    }
    if (!hasValue(v)) {
      const partner = progressivePartner(def, field);
      const coveredByPartner = partner !== null && shown.has(partner.name) && hasValue(values[partner.name]);
      // A progressive field is asked only in place of a known one: on its own it is not required.
      const required = field.required && !coveredByPartner && !field.progressive;
      if (required) errors[field.name] = MESSAGES.required;
      else if (v !== undefined && v !== '' && v !== false && typeof v !== 'string' && typeof v !== 'boolean')
        errors[field.name] = MESSAGES.regex;
      continue;
    }
    const error = ruleError(field, v);
    if (error) errors[field.name] = error;
  }
  return errors;
}

/** A checkbox as form data: 'on', 'true' and '1' are ticked, anything else is not. */
const flag = (v: unknown) => v === true || (typeof v === 'string' && ['on', 'true', '1'].includes(v.trim().toLowerCase()));

/**
 * The values to check and store: flags read as booleans, texts trimmed, fields not shown for these
 * values dropped (the visitor may have typed into a field before a choice hid it).
 */
export function normalizedValues(def: FormDefinition, values: Record<string, unknown>): Record<string, string | boolean> {
  const out: Record<string, string | boolean> = {};
  for (const field of def.fields) {
    if (!isInput(field) || !(field.name in values)) continue;
    const v = values[field.name];
    if (isFlag(field)) out[field.name] = flag(v);
    else if (typeof v === 'string') out[field.name] = v.trim();
    // A number or a flag sent for a text field is read as its text, as yup's string() does.
    else if (typeof v === 'number' || typeof v === 'boolean') out[field.name] = String(v);
    else if (v !== undefined && v !== null) out[field.name] = v as string;
  }
  const shown = visibleFields(def, out);
  for (const name of Object.keys(out)) if (!shown.has(name)) delete out[name];
  return out;
}
