import { BASE_PATH } from '@/lib/routing/base-path';

/**
 * Where pages load the CMS's files from: the site's own route (pages/api/assets/[id].ts), which
 * reads them with the site's token; Directus' public role reads no file, so the library is not
 * listed to anyone. Relative, so that next/image optimises them as the site's own images.
 */
export const ASSETS_URL = `${BASE_PATH}/api`;
