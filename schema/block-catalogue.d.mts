// Types of block-catalogue.mjs for TypeScript (the schema model imports the .mjs itself).
export type CatalogueEntry = { collection: string; label: string; purpose: string };
export declare const BLOCK_CATALOGUE: CatalogueEntry[];
export declare function blockPurpose(collection: string): string | null;
export declare function blockLabel(collection: string): string | null;
