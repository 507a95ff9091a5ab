// `npm start`: the site on its embedded default. Directus with SQLite in cms/data (created and
// seeded on first run), the site built and served on http://localhost:3000/ru/products/ecm/.
// The site compiles while Directus starts and is seeded (the build waits for the CMS only to read
// the pages' data), and builds without the type check that `npm run typecheck` makes.
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startCms, siteEnvFor, startBuild, startSite, ADMIN_EMAIL } from './stack.mjs';

const cmsPort = Number(process.env.CMS_PORT ?? 8055);
const sitePort = Number(process.env.PORT ?? 3000);
const dataDir = new URL('../cms/data', import.meta.url).pathname;
const cmsReady = join(dataDir, '.cms-ready');

console.log('Starting Directus and building the site…');
if (existsSync(cmsReady)) rmSync(cmsReady);
const build = startBuild(siteEnvFor({ dataDir, cmsPort, sitePort }), { waitFor: cmsReady, typecheck: false });
// A failed build stops `npm start` at once; Directus exits with it (cms/exit-with-parent.cjs).
build.done.catch((/** @type {Error} */ e) => {
  console.error(e.message);
  process.exit(1);
});
/** @type {Awaited<ReturnType<typeof startCms>>} */
let cms;
try {
  cms = await startCms({ dataDir, cmsPort, sitePort, log: (l) => console.log(`[cms] ${l}`) });
} catch (e) {
  build.stop();
  throw e;
}
const { directus, siteEnv } = cms;
console.log(`Directus: http://localhost:${cmsPort} (${ADMIN_EMAIL})${directus.isNew ? ' — new database, seeded' : ''}`);

let site;
const stop = async () => {
  build.stop();
  await site?.stop();
  await directus.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

writeFileSync(cmsReady, '');
await build.done;
rmSync(cmsReady, { force: true });
site = await startSite(siteEnv, sitePort, { log: (l) => console.log(`[site] ${l}`) });
console.log(
  `\nSite:  http://localhost:${sitePort}/ru/products/ecm/\nAdmin: http://localhost:${cmsPort}/admin (${ADMIN_EMAIL}; password: ADMIN_PASSWORD or ecm-admin)\n`,
);
