// Measures how long a marketer's save in Directus takes to reach visitors: starts the stack on a
// temporary database (like the tests), edits a block N times and polls the page until the new text
// is served. With --promote each edit is made in a content version of the page (blocks included)
// and timed from the promotion. Prints the figures; loopback only, bounded in count and time.
//   node scripts/bench-publish.mjs [--runs 10] [--promote]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCms, buildSite, startSite } from './stack.mjs';
import { freePorts } from './free-port.mjs';

const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 10;
const promote = process.argv.includes('--promote');
const dataDir = mkdtempSync(join(tmpdir(), 'ecm-bench-'));
const distDir = `.next-bench-${process.pid}`;
const [cmsPort, sitePort] = await freePorts(2);
const { directus, secrets, siteEnv } = await startCms({ dataDir, cmsPort, sitePort });
let site;
try {
  buildSite(siteEnv, { distDir });
  site = await startSite(siteEnv, sitePort, { distDir });
  const page = `${site.url}/ru/products/ecm/archiving/`;
  const admin = { authorization: `Bearer ${secrets.adminToken}`, 'content-type': 'application/json' };
  const call = async (method, path, body) => {
    const r = await fetch(`${directus.url}${path}`, { method, headers: admin, body: body && JSON.stringify(body) });
    if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${await r.text()}`);
    return (await r.json()).data;
  };
  const [archiving] = await call('GET', '/items/pages?filter[path][_eq]=/archiving/&fields=id,blocks.id,blocks.item:block_hero.id');
  const hero = archiving.blocks[0].item.id;
  /** A version of the page whose hero has the new title, promoted; resolves at the promotion. */
  async function promoteTitle(title, i) {
    const version = await call('POST', '/versions', {
      collection: 'pages',
      item: String(archiving.id),
      key: `bench-${i}-${Date.now()}`,
      name: `Проверка ${i}`,
    });
    const junction = archiving.blocks[0].id;
    await call('POST', `/versions/${version.id}/save`, {
      blocks: { create: [], update: [{ id: junction, collection: 'block_hero', item: { id: hero, title } }], delete: [] },
    });
    if ((await (await fetch(page)).text()).includes(title)) throw new Error('the version reached the live page before promotion');
    const { mainHash } = await call('GET', `/versions/${version.id}/compare`);
    const t0 = performance.now();
    await call('POST', `/versions/${version.id}/promote`, { mainHash });
    return t0;
  }
  await fetch(page);
  const times = [];
  for (let i = 0; i < runs; i++) {
    const title = `Проверка публикации ${i} ${Date.now()}`;
    let t0 = performance.now();
    if (promote) t0 = await promoteTitle(title, i);
    else await fetch(`${directus.url}/items/block_hero/${hero}`, { method: 'PATCH', headers: admin, body: JSON.stringify({ title }) });
    for (;;) {
      if ((await (await fetch(page)).text()).includes(title)) break;
      if (performance.now() - t0 > 30_000) throw new Error(`run ${i}: not served within 30 s`);
      await new Promise((r) => setTimeout(r, 25));
    }
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(0);
  console.log(
    `${promote ? 'version promoted' : 'save'} in Directus → new content served (${runs} edits of /archiving/): median ${at(0.5)} ms, p90 ${at(0.9)} ms, max ${times[times.length - 1].toFixed(0)} ms`,
  );
} finally {
  await site?.stop();
  await directus.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(new URL(`../${distDir}`, import.meta.url), { recursive: true, force: true });
}
