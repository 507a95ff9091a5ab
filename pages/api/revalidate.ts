import type { NextApiRequest, NextApiResponse } from 'next';
import { forgetPageIndex } from '@/lib/cms/page-index';
import { apiRoute } from '@/lib/http/api-route';
import { assertFlowSecret } from '@/lib/http/flow-secret';
import { affectedPaths, type ChangeEvent } from '@/lib/revalidate/affected-paths';
import { regenerationQueue } from '@/lib/revalidate/regeneration-queue';
import { invalidateSearchIndex } from '@/lib/search/engine';
import { timedRegeneration } from '@/lib/http/metrics';

const regenerations = regenerationQueue();

/**
 * Called by the Directus flow "Обновить страницы сайта" after content changes: regenerates the
 * affected static pages at once instead of waiting for the revalidate interval.
 */
export default apiRoute(['POST'], async function revalidate(req: NextApiRequest, res: NextApiResponse) {
  assertFlowSecret(req);
  const body: unknown = req.body;
  if (!body || typeof body !== 'object' || typeof (body as ChangeEvent).collection !== 'string') {
    return res.status(400).json({ error: 'Expected the flow trigger: { collection, key | keys | payload }' });
  }
  // Site search follows the same change (other instances refresh their index within seconds).
  invalidateSearchIndex();
  let paths: string[];
  try {
    paths = await affectedPaths(body as ChangeEvent);
  } catch (e) {
    console.error(`Revalidation lookup failed: ${(e as Error).message}`);
    res.setHeader('retry-after', '5');
    return res.status(503).json({ error: 'Could not read the CMS to find the affected pages' });
  }
  // A page published or renamed just now must not be a miss of an index read a moment ago.
  forgetPageIndex();
  const outcomes = await regenerations.regenerate(paths, (path) => timedRegeneration(() => res.revalidate(path)));
  const revalidated = paths.filter((_, i) => outcomes[i]);
  const failed = paths.filter((_, i) => !outcomes[i]);
  return res.status(failed.length ? 500 : 200).json({ revalidated, failed });
});
