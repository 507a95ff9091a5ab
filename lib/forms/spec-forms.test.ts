// The seeded built forms (schema/seed/forms.mjs) are the spec forms in code, exactly: the same
// fields in the same order with the same labels, the same texts and goals, and the same verdict with
// the same message for every body, whichever engine checks it.
import fc from 'fast-check';
import { SPEC_FORMS } from '@/schema/seed/forms.mjs';
import { toDefinition } from './definition';
import { definitionErrors, normalizedValues } from './definition-schema';
import { FIELD_VIEWS } from './fields';
import { fieldsOf, validationErrors, type LeadFormKind } from './schemas';
import { FORM_TEXTS } from './texts';
import { DEFAULT_METRICS } from './config';

const kinds = Object.keys(SPEC_FORMS) as LeadFormKind[];
const defOf = (kind: LeadFormKind) => toDefinition({ id: 1, version: 1, ...SPEC_FORMS[kind as keyof typeof SPEC_FORMS] });

/** Values that sit on every rule's edge: blank, too short, just long enough, too long, malformed. */
const edgy = fc.oneof(
  fc.constantFrom('', ' ', '  ab ', 'abc', 'Иван Петров', 'a@b.ru', 'a@b', 'нет@почты', '+7 (999) 123-45-67', '+79991234567', '123456789'),
  fc.constantFrom('+7999123456789', '8 999 123 45 67 доб. 12', '< 20', '2000+', 'до 20', 'on', 'true', 'false', '1', '0', 'yes'),
  fc.constantFrom(true, false),
  fc.integer({ min: 1, max: 300 }).map((n) => 'я'.repeat(n)),
  fc.integer({ min: 230, max: 300 }).map((n) => `${'a'.repeat(n)}@b.ru`),
  fc.integer({ min: 28, max: 45 }).map((n) => `+79991234567 ${'1'.repeat(n - 13)}`),
);

describe('seeded built forms = the spec forms', () => {
  it('are the seven lead forms', () => {
    expect(kinds).toEqual(['trial', 'demo', 'webinar', 'question', 'questionComment', 'download', 'partner']);
  });

  it.each(kinds)('%s: same fields, labels, texts and goals', (kind) => {
    const def = defOf(kind);
    expect(def.fields.map((f) => f.name)).toEqual(fieldsOf(kind));
    for (const f of def.fields) {
      const view = FIELD_VIEWS[f.name as keyof typeof FIELD_VIEWS];
      if (view.type !== 'agreement') expect(f.label).toBe(view.label);
      if (view.type === 'select') expect(f.options.map((o) => [o.value, o.label])).toEqual(view.options.map(([v, t]) => [v, t]));
    }
    const texts = FORM_TEXTS[kind];
    expect([def.title, def.description, def.buttonText, def.successTitle, def.successText]).toEqual([
      texts.title,
      texts.description,
      texts.button,
      texts.answer.title,
      texts.answer.description,
    ]);
    expect(def.metricActions).toEqual(DEFAULT_METRICS[kind]);
  });

  it.each(kinds)('%s: the same verdict and messages for 2,000 generated bodies', (kind) => {
    const def = defOf(kind);
    const names = fieldsOf(kind);
    fc.assert(
      fc.property(fc.record(Object.fromEntries(names.map((n) => [n, fc.option(edgy, { nil: undefined })]))), (body) => {
        const values = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
        expect(definitionErrors(def, normalizedValues(def, values))).toEqual(validationErrors(kind, values));
      }),
      { numRuns: 2000 },
    );
  });
});
