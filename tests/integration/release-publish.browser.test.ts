// A release of ten changes (five new pages, five pages' heroes in content versions) published and
// reverted by its publisher in the real admin app (cms/extensions/release-actions): «Опубликовать
// релиз», the question with the release's check under way («Релиз проверяется…»), «Да, опубликовать»
// once the check has answered, as a person reads before confirming. The screen then says what went
// live in words; every page serves its change; «Откатить релиз» puts each page back. The time from
// the click on «Да, опубликовать» until all ten are served is printed (scripts/bench-publish.mjs
// --release measures it over runs).
import type { Browser, Page } from 'playwright-core';
import { MARKETER_ZONES, signedInAdmin } from '../support/admin-app';
import { launchBrowser } from '../support/browser';
import { expectSameHtml, rendered } from '../support/releases';
import { CMS, cms, eventually, revalidateSecret, site } from '../support/stack';

jest.setTimeout(600_000);

const ADMIN = { email: 'admin@example.com', password: 'ecm-admin' };
const stamp = Date.now() % 1_000_000;

let browser: Browser;
const made: number[] = [];
const versions: string[] = [];
let release = 0;
/** Each page's path, and the title the release gives it; the heroes' titles as they were. */
const expected = new Map<string, string>();
const before = new Map<string, string>();

beforeAll(async () => {
  browser = await launchBrowser();
  const heroes = await cms<{ id: number; item: string; pages_id: { id: number; path: string } }[]>(
    'GET',
    '/items/pages_blocks?filter[collection][_eq]=block_hero&filter[pages_id][status][_eq]=published&filter[pages_id][path][_neq]=/' +
      '&fields=id,item,pages_id.id,pages_id.path&sort=pages_id.path&limit=5',
  );
  expect(heroes).toHaveLength(5);
  for (let i = 0; i < 5; i++) {
    const path = `/release-publish-${stamp}-${i}/`;
    const title = `Страница кампании ${i + 1}`;
    const { id } = await cms<{ id: number }>('POST', '/items/pages', {
      path,
      title,
      status: 'draft',
      seo_description: 'Страница кампании, которую релиз публикует вместе с новыми заголовками других страниц.',
      blocks: [{ collection: 'block_hero', sort: 1, item: { title, text: 'Предложение кампании' } }],
    });
    made.push(id);
    expected.set(path, title);
  }
  for (const [i, h] of heroes.entries()) {
    const title = `Заголовок кампании ${i + 1} (${stamp})`;
    const version = await cms<{ id: string }>('POST', '/versions', {
      collection: 'pages',
      item: String(h.pages_id.id),
      key: `release-publish-${stamp}-${i}`,
      name: `Кампания ${i + 1}`,
    });
    await cms('POST', `/versions/${version.id}/save`, {
      blocks: { create: [], update: [{ id: h.id, collection: 'block_hero', item: { id: Number(h.item), title } }], delete: [] },
    });
    versions.push(version.id);
    expected.set(h.pages_id.path, title);
  }
  // The heroes' pages as the site renders them now (a build's prerendered page may differ from a
  // regeneration in what no visitor sees), to compare after the revert.
  const regenerated = await site('/api/revalidate/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': revalidateSecret() },
    body: JSON.stringify({ event: 'pages.items.update', collection: 'pages', keys: heroes.map((h) => String(h.pages_id.id)) }),
  });
  expect(regenerated.status).toBe(200);
  for (const h of heroes) before.set(h.pages_id.path, await rendered(h.pages_id.path));
  ({ id: release } = await cms<{ id: number }>('POST', '/items/releases', {
    name: `Кампания ${stamp}`,
    changes: [
      ...made.map((id) => ({ collection: 'pages', item: String(id), version: null })),
      ...heroes.map((h, i) => ({ collection: 'pages', item: String(h.pages_id.id), version: versions[i] })),
    ],
  }));
});

