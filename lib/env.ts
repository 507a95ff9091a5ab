// Server configuration, read and checked once. Import it only from server code
// (getStaticProps, API routes, middleware); the browser gets what it needs through page props.
import * as yup from 'yup';
import { DEFAULT_TRUSTED_PROXIES, trustedProxies } from '@/lib/http/client-address';

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
  /**
   * Directus tokens, one per job of the site's server, each of a user whose policy allows only that
   * job (`siteJob` in cms/state/access.mjs and collections/<name>/state.mjs). What each is for is
   * said once, beside the caller that carries it: `TOKENS` in lib/cms/client.ts.
   */
  DIRECTUS_TOKEN: yup.string().default(''),
  DIRECTUS_PREVIEW_TOKEN: yup.string().default(''),
  DIRECTUS_LEADS_TOKEN: yup.string().default(''),
  DIRECTUS_LEAD_DELIVERY_TOKEN: yup.string().default(''),
  DIRECTUS_REVALIDATE_TOKEN: yup.string().default(''),
  DIRECTUS_EXPERIMENTS_TOKEN: yup.string().default(''),
  PREVIEW_SECRET: yup.string().default(''),
  REVALIDATE_SECRET: yup.string().default(''),
  /**
   * `embedded` is the one-machine installation that scripts/stack.mjs runs (`npm start`, the tests)
   * with its generated secrets and a localhost address. Anything else is a real deployment, which
   * refuses to start while it is misconfigured (see productionProblems).
   */
  DEPLOYMENT: yup
    .string()
    .oneOf(['production', 'embedded'] as const)
    .default('production'),
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
  /** Shared state of several site instances (ISR cache, rate limits, locks); unset, each process keeps its own. */
  REDIS_URL: yup.string().matches(/^rediss?:\/\//, '${path} must be a redis:// or rediss:// URL'),
  /** Lead and subscribe POSTs per client IP per minute. */
  LEAD_RATE_LIMIT: yup.number().integer().min(1).default(10),
  /**
   * `json`: every log line is one JSON object (time, level, msg, request_id from nginx's
   * X-Request-Id) and each answered request is logged (lib/http/request-log.ts); the production
   * profile sets it. `text` (default): Next's plain lines.
   */
  LOG_FORMAT: yup.string().oneOf(['text', 'json']).default('text'),
  /** The SQLite file accepted leads are journaled in before they reach Directus (default .leads/journal.db). */
  LEAD_JOURNAL_PATH: yup.string().default(''),
  /**
   * A PostgreSQL database (postgres://user:password@host:port/db) holding the lead journal of every
   * site instance together (lib/leads/journal/postgres.ts); set, LEAD_JOURNAL_PATH is not used.
   */
  LEAD_JOURNAL_URL: yup
    .string()
    .default('')
    .matches(/^(postgres(ql)?:\/\/.+)?$/, '${path} must be a postgres:// URL'),
  /**
   * Signs the update token a visitor gets with a lead (`/api/lead/update/`). Unset, a random one
   * is made per process: tokens then end with a restart.
   */
  LEAD_UPDATE_SECRET: yup.string().default(''),
  /**
   * Addresses and CIDR ranges of the proxies in front of the site (nginx, load balancer, CDN):
   * X-Forwarded-For hops they appended are skipped to find the visitor (lib/http/client-address.ts).
   */
  TRUSTED_PROXIES: yup
    .string()
    .default(DEFAULT_TRUSTED_PROXIES)
    .test('proxies', '${path}: ${message}', function (v) {
      try {
        trustedProxies(v);
        return true;
      } catch (e) {
        return this.createError({ params: { message: (e as Error).message } });
      }
    }),
});

export type Env = yup.InferType<typeof schema>;

/** Every variable the site reads, with its default: `.env.example` lists each (lib/env-example.test.ts). */
export const envSchema = schema;

const LOCAL_HOSTS = /^(localhost|.+\.localhost|127(\.\d+){3}|0\.0\.0\.0|\[::1?\])$/;

/**
 * What a real deployment is missing: each would make it fail silently later (no preview, no
 * revalidation, every lead refused by the captcha's hostname check, or spam without a captcha).
 * The site key is read as the build inlined it: the browser only has that one.
 */
export function productionProblems(e: Env, recaptchaSiteKey = process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY): string[] {
  const problems: string[] = [];
  const secrets = [
    ...([
      'DIRECTUS_TOKEN',
      'DIRECTUS_PREVIEW_TOKEN',
      'DIRECTUS_LEADS_TOKEN',
      'DIRECTUS_LEAD_DELIVERY_TOKEN',
      'DIRECTUS_REVALIDATE_TOKEN',
      'DIRECTUS_EXPERIMENTS_TOKEN',
    ] as const),
    ...(['PREVIEW_SECRET', 'REVALIDATE_SECRET', 'RECAPTCHA_SECRET', 'LEAD_UPDATE_SECRET'] as const),
  ];
  for (const secret of secrets) if (!e[secret]) problems.push(`${secret} is not set`);
  if (LOCAL_HOSTS.test(new URL(e.SITE_URL).hostname)) problems.push(`SITE_URL is on this machine (${e.SITE_URL}): set the public address`);
  if (!recaptchaSiteKey) problems.push('NEXT_PUBLIC_RECAPTCHA_SITE_KEY was not set when the site was built');
  return problems;
}

function read(): Env {
  let e: Env;
  try {
    e = schema.validateSync(
      Object.fromEntries(Object.keys(schema.fields).map((k) => [k, process.env[k] === '' ? undefined : process.env[k]])),
      { abortEarly: false, stripUnknown: true },
    );
  } catch (e) {
    const errors = e instanceof yup.ValidationError ? e.errors.join('; ') : String(e);
    throw new Error(`Invalid site configuration: ${errors}`);
  }
  // `next dev` and unit tests run with NODE_ENV development and test: only built sites are checked.
  const problems = e.DEPLOYMENT === 'production' && process.env.NODE_ENV === 'production' ? productionProblems(e) : [];
  if (problems.length) {
    throw new Error(
      `Refusing to start a production deployment: ${problems.join('; ')}. ` +
        'For a local installation on this machine run `npm start`, which sets DEPLOYMENT=embedded.',
    );
  }
  return e;
}

export const env: Env = read();
