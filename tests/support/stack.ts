// What integration tests use to reach the stack started by global-setup.mjs.
const need = (name: string) => {
  const v = process.env[name];
  if (!v) throw new Error(`${name} is not set: run integration tests through npm test`);
  return v;
};

export const SITE = () => need('TEST_SITE_URL');
export const CMS = () => need('TEST_CMS_URL');

/** A request to the site; redirects are not followed so that their status can be checked. */
export const site = (path: string, init: RequestInit = {}) => fetch(`${SITE()}${path}`, { redirect: 'manual', ...init });

/** Directus REST with the admin token, the way a marketer's saves reach it. */
export async function cms<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
  const r = await fetch(`${CMS()}${path}`, {
    method,
    headers: { authorization: `Bearer ${need('TEST_ADMIN_TOKEN')}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await r.text();
  if (!r.ok) throw new Error(`${method} ${path} -> ${r.status}: ${text}`);
  return (text ? JSON.parse(text).data : null) as T;
}

/** Polls until `check` returns a value (not undefined), or fails after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 20_000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const v = await check();
      if (v !== undefined) return v;
    } catch (e) {
      last = e;
    }
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}${last ? `: ${String(last)}` : ''}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export const previewSecret = () => need('TEST_PREVIEW_SECRET');
export const revalidateSecret = () => need('TEST_REVALIDATE_SECRET');

/** Deletes what a test file stored in `collection` (leads, subscribers) under addresses of its own domain. */
export async function deleteRowsOfDomain(collection: 'leads' | 'subscribers', domain: string): Promise<void> {
  const rows = await cms<{ id: string | number }[]>('GET', `/items/${collection}?filter[email][_ends_with]=${domain}&fields=id&limit=-1`);
  if (rows.length)
    await cms(
      'DELETE',
      `/items/${collection}`,
      rows.map((r) => r.id),
    );
}
