// Measures how long a marketer's change in Directus takes to reach visitors, on the bench stack
// (scripts/bench/site.mjs: a temporary database and build, or BENCH_DIR=.bench to keep and reuse
// them). Loopback only, bounded in count and time.
//   node scripts/bench-publish.mjs [--runs 10]            a block edited, until the page serves it
//   node scripts/bench-publish.mjs [--runs 10] --promote  the same edit in a content version, from its promotion
//   node scripts/bench-publish.mjs [--runs 3] --delete    a page that a footer menu item (so every page)
//       and a button link to is deleted: the time until no public page that linked to it does any
//       more, and until its address answers 404; with the CPU time the site and Directus spent
//   node scripts/bench-publish.mjs [--runs 4] --release   a release of 10 changes (5 new pages, 5 pages'
//       heroes in content versions) published with «Опубликовать релиз»: the time until all 10 are
//       served from the click on «Да, опубликовать», and from the publish's answer; then reverted.
//       Every other run as the release's screen does it: the check asked as the question shows and
//       the publish clicked once it is done, so the publish finds it made; the others publish with no
//       check before, so the publish makes it (cms/extensions/content-health, `releaseHealthNow`).
import { withBenchSite, BASE } from './bench/site.mjs';
import { cpuSeconds } from './bench/cpu.mjs';

const arg = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const promote = process.argv.includes('--promote');
const deleting = process.argv.includes('--delete');
const releasing = process.argv.includes('--release');
const runs = Number(arg('--runs')) || (releasing ? 4 : deleting ? 3 : 10);

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const quantiles = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(0);
  return `median ${at(0.5)} ms, p90 ${at(0.9)} ms, max ${sorted[sorted.length - 1].toFixed(0)} ms`;
};

