import type { NextApiRequest, NextApiResponse } from 'next';
import { pathsChanged } from '@/lib/cms/page-index';
import { shareReads } from '@/lib/cms/shared-reads';
import { prefetchPages } from '@/lib/cms/page-data';
import { OUTAGE_PAUSE_MS, OUTAGE_RETRY_AFTER_SECONDS } from '@/lib/cms/client';
import { apiRoute } from '@/lib/http/api-route';
import { assertFlowSecret } from '@/lib/http/flow-secret';
import { affectedPathWaves, type ChangeEvent, type Wave } from '@/collections/site/affected';
import { dropRedirects } from '@/lib/routing/redirect-source';
import { regenerationQueue } from '@/lib/revalidate/regeneration-queue';
import { invalidateSearchIndex } from '@/lib/search/engine';
import { timedRegeneration } from '@/lib/http/metrics';

const regenerations = regenerationQueue();

/**
 * One more try after a failed regeneration: a read that timed out makes every read fail for the
 * next few seconds (lib/cms/client.ts), and Next keeps the old page until the next interval.
 */
const RETRY_AFTER_MS = OUTAGE_PAUSE_MS + 500;

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
  // The pages regenerated for this change share reads made after it arrived (the layout once, the
  // pages' content a few to a request).
  const shared = shareReads();
  try {
    return await regenerateAffected(body as ChangeEvent, res);
  } finally {
    shared.done();
  }
});

async function regenerateAffected(change: ChangeEvent, res: NextApiResponse) {
  // Site search follows the same change (other instances refresh their index within seconds).
  invalidateSearchIndex();
  // A rename's redirect from the old address is made in the same save (cms/extensions/page-safety).
  dropRedirects();
  let waves: Wave[];
  try {
    waves = await affectedPathWaves(change);
  } catch (e) {
    console.error(`Revalidation lookup failed: ${(e as Error).message}`);
    res.setHeader('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS));
    return res.status(503).json({ error: 'Could not read the CMS to find the affected pages' });
  }
  // A page published or renamed just now must not be a miss of an index read a moment ago, on this
  // instance or any other (the proxy answers 404 for a path missing from the index).
  await pathsChanged();
  const revalidated: string[] = [];
  const failed: string[] = [];
  for (const { paths, everyPage } of waves) {
    const regenerate = (path: string) =>
      timedRegeneration(() =>
        res.revalidate(path).catch(async () => {
          await new Promise((r) => setTimeout(r, RETRY_AFTER_MS));
          await res.revalidate(path);
        }),
      );
    prefetchPages(paths);
    const outcomes = await regenerations.regenerate(paths, regenerate, { bulk: everyPage });
    paths.forEach((path, i) => (outcomes[i] ? revalidated : failed).push(path));
  }
  return res.status(failed.length ? 500 : 200).json({ revalidated, failed });
}
