// SEO's entry: the head's tags (title, description, social image, robots: ./seo-head.tsx, with
// ./head.ts making the title and image) and structured data (./json-ld.tsx, ./structured-data.ts).
// Browser-safe: the page view renders them. The sitemap (./sitemap.ts) is its route's own.
export { pageTitle, socialImage } from './head';
export { SeoHead } from './seo-head';
export { JsonLdScript } from './json-ld';
export { organization, type JsonLd } from './structured-data';
