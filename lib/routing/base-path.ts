/** Where the site lives on the company's domain; next.config.mjs sets the same basePath. */
export const BASE_PATH = '/ru/products/ecm';
