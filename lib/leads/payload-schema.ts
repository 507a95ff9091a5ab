// What every submission carries besides the form's own fields (spec section 3, the lead payload),
// checked and bounded on the server like the fields themselves.
import * as yup from 'yup';
import { isStorable } from '@/lib/http/body-shape';

const short = () => yup.string().trim().max(500).optional();

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Form data carries an object as JSON text (an empty field: none); a JSON body carries it as is. */
const fromJsonText = (value: unknown, original: unknown) => {
  if (typeof original !== 'string') return value;
  if (original === '') return undefined;
  try {
    return JSON.parse(original) as unknown;
  } catch {
    return original;
  }
};

/**
 * A free-form JSON object kept as sent. Not yup.object(): without a shape, stripUnknown would
 * empty it. Marked `json`, so the body check lets an object through in this field (objectFields).
 */
export const jsonObject = () =>
  yup
    .mixed<Record<string, unknown>>()
    .transform(fromJsonText)
    .optional()
    .meta({ json: true })
    .test('object', 'Ожидается JSON-объект', (v) => v === undefined || isPlainObject(v))
    .test('storable', 'Слишком сложное значение', (v) => v === undefined || isStorable(v));

/** The fields of these schemas that take a JSON object (jsonObject()). */
export const objectFields = (...schemas: yup.AnyObjectSchema[]): ReadonlySet<string> =>
  new Set(
    schemas.flatMap((s) =>
      Object.entries(s.fields as Record<string, yup.Schema>)
        .filter(([, field]) => field.spec.meta?.json === true)
        .map(([name]) => name),
    ),
  );

export const payloadSchema = yup.object({
  roistat: short(),
  source_url: short(),
  lang: short(),
  product: short(),
  source: short(),
  recaptcha_type: short(),
  zone_url: short(),
  source_deal: short(),
  qbpm_pipeline: short(),
  ym_client_id: short(),
  utm_source: short(),
  utm_medium: short(),
  utm_campaign: short(),
  utm_term: short(),
  utm_content: short(),
  recaptcha_response_v3: yup.string().max(4000).optional(),
  /** The company chosen from suggestions, as the provider described it; bounded by the body limit. */
  da_data: jsonObject(),
  /** Milliseconds from the form appearing to the submit, by the browser's clock (lib/leads/spam: too fast is suspicious). */
  fill_ms: yup
    .number()
    .typeError('fill_ms — число миллисекунд')
    .integer('fill_ms — целое число миллисекунд')
    .min(0, 'fill_ms — не меньше нуля')
    .max(2_000_000_000, 'fill_ms — слишком большое число')
    .optional(),
  /** The webinar a sign-up is for, the file a download is for. */
  target: yup.string().trim().max(255).optional(),
});

export type LeadPayload = yup.InferType<typeof payloadSchema>;
