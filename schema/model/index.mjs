// The whole Directus data model: the page builder's own collections plus every block folder's
// `collection.mjs`. A block folder's first collection is the block; the rest are its item lists.
import { readdirSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { m2aJunction } from './dsl.mjs';
import { siteCollections } from './site.mjs';
import { leadCollections } from './leads.mjs';
import { formCollections } from './forms.mjs';
import { contentCollections, contentJunctions } from './content.mjs';
import { experimentModel } from './experiments.mjs';

/**
 * The admin app's list of collections, in the order marketers use them most: pages first (the app
 * opens the first one after sign-in), then menus, content, blocks, leads and tests. Collections not
 * named here (hidden ones, those inside a folder) keep Directus' order after these.
 */
export const NAVIGATION_ORDER = [
  'pages',
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

export async function loadModel() {
  const blockFolders = readdirSync(blocksDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(blocksDir, d.name, 'collection.mjs')))
    .map((d) => d.name)
    .sort();
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
  const experiments = experimentModel(blockNames, labels);
  return {
    collections: [
      ...siteCollections,
      ...contentCollections,
      ...contentJunctions.map((j) => j.collection),
      ...leadCollections,
      ...formCollections,
      ...blockCollections,
      pageBlocks.collection,
      ...experiments.collections,
    ].map(inNavigationOrder),
    relations: [...pageBlocks.relations, ...contentJunctions.flatMap((j) => j.relations), ...experiments.relations],
    blockNames,
    blockFolders,
  };
}