await withBenchSite(async ({ site, cms }) => {
  const admin = { authorization: `Bearer ${cms.token}`, 'content-type': 'application/json' };
  const call = async (method, path, body) => {
    const r = await fetch(`${cms.url}${path}`, { method, headers: admin, body: body && JSON.stringify(body) });
    if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${await r.text()}`);
    return r.status === 204 ? null : (await r.json()).data;
  };
  const get = (path) => fetch(`${site.url}${BASE}${path}`, { redirect: 'manual' });
  if (deleting) return benchDelete({ site, cms, call, get });
  if (releasing) return benchRelease({ call, get });

  const page = `${site.url}${BASE}/archiving/`;
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
    else await call('PATCH', `/items/block_hero/${hero}`, { title });
    for (;;) {
      if ((await (await fetch(page)).text()).includes(title)) break;
      if (performance.now() - t0 > 30_000) throw new Error(`run ${i}: not served within 30 s`);
      await sleep(25);
    }
    times.push(performance.now() - t0);
  }
  console.log(
    `${promote ? 'version promoted' : 'save'} in Directus → new content served (${runs} edits of /archiving/): ${quantiles(times)}`,
  );
});

/**
 * Each run: a published page, a link to it in the footer menu (on every page) and a button to it
 * on a page of its own; once every page of the sitemap shows the link, the page is deleted as the
 * admin app deletes it, and the pages that linked to it are polled one after another until none
 * does (a page that dropped the link is not asked again).
 */
async function benchDelete({ site, cms, call, get }) {
  const sitemap = async () =>
    [...(await (await get('/sitemap.xml')).text()).matchAll(/<loc>[^<]*?\/ru\/products\/ecm(\/[^<]*)<\/loc>/g)].map((m) => m[1]);
  const linksTo = (html, path) => html.includes(`href="${BASE}${path}"`) || html.includes(`href="${BASE}${path}#`);
  // When the last answer that still linked arrived: the pages are asked one after another, so a
  // page's first answer without the link is late by the pass's own length.
  let lastLinked = 0;
  const linking = async (paths, target) => {
    const out = [];
    for (const p of paths)
      if (linksTo(await (await get(p)).text(), target)) {
        out.push(p);
        lastLinked = performance.now();
      }
    return out;
  };
  const all = [];
  const last = [];
  const home = [];
  const gone = [];
  const cpu = [];
  for (let i = 0; i < runs; i++) {
    const target = `/bench-delete-${Date.now()}/`;
    const holder = `/bench-delete-button-${Date.now()}/`;
    const { id } = await call('POST', '/items/pages', {
      status: 'published',
      path: target,
      title: `Удаляемая ${i}`,
      blocks: [{ collection: 'block_rich_text', sort: 1, item: { content: '<p>Скоро удалят.</p>' } }],
    });
    const button = await call('POST', '/items/pages', {
      status: 'published',
      path: holder,
      title: `С кнопкой ${i}`,
      blocks: [{ collection: 'block_cta', sort: 1, item: { title: 'Призыв', button_label: 'К удаляемой', button_page: id } }],
    });
    await call('POST', '/items/navigation_items', {
      navigation: 'footer-legal',
      title: `К удаляемой ${i}`,
      kind: 'link',
      page: id,
      sort: 90,
    });
    // Every page of the sitemap shows the link before the delete (the menu change regenerates them all).
    const deadline = performance.now() + 180_000;
    // A sitemap read while Directus is too busy to answer lists nothing: nothing would be measured.
    let paths = await sitemap();
    while (paths.length < 10) {
      if (performance.now() > deadline) throw new Error(`run ${i}: the sitemap lists ${paths.length} pages`);
      await sleep(1_000);
      paths = await sitemap();
    }
    let before = [];
    for (;;) {
      before = await linking(paths, target);
      if (before.length === paths.length) break;
      if (performance.now() > deadline)
        throw new Error(`run ${i}: ${paths.filter((p) => !before.includes(p)).join(', ')} never showed the link`);
      await sleep(500);
    }
    await sleep(2_000); // the regenerations of the set-up are over
    const cpu0 = { site: cpuSeconds(site.pid), cms: cpuSeconds(cms.pid) };
    const t0 = performance.now();
    lastLinked = t0;
    await call('DELETE', `/items/pages/${id}`);
    let left = before;
    let homeAt = NaN;
    while (left.length) {
      if (performance.now() - t0 > 120_000) throw new Error(`run ${i}: ${left.length} pages still link after 120 s: ${left.slice(0, 5)}`);
      left = await linking(left, target);
      if (Number.isNaN(homeAt) && !left.includes('/')) homeAt = performance.now() - t0;
    }
    const allAt = performance.now() - t0;
    const lastAt = lastLinked - t0;
    while ((await get(target)).status !== 404) {
      if (performance.now() - t0 > 120_000) throw new Error(`run ${i}: the deleted address still answers after 120 s`);
      await sleep(25);
    }
    const goneAt = performance.now() - t0;
    await sleep(2_000);
    const spent = { site: cpuSeconds(site.pid) - cpu0.site, cms: cpuSeconds(cms.pid) - cpu0.cms };
    console.error(
      `run ${i}: ${before.length} pages linked; home page ${homeAt.toFixed(0)} ms, all ${allAt.toFixed(0)} ms, last answer with the link ${lastAt.toFixed(0)} ms, its address 404 ${goneAt.toFixed(0)} ms; CPU site ${spent.site.toFixed(2)} s, Directus ${spent.cms.toFixed(2)} s`,
    );
    home.push(homeAt);
    all.push(allAt);
    last.push(lastAt);
    gone.push(goneAt);
    cpu.push(spent);
    await call('DELETE', `/items/pages/${button.id}`);
    await sleep(3_000);
  }
  const mean = (xs) => (xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(2);
  console.log(`page deleted in Directus (${runs} runs, a footer menu item and a button linking to it):`);
  console.log(`  every page that linked to it no longer does: ${quantiles(all)}`);
  console.log(`  the last answer that still linked to it: ${quantiles(last)}`);
  console.log(`  the home page: ${quantiles(home)}; its own address answers 404: ${quantiles(gone)}`);
  console.log(`  CPU per delete: site ${mean(cpu.map((c) => c.site))} s, Directus ${mean(cpu.map((c) => c.cms))} s`);
}

/**
 * Each run: a release of 5 new pages and 5 versions of published pages' heroes, checked alone
 * (`GET /content-health/?release=`), then published as «Опубликовать релиз» does; the 10 pages are
 * polled until each serves its change. Reverted and removed afterwards.
 */
async function benchRelease({ call, get }) {
  const heroes = await call(
    'GET',
    '/items/pages_blocks?filter[collection][_eq]=block_hero&filter[pages_id][status][_eq]=published&filter[pages_id][path][_neq]=/' +
      '&fields=id,item,pages_id.id,pages_id.path&limit=5',
  );
  if (heroes.length < 5) throw new Error(`only ${heroes.length} published pages with a hero`);
  /** @type {Record<'checked' | 'cold', number[]>} */
  const fromClick = { checked: [], cold: [] };
  /** @type {Record<'checked' | 'cold', number[]>} */
  const fromAnswer = { checked: [], cold: [] };
  const checks = [];
  for (let run = 0; run < runs; run++) {
    const how = run % 2 === 0 ? 'checked' : 'cold';
    const stamp = Date.now();
    const made = [];
    const versions = [];
    const expected = new Map();
    for (let i = 0; i < 5; i++) {
      const path = `/bench-release-${stamp}-${i}/`;
      const title = `Страница релиза ${run}.${i}`;
      const { id } = await call('POST', '/items/pages', {
        path,
        title,
        status: 'draft',
        blocks: [{ collection: 'block_hero', sort: 1, item: { title, text: 'Предложение кампании' } }],
      });
      made.push({ id, path });
      expected.set(path, title);
    }
    for (const [i, h] of heroes.entries()) {
      const title = `Первый экран из релиза ${run}.${i} ${stamp}`;
      const version = await call('POST', '/versions', {
        collection: 'pages',
        item: String(h.pages_id.id),
        key: `bench-release-${stamp}-${i}`,
        name: `Замер ${i}`,
      });
      await call('POST', `/versions/${version.id}/save`, {
        blocks: { create: [], update: [{ id: h.id, collection: 'block_hero', item: { id: Number(h.item), title } }], delete: [] },
      });
      versions.push(version.id);
      expected.set(h.pages_id.path, title);
    }
    const release = await call('POST', '/items/releases', {
      name: `Замер релиза ${run}`,
      changes: [
        ...made.map((p) => ({ collection: 'pages', item: String(p.id), version: null })),
        ...heroes.map((h, i) => ({ collection: 'pages', item: String(h.pages_id.id), version: versions[i] })),
      ],
    });
    let checked = NaN;
    if (how === 'checked') {
      const c0 = performance.now();
      const report = await call('GET', `/content-health/?release=${release.id}`);
      checked = performance.now() - c0;
      checks.push(checked);
      const errors = report.findings.filter((f) => f.level === 'error');
      if (errors.length) throw new Error(`run ${run}: the check found errors: ${JSON.stringify(errors)}`);
    }

    const t0 = performance.now();
    let answeredAt = NaN;
    const publishing = call('POST', `/releases/${release.id}/publish`).then(() => (answeredAt = performance.now()));
    const pending = new Map(expected);
    while (pending.size) {
      if (performance.now() - t0 > 60_000) throw new Error(`run ${run}: ${[...pending.keys()]} not served within 60 s`);
      await Promise.all(
        [...pending].map(async ([path, title]) => {
          if ((await (await get(path)).text()).includes(title)) pending.delete(path);
        }),
      );
    }
    const allAt = performance.now();
    await publishing;
    fromClick[how].push(allAt - t0);
    fromAnswer[how].push(allAt - answeredAt);
    console.error(
      `run ${run} (${how === 'checked' ? `checked first, ${checked.toFixed(0)} ms` : 'no check before'}): publish answered ${(answeredAt - t0).toFixed(0)} ms; all 10 served ${(allAt - t0).toFixed(0)} ms after the click`,
    );
    await call('POST', `/releases/${release.id}/revert`);
    await call('DELETE', `/items/releases/${release.id}`);
    for (const v of versions) await call('DELETE', `/versions/${v}`).catch(() => undefined);
    for (const p of made) {
      await call('DELETE', `/items/pages/${p.id}`).catch(() => undefined);
      for (const r of await call('GET', `/items/redirects?filter[from][_eq]=${p.path}&fields=id`))
        await call('DELETE', `/items/redirects/${r.id}`);
    }
    await sleep(3_000);
  }
  console.log(`release of 10 changes (5 new pages, 5 heroes in versions), ${runs} runs:`);
  for (const [how, label] of [
    ['checked', 'checked as the question showed (the publish finds the check made)'],
    ['cold', 'no check before (the publish makes it)'],
  ])
    if (fromClick[how].length) {
      console.log(`  ${label}:`);
      console.log(`    all 10 served, from the click: ${quantiles(fromClick[how])}`);
      console.log(`    all 10 served, from the publish's answer: ${quantiles(fromAnswer[how])} (negative: before the answer)`);
    }
  if (checks.length) console.log(`  the check alone: ${quantiles(checks)}`);
}