afterAll(async () => {
  await browser?.close();
  if (release) await cms('DELETE', `/items/releases/${release}`).catch(() => undefined);
  for (const id of versions) await cms('DELETE', `/versions/${id}`).catch(() => undefined);
  for (const id of made) await cms('DELETE', `/items/pages/${id}`).catch(() => undefined);
  for (const path of expected.keys()) {
    const redirects = await cms<{ id: number }[]>('GET', `/items/redirects?filter[from][_eq]=${path}&fields=id`).catch(() => []);
    for (const r of redirects) await cms('DELETE', `/items/redirects/${r.id}`).catch(() => undefined);
  }
});

/** Whether every page of the release serves its change (`live`) or none does. */
async function allServe(live: boolean): Promise<boolean> {
  const answers = await Promise.all(
    [...expected].map(async ([path, title]) => {
      const r = await site(path, { redirect: 'manual' });
      const body = r.status === 200 ? await r.text() : '';
      return body.includes(title) === live;
    }),
  );
  return answers.every(Boolean);
}

/** Presses the release's action, waits for its question (and its check), confirms, and returns the click's time. */
async function confirm(page: Page, action: 'Опубликовать релиз' | 'Откатить релиз', yes: string, asked: string): Promise<number> {
  await page.getByRole('button', { name: action }).click();
  const question = page.locator('.release-actions');
  await question.getByRole('button', { name: yes }).waitFor();
  await question.getByText(asked, { exact: true }).waitFor();
  // The check the publish waits for, made while the question is read.
  await question.getByRole('status').filter({ hasText: 'Релиз проверяется…' }).waitFor({ state: 'detached', timeout: 120_000 });
  const clicked = Date.now();
  await question.getByRole('button', { name: yes }).click();
  return clicked;
}

describe('a release published in the admin by its publisher', () => {
  it('goes live in full after «Да, опубликовать», says so in words, and is reverted the same way', async () => {
    expect(await allServe(false)).toBe(true);
    const { context, page } = await signedInAdmin(browser, MARKETER_ZONES.novosibirsk, CMS(), {}, ADMIN);
    try {
      await page.goto(`${CMS()}/admin/content/releases/${release}`);
      await page.getByRole('button', { name: 'Опубликовать релиз' }).waitFor({ timeout: 60_000 });

      const clicked = await confirm(
        page,
        'Опубликовать релиз',
        'Да, опубликовать',
        `Опубликовать 10 изменений релиза «Кампания ${stamp}» одновременно?`,
      );
      // What the screen says is shown for a moment before the page reloads: watched from the click on,
      // beside the visitor's view of the pages.
      const said = page.getByText(/^Опубликовано: 10 изменений; на сайте обновлено: \d+ страниц/);
      const saying = said.waitFor({ timeout: 60_000 }).then(async () => {
        const text = await said.innerText();
        await page.screenshot({ path: 'test-results/43/release-published-1500.png' });
        return text;
      });
      const served = await eventually(
        async () => ((await allServe(true)) ? Date.now() : undefined),
        60_000,
        'all ten pages serving the release',
      );
      console.log(
        `release of 10 changes published in the admin: all served ${served - clicked} ms after «Да, опубликовать»; «${await saying}»`,
      );
      expect((await cms<{ state: string }>('GET', `/items/releases/${release}?fields=state`)).state).toBe('published');

      // The page reloads to show the release's state and log; then the revert, as the publisher does it.
      await page.getByRole('button', { name: 'Откатить релиз' }).waitFor({ timeout: 60_000 });
      await confirm(page, 'Откатить релиз', 'Да, откатить', `Вернуть всё, что изменил релиз «Кампания ${stamp}», как было до публикации?`);
      await page.getByText(/^Откачено: 10 изменений/).waitFor({ timeout: 60_000 });
      await eventually(async () => ((await allServe(false)) ? true : undefined), 60_000, 'no page serving the release');
      for (const [path, html] of before) expectSameHtml(path, await rendered(path), html);
    } finally {
      await context.close();
    }
  });
});
