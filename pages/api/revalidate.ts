import type { NextApiRequest, NextApiResponse } from 'next';
import { pathsChanged } from '@/lib/cms/page-index';
import { shareReads } from '@/lib/cms/shared-reads';
import { prefetchPages } from '@/lib/cms/page-data';
import { OUTAGE_PAUSE_MS, OUTAGE_RETRY_AFTER_SECONDS } from '@/lib/cms/client';
import { apiRoute } from '@/lib/http/api-route';
import { assertFlowSecret } from '@/lib/http/flow-secret';
import { affectedPathWaves, batchWaves, changedKeys, type ChangeEvent, type Wave } from '@/collections/site/affected';
import { dropRedirects } from '@/lib/routing/redirect-source';
import { regenerationQueue } from '@/lib/revalidate/regeneration-queue';
import { trace, traced } from '@/lib/revalidate/trace';
import { invalidateSearchIndex } from '@/lib/search/engine';
import { timedRegeneration } from '@/lib/http/metrics';
import { markEveryPage, noteChange, noteRegenerating, renderedSinceChange } from '@/lib/shared/every-page-mark.mjs';

const regenerations = regenerationQueue();

/**
 * One more try after a failed regeneration: a read that timed out makes every read fail for the
 * next few seconds (lib/cms/client.ts), and Next keeps the old page until the next interval.
 */
const RETRY_AFTER_MS = OUTAGE_PAUSE_MS + 500;

/** Several changes published together (a release, cms/extensions/releases): one wave for all of them. */
type Batch = { changes: ChangeEvent[] };

const isChange = (c: unknown): c is ChangeEvent => !!c && typeof c === 'object' && typeof (c as ChangeEvent).collection === 'string';

/**
 * Called by the Directus flow "Обновить страницы сайта" after content changes, and by a release's
 * publication or revert with all its changes: regenerates the affected static pages at once instead
 * of waiting for the revalidate interval.
 */
export default apiRoute(['POST'], async function revalidate(req: NextApiRequest, res: NextApiResponse) {
  assertFlowSecret(req);
  const body: unknown = req.body;
  const batch = body && typeof body === 'object' && Array.isArray((body as Batch).changes) ? (body as Batch).changes : null;
  if (batch ? batch.length === 0 || !batch.every(isChange) : !isChange(body)) {
    return res.status(400).json({ error: 'Expected the flow trigger { collection, key | keys | payload }, or { changes: [trigger, …] }' });
  }
  const changes = batch ?? [body as ChangeEvent];
  for (const change of changes) trace(`change ${change.collection} ${change.event ?? ''} [${changedKeys(change).join(',')}]`);
  // The pages regenerated for this change share reads (the layout once, the pages' content a few to
  // a request) made after it was found to reach pages.
  const shared = shareReads();
  try {
    return await regenerateAffected(changes, res, shared);
  } finally {
    // Site search follows the change once the pages have (its rebuild reads every piece of content
    // from Directus and builds the index on the cores that render the pages): after the last
    // revalidation under way, once for a burst of changes (a delete and the page-safety hook's
    // follow-ups). Other instances refresh their index within seconds.
    if (shared.done()) invalidateSearchIndex();
  }
});

async function regenerateAffected(changes: ChangeEvent[], res: NextApiResponse, shared: ReturnType<typeof shareReads>) {
  const what = changes.map((c) => c.collection).join(', ');
  // A rename's redirect from the old address is made in the same save (cms/extensions/page-safety).
  dropRedirects();
  let waves: Wave[];
  const lookup = () => traced(`lookup ${what}`, () => (changes.length === 1 ? affectedPathWaves(changes[0]!) : batchWaves(changes)));
  try {
    // Once more after the CMS client's outage pause: the flow does not ask again, and a delete's
    // follow-ups (menu items, buttons) send no revalidation of their own that could make up for it.
    waves = await lookup().catch(async (e: unknown) => {
      console.error(`Revalidation lookup failed, trying once more: ${(e as Error).message}`);
      await new Promise((r) => setTimeout(r, RETRY_AFTER_MS));
      return lookup();
    });
  } catch (e) {
    console.error(`Revalidation lookup failed: ${(e as Error).message}`);
    res.setHeader('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS));
    return res.status(503).json({ error: 'Could not read the CMS to find the affected pages' });
  }
  // Pages regenerated from now on read the CMS anew (lib/cms/shared-reads.ts).
  const reachesPages = waves.some((w) => w.paths.length > 0);
  if (reachesPages) {
    shared.changed();
    noteChange();
  }
  // A page published or renamed just now must not be a miss of an index read a moment ago, on this
  // instance or any other (the proxy answers 404 for a path missing from the index).
  await pathsChanged();
  const revalidated: string[] = [];
  const failed: string[] = [];
  for (const { paths, everyPage } of waves) {
    // A change of every page's chrome: from now on no instance serves a page cached before it; each
    // is rendered on its next request (reading the CMS anew: the shared reads were dropped above), and
    // this wave refills the rest (lib/shared/every-page-mark.mjs). Only now, after the waves before it:
    // a page rendered on request may link to a page published by this change, which is served from
    // its own wave on (a scheduled page's menu link showed while its address still answered 404).
    if (everyPage && paths.length > 0) {
      markEveryPage();
      trace(`every page marked stale for ${what}`);
    }
    trace(`wave of ${paths.length} path(s)${everyPage ? ' (every page)' : ''} for ${what}: ${paths.slice(0, 4).join(' ')}`);
    const regenerate = async (path: string) => {
      // A visitor's request rendered it after this change already (lib/shared/every-page-mark.mjs).
      if (everyPage && renderedSinceChange(path)) return trace(`left ${path}: rendered on request since the change`);
      await regenerateNow(path);
    };
    const regenerateNow = (path: string) =>
      traced(`regenerated ${path}`, () =>
        timedRegeneration(() => {
          // The render starts now, whatever the cache answered before (lib/shared/every-page-mark.mjs).
          noteRegenerating(path);
          return res.revalidate(path).catch(async () => {
            await new Promise((r) => setTimeout(r, RETRY_AFTER_MS));
            noteRegenerating(path);
            await res.revalidate(path);
          });
        }),
      );
    prefetchPages(paths);
    const outcomes = await regenerations.regenerate(paths, regenerate, { bulk: everyPage });
    paths.forEach((path, i) => (outcomes[i] ? revalidated : failed).push(path));
  }
  trace(`done ${what}: ${revalidated.length} regenerated, ${failed.length} failed`);
  return res.status(failed.length ? 500 : 200).json({ revalidated, failed });
}
