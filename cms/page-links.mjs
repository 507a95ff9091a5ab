// Links typed before pages could be chosen become links to those pages (docs/adr/0008): a content
// conversion run at every start, after seeding.
import { readItems, updateItemsBatch } from '@directus/sdk';
import { adminClient } from './client.mjs';
import { pageLinkFields } from '../schema/model/dsl.mjs';

/**
 * Links typed before pages could be chosen (`/prices/`, `/elma-ai/#recognition`) become links to
 * those pages, the anchor kept beside: they then follow a rename. Only a link with no page chosen
 * whose path is a page's path changes; external addresses and paths of other routes stay typed.
 * Idempotent: a converted link has its page and is not looked at again.
 */
export async function syncPageLinks(url, adminToken, { collections }) {
  const request = adminClient(url, adminToken);
  // Published pages only: a link to a draft stays typed (a chosen draft would show no link at all).
  const pages = await request(readItems('pages', { filter: { status: { _eq: 'published' } }, fields: ['id', 'path'], limit: -1 }));
  const byPath = new Map(pages.map((p) => [p.path, p.id]));
  let converted = 0;
  // Every page link of the model (`f.pageLink`) with the text field beside it.
  for (const { collection, field: pageField, href: hrefField } of pageLinkFields(collections)) {
    const rows = await request(
      readItems(collection, {
        filter: { [pageField]: { _null: true }, [hrefField]: { _starts_with: '/' } },
        fields: ['id', hrefField],
        limit: -1,
      }),
    );
    const changes = [];
    for (const row of rows) {
      const [, path, anchor] = /^(\/[^#?]*)(#.*)?$/.exec(row[hrefField]) ?? [];
      const page = byPath.get(path);
      if (page) changes.push({ id: row.id, [pageField]: page, [hrefField]: anchor ?? null });
    }
    // One request per field (a new database has about 100 such links): each row is still its own
    // update, with its revision, in one transaction.
    if (changes.length) await request(updateItemsBatch(collection, changes));
    converted += changes.length;
  }
  return converted;
}
