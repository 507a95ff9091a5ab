// A release is published in one transaction (cms/extensions/releases/engine.js): Directus killed in
// the middle of it (SIGKILL, as a crash or an out-of-memory kill) leaves every item as it was and
// the release a draft, never half of it live; after the restart the same release publishes in full.
//
// On a Directus of its own (its own SQLite file, port and settings), so that killing it disturbs
// no other test. «In the middle» is seen from outside: SQLite keeps a rollback journal beside the
// database only while a write transaction is open, and it grows with each row changed. The kill
// comes once the journal holds several pages of the release's changes, long before the last.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { startOwnCms } from '../support/own-cms-process';

// Directus' start on a new database, then its restart: a while on a busy machine.
jest.setTimeout(600_000);

/** New pages the release publishes: enough that its transaction lasts, each with its blocks. */
const PAGES = 80;
/**
 * The journal's size at the kill: ten pages of the database changed (SQLite's pages are 4 KB). On
 * this machine it got there 0.2 s into a publish of 80 pages that committed after 6.3 s.
 */
const KILL_AT_BYTES = 40 * 1024;

let own: Awaited<ReturnType<typeof startOwnCms>>;
const call = <T>(method: string, path: string, body?: unknown) => own.call<T>(method, path, body);

beforeAll(async () => {
  // The site's settings alone (`bare`: no pages, menus or redirects): the release brings the pages.
  own = await startOwnCms('release-crash', { bare: true });
}, 600_000);

afterAll(async () => {
  await own?.stop();
});

/** The statuses of the release's pages, counted: `{ draft: 80 }`. */
async function statuses(ids: number[]): Promise<Record<string, number>> {
  const { data } = await call<{ status: string }[]>('GET', `/items/pages?filter[id][_in]=${ids.join(',')}&fields=status&limit=-1`);
  const counts: Record<string, number> = {};
  for (const p of data) counts[p.status] = (counts[p.status] ?? 0) + 1;
  return counts;
}

it('leaves every item as it was when Directus is killed in the middle of publishing, and publishes in full after the restart', async () => {
  const created = await call<{ id: number }[]>(
    'POST',
    '/items/pages?fields=id',
    Array.from({ length: PAGES }, (_, i) => ({
      path: `/crash-release-${i}/`,
      title: `Страница релиза ${i}`,
      status: 'draft',
      blocks: [
        { collection: 'block_hero', sort: 1, item: { title: `Первый экран ${i}` } },
        { collection: 'block_rich_text', sort: 2, item: { content: `<p>${'Текст страницы релиза. '.repeat(40)}</p>` } },
      ],
    })),
  );
  expect(created.status).toBe(200);
  const ids = created.data.map((p) => p.id);
  const release = await call<{ id: number }>('POST', '/items/releases', {
    name: 'Релиз, прерванный падением',
    changes: ids.map((id) => ({ collection: 'pages', item: String(id), version: null })),
  });
  expect(release.status).toBe(200);

  const journal = join(own.dataDir, 'directus.db-journal');
  const size = () => {
    try {
      return statSync(journal).size;
    } catch {
      return 0;
    }
  };
  // This Directus has no site: the release's check cannot read its pages, and the administrator
  // publishes despite it, saying why (cms/extensions/releases).
  const despite = { despite: 'Проверка падения: сайта у этой CMS нет' };
  const publishing = call('POST', `/releases/${release.data.id}/publish`, despite).then(
    (r) => `answered ${r.status}`,
    () => 'no answer',
  );
  const t0 = Date.now();
  let seen = 0;
  while ((seen = size()) < KILL_AT_BYTES && Date.now() - t0 < 60_000) await new Promise((r) => setImmediate(r));
  expect(seen).toBeGreaterThanOrEqual(KILL_AT_BYTES);
  process.kill(own.cms.pid, 'SIGKILL');
  const killedAt = Date.now() - t0;
  console.log(`release crash: Directus killed ${killedAt} ms into the publish, its journal at ${seen} bytes`);
  // The publisher gets no answer: the connection broke.
  await expect(publishing).resolves.toBe('no answer');

  await own.restart();
  // Nothing of it is live, and the release is still a draft, to be published again.
  await expect(statuses(ids)).resolves.toEqual({ draft: PAGES });
  const after = await call<{ state: string; start_at: string | null }>('GET', `/items/releases/${release.data.id}?fields=state,start_at`);
  expect(after.data.state).toBe('draft');

  // Published again, it goes live in full.
  const again = await call<{ changes: number }>('POST', `/releases/${release.data.id}/publish`, despite);
  expect([again.status, again.message]).toEqual([200, undefined]);
  expect(again.data.changes).toBe(PAGES);
  await expect(statuses(ids)).resolves.toEqual({ published: PAGES });
  const published = await call<{ state: string }>('GET', `/items/releases/${release.data.id}?fields=state`);
  expect(published.data.state).toBe('published');
});
