// `npm start`: the site on its embedded default. Directus with SQLite in cms/data (created and
// seeded on first run), the site built and served on http://localhost:3000/ru/products/ecm/.
import { startCms, buildSite, startSite, ADMIN_EMAIL } from './stack.mjs';

const cmsPort = Number(process.env.CMS_PORT ?? 8055);
const sitePort = Number(process.env.PORT ?? 3000);
const dataDir = new URL('../cms/data', import.meta.url).pathname;

console.log('Starting Directus…');
const { directus, siteEnv } = await startCms({ dataDir, cmsPort, sitePort, log: (l) => console.log(`[cms] ${l}`) });
console.log(`Directus: http://localhost:${cmsPort} (${ADMIN_EMAIL})${directus.isNew ? ' — new database, seeded' : ''}`);

let site;
const stop = async () => {
  await site?.stop();
  await directus.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

console.log('Building the site…');
buildSite(siteEnv, { typecheck: false });
site = await startSite(siteEnv, sitePort, { log: (l) => console.log(`[site] ${l}`) });
console.log(
  `\nSite:  http://localhost:${sitePort}/ru/products/ecm/\nAdmin: http://localhost:${cmsPort}/admin (${ADMIN_EMAIL}; password: ADMIN_PASSWORD or ecm-admin)\n`,
);
