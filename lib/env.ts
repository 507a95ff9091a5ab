// Server configuration, read and checked once. Import it only from server code
// (getStaticProps, API routes, middleware); the browser gets what it needs through page props.
import * as yup from 'yup';

// yup's url() refuses hosts without a dot, such as localhost.
const url = () =>
  yup.string().test('url', '${path} must be an absolute http(s) URL', (v) => {
    if (v === undefined) return true;
    try {
      return /^https?:$/.test(new URL(v).protocol);
    } catch {
      return false;
    }
  });

const schema = yup.object({
  DIRECTUS_URL: url().default('http://127.0.0.1:8055'),
  DIRECTUS_PUBLIC_URL: url().default('http://localhost:8055'),
  /** Token of the site's own Directus user: reads drafts for preview and looks up affected paths. */
  DIRECTUS_TOKEN: yup.string().default(''),
  PREVIEW_SECRET: yup.string().default(''),
  REVALIDATE_SECRET: yup.string().default(''),
  /** production and staging show published content only; develop shows drafts and archived items too. */
  CONTENT_ENV: yup
    .string()
    .oneOf(['production', 'staging', 'develop'] as const)
    .default('production'),
  SITE_URL: url().default('http://localhost:3000'),
  /** Safety-net regeneration interval of static pages, in seconds. */
  REVALIDATE_SECONDS: yup.number().integer().min(1).default(300),
  /**
   * The vendor's trial platform (login to a company, trial activation). The browser calls it, so
   * scripts/stack.mjs also hands it to the build as NEXT_PUBLIC_TRIAL_API_URL; checked here so a
   * malformed address fails the build. Unset, the login form shows its sign-in failure text.
   */
  TRIAL_API_URL: url(),
  /** reCAPTCHA v3 secret; empty (the embedded default) switches server-side verification off. */
  RECAPTCHA_SECRET: yup.string().default(''),
  RECAPTCHA_VERIFY_URL: url().default('https://www.google.com/recaptcha/api/siteverify'),
  RECAPTCHA_MIN_SCORE: yup.number().min(0).max(1).default(0.5),
  /** Leads are forwarded here (POST, JSON) and retried until it answers 2xx; empty keeps them in Directus only. */
  CRM_WEBHOOK_URL: url(),
  /** First pause before a failed CRM delivery is retried; it doubles per attempt, up to an hour. */
  CRM_RETRY_BASE_SECONDS: yup.number().integer().min(1).default(30),
  /** With a key, company suggestions come from DaData; without, from the `companies` collection. */
  DADATA_API_KEY: yup.string().default(''),
  DADATA_SUGGEST_URL: url().default('https://suggestions.dadata.ru/suggestions/api/4_1/rs/suggest/party'),
  /** Lead and subscribe POSTs per client IP per minute. */
  LEAD_RATE_LIMIT: yup.number().integer().min(1).default(10),
});

export type Env = yup.InferType<typeof schema>;

function read(): Env {
  try {
    return schema.validateSync(
      Object.fromEntries(Object.keys(schema.fields).map((k) => [k, process.env[k] === '' ? undefined : process.env[k]])),
      { abortEarly: false, stripUnknown: true },
    );
  } catch (e) {
    const errors = e instanceof yup.ValidationError ? e.errors.join('; ') : String(e);
    throw new Error(`Invalid site configuration: ${errors}`);
  }
}

export const env: Env = read();
