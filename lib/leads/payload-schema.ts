// What every submission carries besides the form's own fields (spec section 3, the lead payload),
// checked and bounded on the server like the fields themselves.
import * as yup from 'yup';

const short = () => yup.string().trim().max(500).optional();

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A free-form JSON object kept as sent. Not yup.object(): without a shape, stripUnknown would
 * empty it.
 */
export const jsonObject = () =>
  yup
    .mixed<Record<string, unknown>>()
    .optional()
    .test('object', '${path} должен быть объектом', (v) => v === undefined || isPlainObject(v));

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

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
  /** The webinar a sign-up is for, the file a download is for. */
  target: yup.string().trim().max(255).optional(),
});

export type LeadPayload = yup.InferType<typeof payloadSchema>;

/** The hidden field people never see and bots fill in. */
export const HONEYPOT = 'website';
