// A form built in the CMS (collections/forms/model.mjs) as the site uses it: one definition read the
// same way by the browser (which renders and checks it while the visitor types) and by the server
// (which checks every lead against the version the visitor saw, pages/api/form.ts). What a field
// may be is the model's list; anything else in the stored JSON (a half-made row, an unknown type)
// is left out here, the same way on both sides.
import { FIELD_RULES, FIELD_TYPES, HIDDEN_SOURCES, RESERVED_FIELD_NAMES } from './field-kinds.mjs';
import { parseFieldOptions } from './field-options.mjs';
import { DEFAULT_MAX_MB, HARD_MAX_MB } from './upload';

export type FieldType = (typeof FIELD_TYPES)[number][0];
export type FieldRule = (typeof FIELD_RULES)[number][0];
export type HiddenSource = (typeof HIDDEN_SOURCES)[number][0];

export type FieldOption = { value: string; label: string };

export type FormField = {
  name: string;
  type: FieldType;
  label: string;
  placeholder: string;
  help: string;
  required: boolean;
  /** 1-based; a form with fields beyond step 1 is a multi-step form. */
  step: number;
  rule: FieldRule | null;
  ruleValue: string;
  ruleMessage: string;
  options: FieldOption[];
  /** Shown only while another field has a value (any value when `value` is empty). */
  showWhen: { field: string; value: string } | null;
  /** Hidden fields only: what the site puts in them. */
  source: HiddenSource | null;
  /** Asked instead of the field before it when the visitor gave that one in an earlier lead. */
  progressive: boolean;
  /** File fields only: the largest file taken, in MB (upload.ts: a default, and a cap no field exceeds). */
  maxMb: number;
};

export type FormDefinition = {
  id: number;
  version: number;
  title: string;
  description: string;
  buttonText: string;
  nextText: string;
  successTitle: string;
  successText: string;
  errorTitle: string;
  errorText: string;
  metricActions: string[];
  pipeline: string;
  sourceDeal: string;
  /** Empty: the site's own consent (lib/forms/consent.ts). */
  consentText: string;
  fields: FormField[];
};

/** Field names the lead's payload and the route itself use: no form field may take one. */
export const RESERVED_NAMES: ReadonlySet<string> = new Set(RESERVED_FIELD_NAMES);

const NAME = /^[a-z][a-z0-9_]{0,39}$/;
const TYPES = new Set<string>(FIELD_TYPES.map(([t]) => t));
const RULES = new Set<string>(FIELD_RULES.map(([r]) => r));
const SOURCES = new Set<string>(HIDDEN_SOURCES.map(([s]) => s));
export const MAX_STEPS = 5;

const str = (v: unknown, max = 2000) => (typeof v === 'string' ? v.trim().slice(0, max) : typeof v === 'number' ? String(v) : '');

/** «значение | подпись» per line, or the value alone (the admin's condition picker reads them the same way). */
export const parseOptions = (text: unknown): FieldOption[] => parseFieldOptions(text);

function fieldOf(raw: unknown): FormField | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  const type = str(r.type);
  const name = str(r.name, 64);
  if (!TYPES.has(type) || !NAME.test(name) || RESERVED_NAMES.has(name)) return null;
  const rule = str(r.rule);
  const source = str(r.source);
  const showField = str(r.show_when_field, 64);
  const step = Math.trunc(Number(r.step));
  const maxMb = Number(r.max_mb);
  return {
    name,
    type: type as FieldType,
    label: str(r.label, 500),
    placeholder: str(r.placeholder, 255),
    help: str(r.help, 1000),
    required: r.required === true,
    // Any step may ask for a file: step 1's is journaled with the lead, a later step's with its update.
    step: Number.isFinite(step) && step >= 1 ? Math.min(step, MAX_STEPS) : 1,
    rule: RULES.has(rule) ? (rule as FieldRule) : null,
    ruleValue: str(r.rule_value, 500),
    ruleMessage: str(r.rule_message, 500),
    options: parseOptions(r.options),
    showWhen: showField ? { field: showField, value: str(r.show_when_value, 255) } : null,
    source: type === 'hidden' && SOURCES.has(source) ? (source as HiddenSource) : null,
    progressive: r.progressive === true,
    maxMb: type === 'file' && Number.isFinite(maxMb) && maxMb > 0 ? Math.min(maxMb, HARD_MAX_MB) : DEFAULT_MAX_MB,
  };
}

/**
 * The definition of a form item as Directus stores it (the `forms` row, or the `definition` of a
 * `form_versions` copy). Fields with a bad or repeated name, or an unknown type, are left out; a
 * condition on a field that does not exist (or on itself) is dropped, so the field always shows.
 */
