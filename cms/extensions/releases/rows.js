// The rows an item owns, read and written as they are stored, so that a revert puts back exactly
// what was there (JSON as its text, booleans as stored, timestamps included).

/**
 * What a marketer composes as part of an item and a revert puts back with it: a page's block rows,
 * the blocks and their items, a menu's sub-items, a webinar's speakers, an author's links. Not what
 * visitors add meanwhile (an article's comments), nor A/B test counts.
 */
const isPart = (collection) =>
  collection === 'pages_blocks' ||
  collection.startsWith('block_') ||
  ['navigation_items', 'webinar_speakers', 'author_social_items'].includes(collection);

/**
 * The item's own row, the rows of its one-to-many fields that are its parts and die with it (ON
 * DELETE CASCADE: a page's block rows, a block's items) and the items those rows hold in a many-to-any field (the
 * blocks themselves), recursively; parents before their children.
 * @returns {Promise<{ collection: string, key: string, row: Record<string, unknown> }[]>}
 */
export async function ownedRows(knex, schema, collection, key, found = new Map()) {
  const id = `${collection}:${key}`;
  if (found.has(id) || !schema.collections[collection]) return [...found.values()];
  const primary = schema.collections[collection].primary;
  const row = await knex(collection).where(primary, key).first();
  if (!row) return [...found.values()];
  found.set(id, { collection, key: String(key), row });
  for (const relation of schema.relations) {
    // Children: their key to this collection is deleted with it.
    if (relation.related_collection === collection && relation.schema?.on_delete === 'CASCADE' && isPart(relation.collection)) {
      const childPrimary = schema.collections[relation.collection]?.primary;
      if (!childPrimary) continue;
      const children = await knex(relation.collection).select(childPrimary).where(relation.field, key).orderBy(childPrimary);
      for (const child of children) await ownedRows(knex, schema, relation.collection, child[childPrimary], found);
    }
    // The item of a many-to-any row (a page's block row names the block's collection and key).
    if (relation.collection === collection && relation.meta?.one_collection_field && relation.meta?.one_allowed_collections) {
      const target = row[relation.meta.one_collection_field];
      const item = row[relation.field];
      if (target && item !== null && item !== undefined) await ownedRows(knex, schema, target, item, found);
    }
  }
  return [...found.values()];
}

/**
 * Puts an item's rows back as `before` holds them: rows made since are deleted (children first),
 * rows changed since are written back, rows deleted since are inserted again (parents first).
 */
/** A row as the driver takes it back: JSON columns as their text (PostgreSQL reads them as objects). */
const writable = (row) =>
  Object.fromEntries(
    Object.entries(row).map(([k, v]) => [
      k,
      v && typeof v === 'object' && !(v instanceof Date) && !Buffer.isBuffer(v) ? JSON.stringify(v) : v,
    ]),
  );

export async function restoreRows(knex, schema, collection, key, before) {
  const now = await ownedRows(knex, schema, collection, key);
  const kept = new Set(before.map((r) => `${r.collection}:${r.key}`));
  for (const r of [...now].reverse())
    if (!kept.has(`${r.collection}:${r.key}`)) await knex(r.collection).where(schema.collections[r.collection].primary, r.key).del();
  const present = new Set(now.map((r) => `${r.collection}:${r.key}`));
  for (const r of before) {
    const primary = schema.collections[r.collection].primary;
    if (present.has(`${r.collection}:${r.key}`)) await knex(r.collection).where(primary, r.key).update(writable(r.row));
    else await knex(r.collection).insert(writable(r.row));
  }
}
