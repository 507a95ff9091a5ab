// The whole Directus data model: the page builder's own collections plus every block folder's
// `collection.mjs`. A block folder's first collection is the block; the rest are its item lists.
import { readdirSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { m2aJunction } from './dsl.mjs';
import { siteCollections } from './site.mjs';
import { leadCollections } from './leads.mjs';
import { contentCollections, contentJunctions } from './content.mjs';
import { experimentModel } from './experiments.mjs';

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
  const pageBlocks = m2aJunction({ parent: 'pages', alias: 'blocks', junction: 'pages_blocks', allowed: blockNames });
  const experiments = experimentModel(blockNames);
  return {
    collections: [
      ...siteCollections,
      ...contentCollections,
      ...contentJunctions.map((j) => j.collection),
      ...leadCollections,
      ...blockCollections,
      pageBlocks.collection,
      ...experiments.collections,
    ],
    relations: [...pageBlocks.relations, ...contentJunctions.flatMap((j) => j.relations), ...experiments.relations],
    blockNames,
    blockFolders,
  };
}