export function toDefinition(item: Record<string, unknown>): FormDefinition {
  const fields: FormField[] = [];
  const names = new Set<string>();
  for (const raw of Array.isArray(item.fields) ? item.fields : []) {
    const field = fieldOf(raw);
    if (!field || names.has(field.name)) continue;
    names.add(field.name);
    fields.push(field);
  }
  for (const field of fields)
    if (field.showWhen && (!names.has(field.showWhen.field) || field.showWhen.field === field.name)) field.showWhen = null;
  // Steps as the marketer numbered them, closed up: steps 1 and 3 are steps 1 and 2.
  const steps = [...new Set(fields.map((f) => f.step))].sort((a, b) => a - b);
  for (const field of fields) field.step = steps.indexOf(field.step) + 1;
  const metricActions = Array.isArray(item.metric_actions)
    ? item.metric_actions.map((a) => str(a, 64)).filter(Boolean)
    : str(item.metric_actions)
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean);
  return {
    id: Number(item.id),
    version: Number(item.version ?? 0),
    title: str(item.title, 500),
    description: str(item.description),
    buttonText: str(item.button_text, 255),
    nextText: str(item.next_text, 255),
    successTitle: str(item.success_title, 500),
    successText: str(item.success_text),
    errorTitle: str(item.error_title, 500),
    errorText: str(item.error_text),
    metricActions,
    pipeline: str(item.qbpm_pipeline, 255),
    sourceDeal: str(item.source_deal, 255),
    consentText: str(item.consent_text, 5000),
    fields,
  };
}

export const stepCount = (def: FormDefinition) => Math.max(1, ...def.fields.map((f) => f.step));

/** What the visitor types into: every field but the hidden ones, which the site fills. */
export const isInput = (field: FormField) => field.type !== 'hidden';

export const isFlag = (field: FormField) => field.type === 'checkbox' || field.type === 'agreement';

export const isFile = (field: FormField) => field.type === 'file';

/**
 * Required whatever the answers: the field the browser itself may call required (HTML `required`),
 * so the server's markup of a form, before its code is there, shows its button as the live form
 * would (form-shell.tsx). A field under a condition is required only while it holds, which the
 * browser cannot tell; the definition's other rules are the live form's and the server's to check.
 */
export const requiredAlways = (field: FormField) => field.required && field.showWhen === null;

/** Whether a value counts as given: a ticked box, a non-blank text. */
export const hasValue = (v: unknown) => (typeof v === 'boolean' ? v : typeof v === 'string' ? v.trim() !== '' : v != null);

const asText = (v: unknown) => (typeof v === 'boolean' ? (v ? 'true' : '') : typeof v === 'string' ? v.trim() : '');

/**
 * The fields shown for these values: a field under a condition shows while the field it names is
 * itself shown and has the value (any value, when the condition names none). Conditions may chain.
 */
export function visibleFields(def: FormDefinition, values: Record<string, unknown>): Set<string> {
  const byName = new Map(def.fields.map((f) => [f.name, f]));
  const memo = new Map<string, boolean>();
  const visible = (field: FormField, depth: number): boolean => {
    const known = memo.get(field.name);
    if (known !== undefined) return known;
    let shown = true;
    if (field.showWhen) {
      const parent = byName.get(field.showWhen.field);
      // A loop of conditions (a shows when b, b when a) shows neither.
      if (!parent || depth > def.fields.length) shown = false;
      else {
        const v = values[parent.name];
        const matches =
          field.showWhen.value === '' ? hasValue(v) : asText(v) === field.showWhen.value || (v === true && field.showWhen.value === 'да');
        shown = matches && visible(parent, depth + 1);
      }
    }
    memo.set(field.name, shown);
    return shown;
  };
  return new Set(def.fields.filter((f) => visible(f, 0)).map((f) => f.name));
}

/**
 * Progressive fields: a field the visitor already gave in an earlier lead (`known`) is replaced by
 * the progressive field that follows it, if the form has one. Returns the names not asked.
 */
export function skippedByProgress(def: FormDefinition, known: ReadonlySet<string>): Set<string> {
  const skipped = new Set<string>();
  def.fields.forEach((field, i) => {
    const next = def.fields[i + 1];
    if (!next?.progressive || field.progressive || !known.has(field.name)) return;
    skipped.add(field.name);
  });
  // A progressive field is asked only in place of a known one.
  def.fields.forEach((field, i) => {
    if (!field.progressive) return;
    const before = def.fields[i - 1];
    if (!before || !skipped.has(before.name)) skipped.add(field.name);
  });
  return skipped;
}
