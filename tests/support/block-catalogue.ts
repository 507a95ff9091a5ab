// The block catalogue (schema/block-catalogue.mjs, generated from the block folders) as the
// integration tests read it: in a Node process of its own, the way the model's scripts read the ES
// module, since Jest's module system here does not load it.
import { execFileSync } from 'node:child_process';
import type { CatalogueEntry } from '../../schema/block-catalogue.mjs';

export const BLOCK_CATALOGUE: CatalogueEntry[] = JSON.parse(
  execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "const m = await import('./schema/block-catalogue.mjs'); console.log(JSON.stringify(m.BLOCK_CATALOGUE));",
    ],
    { encoding: 'utf8' },
  ),
);

/** The content of the pictures of the blocks no page of the seed shows, by collection (each block.mjs `pictureSample`). */
export const PICTURE_SAMPLES: Record<string, Record<string, unknown>> = Object.fromEntries(
  BLOCK_CATALOGUE.flatMap((b) => (b.sample ? [[b.collection, b.sample]] : [])),
);
