// A small fetch wrapper for third-party APIs called from the browser: a base URL, a time-out, a
// bearer token once the visitor is authenticated, and errors recorded in the shared request state
// rather than thrown, so a dialog can show its own text for each failure.
import { requestState, type HttpError } from '@/lib/store/request';

export type HttpResult = { ok: true; status: number; data: unknown } | { ok: false; error: HttpError };

export type RequestBody = { json: unknown } | { form: FormData };

export type HttpClient = {
  /** Sent as `Authorization: Bearer …` on every later request; null removes it. */
  setToken(token: string | null): void;
  request(method: 'GET' | 'POST', path: string, body?: RequestBody): Promise<HttpResult>;
};

/** The status of an error object: its own status field, or 500 (spec, section 8). */
export function statusOf(value: unknown): number {
  if (typeof value === 'object' && value !== null) {
    for (const key of ['status', 'statusCode', 'code'] as const) {
      const v = (value as Record<string, unknown>)[key];
      if (typeof v === 'number' && Number.isInteger(v) && v >= 100 && v <= 599) return v;
    }
  }
  return 500;
}

function messageOf(data: unknown, fallback: string): string {
  if (typeof data === 'object' && data !== null) {
    const m = (data as Record<string, unknown>).message ?? (data as Record<string, unknown>).error;
    if (typeof m === 'string' && m) return m;
  }
  return fallback;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function createHttpClient({ baseUrl, timeoutMs }: { baseUrl: string; timeoutMs: number }): HttpClient {
  let token: string | null = null;
  const fail = (error: HttpError): HttpResult => {
    requestState.ended(error);
    return { ok: false, error };
  };
  return {
    setToken(next) {
      token = next;
    },
    async request(method, path, body) {
      const headers: Record<string, string> = { accept: 'application/json' };
      if (token) headers.authorization = `Bearer ${token}`;
      let payload: BodyInit | undefined;
      if (body && 'json' in body) {
        headers['content-type'] = 'application/json';
        payload = JSON.stringify(body.json);
      } else if (body) {
        payload = body.form; // fetch sets the multipart boundary itself
      }
      requestState.started();
      let response: Response;
      try {
        response = await fetch(`${baseUrl}${path}`, { method, headers, body: payload, signal: AbortSignal.timeout(timeoutMs) });
      } catch (e) {
        const timedOut = e instanceof DOMException && e.name === 'TimeoutError';
        return fail({ status: statusOf(e), message: timedOut ? `No answer within ${timeoutMs} ms` : `Network error: ${String(e)}` });
      }
      const data = await readBody(response).catch(() => null);
      if (!response.ok)
        return fail({ status: response.status, message: messageOf(data, response.statusText || `HTTP ${response.status}`) });
      requestState.ended(null, response.status);
      return { ok: true, status: response.status, data };
    },
  };
}
