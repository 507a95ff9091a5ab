// The A/B tests' entry for the page pipeline: a variant's page is rendered at `/_ab/{variant}/{path}`
// (./variant-path.ts), which only the proxy reaches (./route.ts: which visitor sees which variant).
export { parseVariantPath, variantPath } from './variant-path';
