// Types of block-catalogue.mjs for TypeScript (the schema model imports the .mjs itself).
/** `sample`: the content of the block's pictures when no page of the seed shows it (its block.mjs `pictureSample`). */
export type CatalogueEntry = { collection: string; label: string; purpose: string; sample?: Record<string, unknown> };
export declare const BLOCK_CATALOGUE: CatalogueEntry[];
export declare function blockPurpose(collection: string): string | null;
export declare function blockLabel(collection: string): string | null;
