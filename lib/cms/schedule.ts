// Scheduled publishing that missed its time. The Directus flow «Опубликовать по расписанию»
// (cms/state/flows.mjs) publishes every item whose `publish_at` (Moscow wall time) has come, every
// minute; an item still unpublished a minute after its time means the flow is not running or
// failing, and a page the marketer announced is not live. The admin shows it on the item
// (cms/extensions/moscow-datetime); this counts them for the site's metrics and the alert.
import { cmsRest } from './client';

/** The collections with a `publish_at` (f.publishAt() in the model; checked against the snapshot by schedule.test.ts). */
export const SCHEDULED_COLLECTIONS = ['pages', 'news', 'webinars', 'articles'] as const;

/**
 * Items due more than a minute ago and not published: Moscow is UTC+3 all year (as in the flow), so
 * due a minute ago is `publish_at` at or before now + 3 h − 1 min, read on Directus' own clock.
 */
export const LATE_FILTER = { _and: [{ publish_at: { _lte: '$NOW(+179 minutes)' } }, { status: { _neq: 'published' } }] };

/** How many scheduled items are late, over all scheduled collections (read with the preview token, which sees drafts). */
export async function latePublications(): Promise<number> {
  const filter = encodeURIComponent(JSON.stringify(LATE_FILTER));
  const counts = await Promise.all(
    SCHEDULED_COLLECTIONS.map((c) =>
      cmsRest<{ count: { id: number | string } }[]>('GET', `/items/${c}?aggregate[count]=id&filter=${filter}`, { access: 'preview' }),
    ),
  );
  return counts.reduce((sum, rows) => sum + Number(rows[0]?.count.id ?? 0), 0);
}
