// What a marketer's rename or delete of a page must not break, done by Directus itself in the same
// save, whoever saves (the admin app, the API, a flow):
//
// - Rename: a published page's old address answers 308 to the page (a redirect to the page itself,
//   not to a typed path: a later rename needs no edit, so chains never form). A redirect from the
//   page's new address is removed, since it would hide the page (and could loop back).
// - Delete: what pointed at the page stops pointing at nothing. Menu items to it go (a group with
//   sub-items stays, without its link); buttons to it lose the link (the site then shows no button);
//   redirects to it go (their addresses answer 404 like the page's own); its A/B tests end and their
//   variant blocks are deleted.
// - The page form warns before a delete: the read-only field «Ведут на эту страницу» (`links_here`,
//   never stored) is filled in on every read of one page with what points at it, and with the files
//   that will go with it (those no other item uses).
// - Files that a page's delete left unused (the page's picture, an image of one of its blocks) go
//   with it: the issue 41 walkthrough found them left behind in the library, where no one knew
//   what they had been for. Files a delete of anything else left unused (a block taken off a page)
//   are moved into the folder «Неиспользуемые файлы», where the library shows them for a marketer
//   to delete or reuse. A file a text links to (an image in a rich text) counts as used.
//
// Page links of the model (`f.pageLink`): page-links.json, written by scripts/page-link-fields.mjs.
import { readFileSync } from 'node:fs';

const PAGE_LINKS = JSON.parse(readFileSync(new URL('./page-links.json', import.meta.url), 'utf8'));
const MENU = 'navigation_items';
export const UNUSED_FOLDER = 'Неиспользуемые файлы';
const STATES = { draft: 'Черновик', running: 'Идёт', ended: 'Завершён' };

/** Keys of the items a filter is about (`keys` for update/delete). */
const keysOf = (keys) => (Array.isArray(keys) ? keys.map(String) : []);

/**
 * A page (`{ id, path, status }` as it is now) about to move to the address `to`: a published page's
 * old address answers 308 to the page, and a redirect from `to` goes. Called by the rename hook below
 * and by the release engine (cms/extensions/releases), whose saves emit no events and so pass no hook:
 * `options` are the items services' (the engine's `emitEvents: false`).
 */
export async function keepOldAddress({ ItemsService, schema, knex, logger }, page, to, options = {}) {
  if (page.path === to) return;
  const redirects = new ItemsService('redirects', { schema, knex });
  const read = (filter) => redirects.readByQuery({ filter, fields: ['id'], limit: -1 });
  // The page now lives at `to`: a redirect from there would hide it.
  const shadowing = await read({ from: { _eq: to } });
  if (shadowing.length)
    await redirects.deleteMany(
      shadowing.map((r) => r.id),
      options,
    );
  // A draft's old address was never public: nothing to keep working.
  if (page.status !== 'published' || !page.path) return;
  const target = { to_page: page.id, to: null, status_code: '308' };
  const [existing] = await read({ from: { _eq: page.path } });
  if (existing) await redirects.updateOne(existing.id, target, options);
  else await redirects.createOne({ from: page.path, ...target }, options);
  // Redirects typed to the old address lead to the page itself from now on (no chain to collapse later).
  const typed = await read({ to: { _eq: page.path } });
  if (typed.length)
    await redirects.updateMany(
      typed.map((r) => r.id),
      target,
      options,
    );
  logger.info(`Page ${page.id} moved from ${page.path} to ${to}: ${page.path} now redirects to it`);
}

