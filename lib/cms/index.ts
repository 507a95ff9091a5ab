// The CMS reads' entry: what the page pipeline (pipeline/page-pipeline.ts) takes from Directus.
// A page with its blocks, its layout and breadcrumbs (./page-data.ts), an A/B variant's page, the
// published pages' paths and the index that answers «is this a page» without a page read
// (./page-index.ts), a release's or a version's preview (./release-view.ts), whether visitors see
// drafts (./visibility.ts). Everything behind it goes through the one client (./client.ts).
// Server only: it reads with the site's tokens and Redis; import it from getStaticProps' side.
export { loadPage, loadVariantPage, previewVariant, publishedPagePaths } from './page-data';
export type { PageProps, PageRecord, Layout, PageExperiment } from './page-data';
export { previewShown } from './release-view';
export { publishedPathExists } from './page-index';
export { visitorsSeeDrafts } from './visibility';
