import type { NextApiRequest, NextApiResponse } from 'next';
import { BASE_PATH } from '@/lib/routing/base-path';
import { partitionCookies } from '@/lib/http/partitioned-cookies';

/**
 * A request that is no one's click: the router fetching a page's data (`x-nextjs-data`, a
 * prefetch too) or the browser prefetching. Leaving the preview on one ended it behind the
 * marketer's back (an in-view prefetch of the draft banner's link did), so it answers 404 and
 * acts on the navigation only (Next's router, given a 404 for a page's data, loads the address).
 */
const notAClick = (req: NextApiRequest) =>
  req.headers['x-nextjs-data'] !== undefined ||
  req.headers.purpose === 'prefetch' ||
  /prefetch/.test(String(req.headers['sec-purpose'] ?? ''));

export default function exitPreview(req: NextApiRequest, res: NextApiResponse) {
  if (notAClick(req)) return res.status(404).end();
  res.clearPreviewData();
  partitionCookies(res);
  res.redirect(307, `${BASE_PATH}/`);
}