const pageSafety = ({ filter, action }, { services, getSchema, logger }) => {
  const { ItemsService } = services;
  /** An items service inside the save's own transaction, with full rights (the save was allowed). */
  const items = async (collection, context) =>
    new ItemsService(collection, { schema: context?.schema ?? (await getSchema()), knex: context?.database });
  const read = async (collection, filter, fields, context) => (await items(collection, context)).readByQuery({ filter, fields, limit: -1 });

  // ----- Rename: a redirect from the old address, made before the new path is saved -----
  filter('pages.items.update', async (payload, meta, context) => {
    const to = payload?.path;
    const keys = keysOf(meta.keys);
    if (typeof to !== 'string' || keys.length !== 1) return payload;
    const [page] = await read('pages', { id: { _eq: keys[0] } }, ['id', 'path', 'status'], context);
    if (page)
      await keepOldAddress({ ItemsService, schema: context?.schema ?? (await getSchema()), knex: context?.database, logger }, page, to);
    return payload;
  });

  // ----- Delete: what points at the page is taken away or ended -----
  // Found before the delete (the database then clears the links), changed after it is committed.
  // The changes emit no events (SILENT): the page's own delete already has the site regenerate every
  // page a link to it could be on (collections/site/affected.ts), and each follow-up reaching the
  // revalidation flow on its own made the site start over (a deleted menu item: every page again).
  // They change nothing a visitor sees: a menu item or button whose page is gone already has no
  // address (lib/cms/layout.ts), the redirect table is re-read at the delete and every 5 s, and an
  // ended test's page is the deleted one. Variant blocks are deleted with events, so that their
  // files are looked at like any deleted block's (below).
  const pendingDeletes = new Map();
  const SILENT = { emitEvents: false };

  filter('pages.items.delete', async (keys, _meta, context) => {
    const ids = keysOf(keys);
    if (ids.length === 0) return keys;
    const pages = await read('pages', { id: { _in: ids } }, ['path'], context);
    const paths = pages.map((p) => p.path).filter(Boolean);
    const links = [];
    for (const { collection, field, href } of PAGE_LINKS) {
      if (collection === 'redirects') continue;
      const fields = ['id', href, ...(collection === MENU ? ['children'] : [])];
      for (const row of await read(collection, { [field]: { _in: ids } }, fields, context)) links.push({ collection, field, href, row });
    }
    const redirectFilter = { _or: [{ to_page: { _in: ids } }, ...(paths.length ? [{ to: { _in: paths } }] : [])] };
    const redirects = (await read('redirects', redirectFilter, ['id'], context)).map((r) => r.id);
    const tests = await read(
      'experiments',
      { page: { _in: ids } },
      ['id', 'summary', 'variants.block.id', 'variants.block.collection', 'variants.block.item'],
      context,
    );
    pendingDeletes.set(ids.join(','), { links, redirects, tests });
    return keys;
  });

  action('pages.items.delete', async (meta) => {
    const key = keysOf(meta.keys ?? meta.payload).join(',');
    const found = pendingDeletes.get(key);
    pendingDeletes.delete(key);
    if (!found) return;
    const run = async (what, change) => {
      try {
        await change();
      } catch (e) {
        logger.warn(`After deleting page(s) ${key}: ${what}: ${e.message}`);
      }
    };
    for (const { collection, field, href, row } of found.links) {
      const service = await items(collection);
      // A menu item that only led to the page goes; a group keeps its sub-items, without the link.
      if (collection === MENU && !(row.children?.length > 0)) await run(`menu item ${row.id}`, () => service.deleteOne(row.id, SILENT));
      // An anchor typed beside the page was an anchor on that page: it goes too (a button without an address is not shown).
      else if (!row[href] || String(row[href]).startsWith('#'))
        await run(`${collection} ${row.id}`, () => service.updateOne(row.id, { [field]: null, [href]: null }, SILENT));
    }
    if (found.redirects.length) await run('redirects', async () => (await items('redirects')).deleteMany(found.redirects, SILENT));
    for (const t of found.tests) await run(`A/B test ${t.id}`, () => endExperiment(t));
  });

  /** A test of a deleted page ends (no winner can go on it) and its variant blocks are deleted. */
  async function endExperiment(t) {
    for (const v of t.variants ?? [])
      for (const b of v.block ?? []) {
        await (await items('experiment_variants_blocks')).deleteOne(b.id, SILENT);
        if (
          b.collection &&
          b.item != null &&
          (await read('pages_blocks', { collection: { _eq: b.collection }, item: { _eq: String(b.item) } }, ['id'])).length === 0
        )
          await (await items(b.collection)).deleteOne(b.item);
      }
    await (
      await items('experiments')
    ).updateOne(
      t.id,
      {
        state: 'ended',
        // Nothing is left to put on a page: the site's results round must not try.
        winner_applied: true,
        summary: [t.summary, 'Страница теста удалена: тест завершён, блоки вариантов удалены.'].filter(Boolean).join('\n'),
      },
      SILENT,
    );
  }

  // ----- The warning in the page form -----
  filter('pages.items.read', async (records, _meta, context) => {
    if (!Array.isArray(records) || records.length !== 1 || !records[0] || !('links_here' in records[0]) || records[0].id == null)
      return records;
    try {
      records[0].links_here = (await linksTo(records[0].id, context)) || null;
    } catch (e) {
      logger.warn(`Could not list what links to page ${records[0].id}: ${e.message}`);
    }
    return records;
  });

  /** What points at a page, one line each, in words a marketer reads. */
  async function linksTo(id, context) {
    const ctx = { schema: context?.schema, database: context?.database };
    const lines = [];
    const [page] = await read('pages', { id: { _eq: id } }, ['path'], ctx);
    for (const { collection, field } of PAGE_LINKS) {
      if (collection === 'redirects') continue;
      if (collection === MENU) {
        for (const m of await read(MENU, { [field]: { _eq: id } }, ['title', 'navigation.title', 'parent.navigation.title'], ctx))
          lines.push(`Пункт меню «${m.title}» (${m.navigation?.title ?? m.parent?.navigation?.title ?? 'вложенный'})`);
        continue;
      }
      const rows = await read(collection, { [field]: { _eq: id } }, ['id'], ctx);
      if (rows.length)
        lines.push(
          ...(await buttonPlaces(
            collection,
            rows.map((r) => r.id),
            ctx,
          )),
        );
    }
    const redirectFilter = { _or: [{ to_page: { _eq: id } }, ...(page?.path ? [{ to: { _eq: page.path } }] : [])] };
    for (const r of await read('redirects', redirectFilter, ['from'], ctx)) lines.push(`Перенаправление с ${r.from}`);
    for (const t of await read('experiments', { page: { _eq: id } }, ['name', 'state'], ctx))
      lines.push(`A/B-тест «${t.name}» (${STATES[t.state] ?? t.state})`);
    for (const f of await filesGoingWith(id, ctx)) lines.push(`Файл «${f}» — удалится вместе со страницей`);
    return lines.join('\n');
  }

  /** The titles (or names) of the files that deleting page `id` would delete: those only it and its own blocks use. */
  async function filesGoingWith(id, ctx) {
    const schema = ctx.schema ?? (await getSchema());
    // The page and the blocks only it shows, with their own items (cards, logos…).
    const held = [{ collection: 'pages', ids: [id] }];
    for (const b of await read('pages_blocks', { pages_id: { _eq: id } }, ['collection', 'item'], ctx)) {
      if (!b.collection || b.item == null || !schema.collections[b.collection]) continue;
      const shared = { collection: { _eq: b.collection }, item: { _eq: String(b.item) }, pages_id: { _neq: id } };
      if ((await read('pages_blocks', shared, ['id'], ctx)).length) continue;
      held.push({ collection: b.collection, ids: [b.item] });
    }
    const files = await filesHeld(held, schema, ctx);
    const going = [];
    for (const [file, count] of files) if ((await usesOf(file, schema, ctx)) <= count) going.push(file);
    if (!going.length) return [];
    const rows = await new services.FilesService({ schema, knex: ctx.database }).readMany(going, {
      fields: ['title', 'filename_download'],
    });
    return rows.map((f) => f.title || f.filename_download);
  }

  /** The files the given items (and their cascading own items) hold, with how many times. */
  async function filesHeld(held, schema, ctx) {
    const count = new Map();
    for (const { collection, ids } of held) {
      const where = [{ collection, filter: { id: { _in: ids } } }];
      for (const r of schema.relations)
        if (r.related_collection === collection && r.schema?.on_delete === 'CASCADE' && !r.collection.startsWith('directus_'))
          where.push({ collection: r.collection, filter: { [r.field]: { _in: ids } } });
      for (const w of where)
        for (const rel of fileFields(schema).filter((r) => r.collection === w.collection))
          for (const row of await read(w.collection, w.filter, [rel.field], ctx))
            if (row[rel.field]) count.set(String(row[rel.field]), (count.get(String(row[rel.field])) ?? 0) + 1);
    }
    return count;
  }

  /** How many items use `file` through their file fields; a rich text linking to it makes it used for good (Infinity). */
  async function usesOf(file, schema, ctx) {
    let uses = 0;
    for (const rel of fileFields(schema)) uses += (await read(rel.collection, { [rel.field]: { _eq: file } }, [rel.field], ctx)).length;
    for (const { collection, field } of await richTextFields(ctx))
      if (schema.collections[collection] && (await read(collection, { [field]: { _contains: file } }, ['id'], ctx)).length) return Infinity;
    return uses;
  }

  /** The rich-text fields of the model, whose HTML may show a file of the library. */
  async function richTextFields(ctx) {
    const fields = new services.FieldsService({ schema: ctx.schema ?? (await getSchema()), knex: ctx.database });
    return (await fields.readAll()).filter((f) => f.meta?.interface === 'input-rich-text-html' && !f.collection.startsWith('directus_'));
  }

  /** «Кнопка на странице /x/» for buttons in blocks (or in a block's items, e.g. price plans). */
  async function buttonPlaces(collection, ids, ctx) {
    const owner = /^(block_\w+)_items$/.exec(collection)?.[1];
    let blocks = ids;
    if (owner) blocks = (await read(collection, { id: { _in: ids } }, [`${owner}_id`], ctx)).map((r) => r[`${owner}_id`]);
    const block = owner ?? collection;
    const placed = await read('pages_blocks', { collection: { _eq: block }, item: { _in: blocks.map(String) } }, ['pages_id.path'], ctx);
    const paths = [...new Set(placed.map((p) => p.pages_id?.path).filter(Boolean))];
    return paths.length ? paths.map((p) => `Кнопка на странице ${p}`) : ['Кнопка в блоке, который не стоит ни на одной странице'];
  }

  // ----- Files a delete left unused -----
  /** Files the items about to be deleted hold, remembered until their delete is done. */
  const candidates = new Map();

  /** Every many-to-one field to files, by collection. */
  const fileFields = (schema) =>
    schema.relations.filter((r) => r.related_collection === 'directus_files' && !r.collection.startsWith('directus_'));

  filter('items.delete', async (keys, meta, context) => {
    const ids = keysOf(keys);
    if (!ids.length || meta.collection?.startsWith('directus_')) return keys;
    const schema = context.schema ?? (await getSchema());
    const found = new Set();
    // The items themselves, and their own items that the database deletes with them (ON DELETE CASCADE).
    const held = [{ collection: meta.collection, filter: { id: { _in: ids } } }];
    for (const r of schema.relations)
      if (r.related_collection === meta.collection && r.schema?.on_delete === 'CASCADE' && !r.collection.startsWith('directus_'))
        held.push({ collection: r.collection, filter: { [r.field]: { _in: ids } } });
    for (const { collection, filter: where } of held)
      for (const rel of fileFields(schema).filter((r) => r.collection === collection))
        for (const row of await read(collection, where, [rel.field], context)) if (row[rel.field]) found.add(String(row[rel.field]));
    if (found.size) candidates.set(`${meta.collection}:${ids.join(',')}`, found);
    // A page's delete: its blocks are deleted after it (cms/extensions/page-block-cleanup), and their
    // files go with the page; remembered for a while, since their deletes come one by one.
    if (meta.collection === 'pages') {
      const placed = await read('pages_blocks', { pages_id: { _in: ids } }, ['collection', 'item'], context);
      for (const b of placed) if (b.collection && b.item != null) ofDeletedPage.set(`${b.collection}:${b.item}`, Date.now());
    }
    return keys;
  });

  /** Blocks of a page being deleted (`collection:item` → when), whose files go with it. */
  const ofDeletedPage = new Map();
  const OF_DELETED_PAGE_MS = 60_000;

  action('items.delete', async (meta) => {
    const key = `${meta.collection}:${keysOf(meta.keys ?? meta.payload).join(',')}`;
    const files = candidates.get(key);
    candidates.delete(key);
    if (!files?.size) return;
    for (const [k, at] of ofDeletedPage) if (Date.now() - at > OF_DELETED_PAGE_MS) ofDeletedPage.delete(k);
    const ids = keysOf(meta.keys ?? meta.payload);
    const withPage = meta.collection === 'pages' || (ids.length > 0 && ids.every((i) => ofDeletedPage.has(`${meta.collection}:${i}`)));
    for (const i of ids) ofDeletedPage.delete(`${meta.collection}:${i}`);
    try {
      await markUnused([...files], withPage);
    } catch (e) {
      logger.warn(`Could not mark unused files: ${e.message}`);
    }
  });

  /** Deletes (`withPage`) or moves into «Неиспользуемые файлы» those of `files` no item refers to any more. */
  async function markUnused(files, withPage) {
    const schema = await getSchema();
    const unused = [];
    for (const file of files) if ((await usesOf(file, schema, { schema })) === 0) unused.push(file);
    if (!unused.length) return;
    if (withPage) {
      // Through the files service: the stored file goes too, and the activity log says so.
      await new services.FilesService({ schema }).deleteMany(unused);
      logger.info(`Deleted ${unused.length} file(s) only a deleted page used`);
      return;
    }
    const folders = new services.FoldersService({ schema });
    const [folder] = await folders.readByQuery({
      filter: { name: { _eq: UNUSED_FOLDER }, parent: { _null: true } },
      fields: ['id'],
      limit: 1,
    });
    const folderId = folder?.id ?? (await folders.createOne({ name: UNUSED_FOLDER }));
    await new services.FilesService({ schema }).updateMany(unused, { folder: folderId });
    logger.info(`Moved ${unused.length} file(s) no longer used into «${UNUSED_FOLDER}»`);
  }
};

export default pageSafety;
