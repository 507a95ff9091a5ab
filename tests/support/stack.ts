// What integration tests use to reach the stack started by global-setup.mjs.
import { readFileSync } from 'node:fs';

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

/**
 * Uploads `file` as `name` to Directus' file library with the admin token and returns its id;
 * `fields` are the file's own (a title…), sent before the file as Directus requires.
 */
export async function uploadFile(name: string, file: Blob, fields: Record<string, string> = {}): Promise<string> {
  const form = new FormData();
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  form.append('file', file, name);
  const r = await fetch(`${CMS()}/files`, { method: 'POST', headers: { authorization: `Bearer ${need('TEST_ADMIN_TOKEN')}` }, body: form });
  if (!r.ok) throw new Error(`Upload of ${name} failed: ${r.status} ${await r.text()}`);
  return ((await r.json()) as { data: { id: string } }).data.id;
}

/** Uploads a small picture (the site's icon) as `name`, without a description (alt) unless `fields` give one. */
export const uploadPicture = (name: string, fields: Record<string, string> = {}) =>
  uploadFile(name, new Blob([readFileSync('public/icon-192.png')], { type: 'image/png' }), fields);

/** A block of a new page: its collection and the block's own fields. */
export type NewBlock = { collection: string; item: Record<string, unknown> };

/**
 * Creates a published page of `blocks` (sorted as listed) and waits until the site serves it; returns
 * its id and its blocks' junction ids. A page the site does not serve in time is deleted again.
 */
export async function publishPage(path: string, title: string, blocks: NewBlock[]): Promise<{ id: number; blocks: number[] }> {
  const page = await cms<{ id: number; blocks: number[] }>('POST', '/items/pages?fields=id,blocks', {
    path,
    title,
    status: 'published',
    blocks: blocks.map((block, i) => ({ ...block, sort: i + 1 })),
  });
  try {
    await eventually(async () => ((await site(path)).status === 200 ? true : undefined), 30_000, `the new page ${path}`);
  } catch (e) {
    await cms('DELETE', `/items/pages/${page.id}`);
    throw e;
  }
  return page;
}
