// A block belongs to the page it is placed on: pages hold blocks through the many-to-any junction
// `pages_blocks`, whose `item` is no foreign key, so the database cannot cascade to the block itself.
// Deleting a page (its junction rows go with it), or taking a block off a page in the admin app
// (the junction row is deleted), would leave the block and its items (cards, rows…) where no one
// sees them. This hook deletes such a block once no page holds it any more; the block's own items
// follow through their foreign keys (ON DELETE CASCADE). A block placed on another page too, or in
// no page from the start (made in «Блоки» to be placed later), is left alone.

/** Junction rows about to go, remembered between the filter (before) and the action (after). */
const pending = new Map();
const pendingKey = (collection, keys) => `${collection}:${JSON.stringify([...keys].map(String).sort())}`;

const pageBlockCleanup = ({ filter, action }, { services, getSchema, logger }) => {
  const { ItemsService } = services;

  /** The blocks the given junction rows place, read inside the delete's own transaction. */
  async function placedBlocks(query, context) {
    const schema = context.schema ?? (await getSchema());
    const junction = new ItemsService('pages_blocks', { schema, knex: context.database });
    const rows = await junction.readByQuery({ filter: query, fields: ['collection', 'item'], sort: ['sort'], limit: -1 });
    return rows.filter((r) => r.collection && r.item != null);
  }

  async function deleteUnplaced(blocks) {
    if (!blocks?.length) return;
    const schema = await getSchema();
    const junction = new ItemsService('pages_blocks', { schema });
    for (const { collection, item } of blocks) {
      if (!schema.collections[collection]) continue;
      try {
        const still = await junction.readByQuery({
          filter: { collection: { _eq: collection }, item: { _eq: String(item) } },
          fields: ['id'],
          limit: 1,
        });
        if (still.length > 0) continue;
        // Through the items service, so the deletion is in the activity log and reaches the flows.
        await new ItemsService(collection, { schema }).deleteOne(item);
      } catch (e) {
        logger.warn(`Could not delete block ${collection} ${item} left without a page: ${e.message}`);
      }
    }
  }

  const remember = (collection, where) => async (keys, _meta, context) => {
    if (Array.isArray(keys) && keys.length > 0) pending.set(pendingKey(collection, keys), await placedBlocks(where(keys), context));
    return keys;
  };
  const cleanUp =
    (collection) =>
    async ({ keys }) => {
      const key = pendingKey(collection, keys ?? []);
      const blocks = pending.get(key);
      pending.delete(key);
      await deleteUnplaced(blocks);
    };

  filter(
    'pages.items.delete',
    remember('pages', (keys) => ({ pages_id: { _in: keys } })),
  );
  action('pages.items.delete', cleanUp('pages'));
  filter(
    'pages_blocks.items.delete',
    remember('pages_blocks', (keys) => ({ id: { _in: keys } })),
  );
  action('pages_blocks.items.delete', cleanUp('pages_blocks'));
};

export default pageBlockCleanup;
