// Fills a new database with the site's starting content from schema/seed.
import { createItem, createItems, updateSingleton } from '@directus/sdk';
import { adminClient } from './client.mjs';

/** `[collection, fields]` pairs become many-to-any rows; nested `items` lists get their order. */
function toBlocks(blocks) {
  return blocks.map(([collection, item], i) => ({
    collection,
    sort: i + 1,
    item: item.items ? { ...item, items: item.items.map((it, j) => ({ ...it, sort: j + 1 })) } : item,
  }));
}

function toNavItems(items) {
  return items.map(({ children, ...item }, i) => ({ ...item, sort: i + 1, ...(children ? { children: toNavItems(children) } : {}) }));
}

export async function seedContent(url, adminToken, content) {
  const request = adminClient(url, adminToken);
  await request(updateSingleton('globals', content.globals)); // a singleton: written, not created
  if (content.social_links.length)
    await request(
      createItems(
        'social_links',
        content.social_links.map((s, i) => ({ ...s, sort: i + 1 })),
      ),
    );
  for (const menu of content.navigation) await request(createItem('navigation', { ...menu, items: toNavItems(menu.items) }));
  if (content.redirects.length) await request(createItems('redirects', content.redirects));
  // All pages in one request: Directus still creates them one by one, in this order, with their
  // nested blocks, revisions and activity, in one transaction.
  if (content.pages.length)
    await request(
      createItems(
        'pages',
        content.pages.map(({ blocks = [], ...page }) => ({ status: 'published', ...page, blocks: toBlocks(blocks) })),
      ),
    );
  // Any other collection: rows created as given (nested relations included), in the listed order.
  for (const [collection, rows] of content.items ?? []) if (rows.length) await request(createItems(collection, rows));
  return { pages: content.pages.length };
}
