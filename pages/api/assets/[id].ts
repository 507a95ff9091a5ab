import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { NextApiRequest, NextApiResponse } from 'next';
import { cmsFetch, OUTAGE_RETRY_AFTER_SECONDS } from '@/lib/cms/client';
import { apiRoute } from '@/lib/http/api-route';

/**
 * Files of the site's pages (images, downloads, social cards), served from Directus with the site's
 * own token. Directus' public role reads no file, so nobody can list the library (`GET /files`)
 * or read a file's title or name; a file is reached only by its id, which appears in the pages
 * that use it. Directus' image transformations pass through (width, height, fit, quality, format).
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TRANSFORMS = {
  width: /^\d{1,4}$/,
  height: /^\d{1,4}$/,
  quality: /^\d{1,3}$/,
  fit: /^(cover|contain|inside|outside)$/,
  format: /^(auto|jpg|png|webp|avif)$/,
};
/** Response headers of Directus worth passing on. */
const PASSED = ['content-type', 'content-length', 'content-disposition', 'etag', 'last-modified'];

function unavailable(res: NextApiResponse) {
  res.setHeader('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS));
  return res.status(503).json({ error: 'Файлы временно недоступны / Files are unavailable' });
}

export default apiRoute(['GET', 'HEAD'], async function asset(req: NextApiRequest, res: NextApiResponse) {
  const id = String(req.query.id ?? '');
  if (!UUID.test(id)) return res.status(400).json({ error: 'Неверный идентификатор файла / Invalid file id' });
  const query = new URLSearchParams();
  for (const [name, rule] of Object.entries(TRANSFORMS)) {
    const value = req.query[name];
    if (value === undefined) continue;
    if (typeof value !== 'string' || !rule.test(value)) {
      return res.status(400).json({ error: `Неверный параметр ${name} / Invalid ${name}` });
    }
    query.set(name, value);
  }
  if (req.query.download !== undefined) query.set('download', '');

  let r: Response;
  try {
    const ifNoneMatch = req.headers['if-none-match'];
    r = await cmsFetch(`/assets/${id}${query.size ? `?${query}` : ''}`, {
      access: 'public',
      method: req.method,
      headers: ifNoneMatch ? { 'if-none-match': String(ifNoneMatch) } : {},
    });
  } catch {
    return unavailable(res);
  }
  // Directus answers 403 for an id it has no file for: to visitors both are "not found".
  if (r.status === 403 || r.status === 404) return res.status(404).json({ error: 'Файл не найден / File not found' });
  if (r.status === 304) return res.status(304).end();
  if (!r.ok) {
    if (r.status >= 400 && r.status < 500) return res.status(400).json({ error: 'Файл нельзя отдать так / Cannot serve the file so' });
    return unavailable(res);
  }
  for (const name of PASSED) {
    const value = r.headers.get(name);
    if (value) res.setHeader(name, value);
  }
  // A file keeps its id when replaced in the library: caches keep it a day, not Directus' 30.
  res.setHeader('cache-control', 'public, max-age=86400, stale-while-revalidate=86400');
  res.status(200);
  if (req.method === 'HEAD' || !r.body) return res.end();
  Readable.fromWeb(r.body as WebReadableStream).pipe(res);
});

export const config = { api: { responseLimit: false } };
