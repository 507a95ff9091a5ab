// The whole Directus data model: every collection folder's `model.mjs` (collections/<name>/: pages
// and menus, content sections, leads, A/B tests) plus every block folder's `collection.mjs`. A block
// folder's first collection is the block; the rest are its item lists.
import { readdirSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { m2aJunction } from './dsl.mjs';

/**
 * The admin app's list of collections, in the order marketers use them most: pages first (the app
 * opens the first one after sign-in), then menus, content, blocks, leads and tests. Collections not
 * named here (hidden ones, those inside a folder) keep Directus' order after these.
 */
export const NAVIGATION_ORDER = [
  'pages',
  'releases',
  'navigation',
  'content',
  'blocks',
  'leads',
  'forms',
  'experiments',
  'redirects',
  'globals',
  'social_links',
  'breadcrumb_titles',
  'subscribers',
  'companies',
];

const inNavigationOrder = (c) => {
  const at = NAVIGATION_ORDER.indexOf(c.collection);
  return at < 0 ? c : { ...c, meta: { ...c.meta, sort: at + 1 } };
};

const blocksDir = join(dirname(fileURLToPath(import.meta.url)), '../../blocks');
/** One folder per collection or domain: its model, its access rules and flows (state.mjs), the paths a change affects. */
export const COLLECTIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../collections');

/** The folders of `dir` that hold `file`, by name. */
const foldersWith = (dir, file) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, file)))
    .map((d) => d.name)
    .sort();

export async function loadModel() {
  const blockFolders = foldersWith(blocksDir, 'collection.mjs');
  const blockCollections = [];
  const blockNames = [];
  for (const name of blockFolders) {
    const mod = await import(pathToFileURL(join(blocksDir, name, 'collection.mjs')).href);
    const list = [mod.default].flat();
    blockNames.push(list[0].collection);
    blockCollections.push(...list);
  }
  // Each block's name in Russian (its collection's label), for the lists that show a row's block type.
  const labels = Object.fromEntries(
    blockCollections.filter((c) => blockNames.includes(c.collection)).map((c) => [c.collection, c.meta.translations?.[0]?.translation]),
  );
  const pageBlocks = m2aJunction({ parent: 'pages', alias: 'blocks', junction: 'pages_blocks', allowed: blockNames, labels });
  // A collection folder's model is its collections and relations, or a function of the blocks (an
  // A/B test's variant may be a block of any type).
  const domains = [];
  const collectionFolders = foldersWith(COLLECTIONS_DIR, 'model.mjs');
  for (const name of collectionFolders) {
    const { model } = await import(pathToFileURL(join(COLLECTIONS_DIR, name, 'model.mjs')).href);
    domains.push(typeof model === 'function' ? model({ blockNames, labels }) : model);
  }
  return {
    collections: [...domains.flatMap((d) => d.collections), ...blockCollections, pageBlocks.collection].map(inNavigationOrder),
    relations: [...pageBlocks.relations, ...domains.flatMap((d) => d.relations ?? [])],
    blockNames,
    blockFolders,
    collectionFolders,
  };
}
