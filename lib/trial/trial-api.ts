// The trial platform's calls (spec, section 7), with their answers checked before use: the
// platform is a third party, and "something else on failure" is part of its contract.
import { createHttpClient, type HttpClient, type HttpResult } from './http-client';
import type { HttpError } from '@/lib/store/request';
import type { Company } from './company-address';
import { TRIAL_TIMEOUT_MS } from './config';

export type Credentials = { email: string; password: string };
export type Activated = { name: string; description: string };
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: HttpError };

const record = (v: unknown): Record<string, unknown> | null =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

/** A 2xx answer that does not have the promised shape: the platform broke its contract. */
const malformed = (what: string): Outcome<never> => ({ ok: false, error: { status: 502, message: `Unexpected ${what} answer` } });

function parseCompany(v: unknown): Company | null {
  const r = record(v);
  if (!r || typeof r.name !== 'string' || typeof r.zone !== 'string') return null;
  return {
    name: r.name,
    zone: r.zone,
    description: typeof r.description === 'string' ? r.description : '',
    active: r.active === true,
  };
}

function map<T>(result: HttpResult, parse: (data: unknown) => T | null, what: string): Outcome<T> {
  if (!result.ok) return result;
  const value = parse(result.data);
  return value === null ? malformed(what) : { ok: true, value };
}

export type TrialApi = ReturnType<typeof trialApi>;

export function trialApi(
  baseUrl: URL,
  client: HttpClient = createHttpClient({ baseUrl: baseUrl.href.replace(/\/$/, ''), timeoutMs: TRIAL_TIMEOUT_MS }),
) {
  return {
    baseUrl,
    client,
    /** POST /guard/token → { token }; the token is then sent as a bearer header. */
    async token(credentials: Credentials): Promise<Outcome<string>> {
      const result = await client.request('POST', '/guard/token', { json: credentials });
      const outcome = map(
        result,
        (d) => {
          const token = record(d)?.token;
          return typeof token === 'string' && token ? token : null;
        },
        'token',
      );
      if (outcome.ok) client.setToken(outcome.value);
      return outcome;
    },
    /** POST /guard/companies → { companies: [...] }, or something else on failure. */
    async companies(credentials: Credentials): Promise<Outcome<Company[]>> {
      const result = await client.request('POST', '/guard/companies', { json: credentials });
      return map(
        result,
        (d) => {
          const list = record(d)?.companies;
          return Array.isArray(list) ? list.map(parseCompany).filter((c): c is Company => c !== null) : null;
        },
        'companies',
      );
    },
    /** GET /guard/trial/{hash}/check: the activation link from the e-mail is still valid. */
    async check(hash: string): Promise<Outcome<{ id: string | null }>> {
      const result = await client.request('GET', `/guard/trial/${encodeURIComponent(hash)}/check`);
      // The answer's body is not part of the documented contract; an id in it is used if present.
      return map(
        result,
        (d) => {
          const id = record(d)?.id;
          return { id: typeof id === 'string' || typeof id === 'number' ? String(id) : null };
        },
        'check',
      );
    },
    /** POST /guard/trial/{id}/activate with form data → { name, description }. */
    async activate(id: string, form: FormData): Promise<Outcome<Activated>> {
      const result = await client.request('POST', `/guard/trial/${encodeURIComponent(id)}/activate`, { form });
      return map(
        result,
        (d) => {
          const r = record(d);
          return r && typeof r.name === 'string'
            ? { name: r.name, description: typeof r.description === 'string' ? r.description : '' }
            : null;
        },
        'activation',
      );
    },
  };
}
