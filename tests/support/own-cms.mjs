// A Directus of a test's own, in a process of its own (the stack's modules are ES modules, which the
// tests' Jest does not load): `node tests/support/own-cms.mjs <dataDir> <cmsPort> <sitePort> [bare]`.
// Prints one JSON line when Directus answers: its address, the admin token, the server's pid (a
// test may kill that process, as a crash would) and the settings of a site in front of it on
// <sitePort>, the address this Directus asks to regenerate pages (tests/support/second-site.ts). Reads commands on stdin, one per line: `restart`
// starts Directus again on the same database (another JSON line), `stop` stops it and exits.
// `bare`: the site's settings only, no pages, menus or redirects (a faster start).
import { createInterface } from 'node:readline';
import { siteEnvFor, startCms } from '../../scripts/stack.mjs';
import seed from '../../schema/seed/index.mjs';

const [dataDir, cmsPort, sitePort, bare] = process.argv.slice(2);
const content = bare === 'bare' ? { ...seed, social_links: [], navigation: [], redirects: [], pages: [], items: [] } : seed;
const stack = await startCms({ dataDir, cmsPort: Number(cmsPort), sitePort: Number(sitePort), content });
let { directus } = stack;
const siteEnv = siteEnvFor({ dataDir, cmsPort: Number(cmsPort), sitePort: Number(sitePort) });
const ready = () =>
  console.log(JSON.stringify({ url: directus.url, adminToken: stack.secrets.adminToken, pid: directus.process.pid, siteEnv }));
ready();
for await (const line of createInterface({ input: process.stdin })) {
  if (line === 'restart') {
    directus = await stack.restartDirectus();
    ready();
  } else if (line === 'stop') {
    await directus.stop();
    process.exit(0);
  }
}
await directus.stop();
