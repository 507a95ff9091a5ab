// Leads do not depend on Directus for their answer: a site whose Directus is stopped or hanging
// (a switchable proxy stands between them, so the run's shared Directus keeps serving the other
// tests) still acknowledges leads at once, journals them on disk, and its drain moves each into
// Directus exactly once after Directus is back, also across a crash of the site.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CMS_TIMEOUT_MS } from '@/lib/cms/client';
import { CMS, cms, eventually, deleteRowsOfDomain } from '../support/stack';
import { baseSiteEnv, startSecondSite } from '../support/second-site';
import { startSwitchableProxy } from '../support/switchable-proxy';
import { journaled } from '../support/journal';

const DOMAIN = 'leads-journal.example';
let n = 0;
const freshEmail = (tag: string) => `${tag}-${Date.now()}-${++n}@${DOMAIN}`;
const dir = mkdtempSync(join(tmpdir(), 'ecm-journal-'));
const journalPath = join(dir, 'leads-journal.db');
let proxy: Awaited<ReturnType<typeof startSwitchableProxy>>;
let site: Awaited<ReturnType<typeof startSecondSite>>;

const startSite = (port?: number) =>
  startSecondSite({ ...baseSiteEnv(), DIRECTUS_URL: proxy.url, LEAD_JOURNAL_PATH: journalPath, LEAD_RATE_LIMIT: '1000' }, port);

beforeAll(async () => {
  proxy = await startSwitchableProxy(new URL(CMS()));
  site = await startSite();
}, 90_000);

afterAll(async () => {
  await site?.stop();
  await proxy?.close();
  rmSync(dir, { recursive: true, force: true });
  await deleteRowsOfDomain('leads', DOMAIN);
});

const leadsOf = (email: string) => cms<{ id: string }[]>('GET', `/items/leads?filter[email][_eq]=${encodeURIComponent(email)}&fields=id`);

async function send(email: string) {
  const started = performance.now();
  const r = await fetch(`${site.url}/api/question/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `journal-${email.replace(/\W/g, '-')}` },
    body: JSON.stringify({
      fio: 'Пётр Сидоров',
      email,
      phone: '+79990001122',
      company: 'ООО Ромашка',
      comment: 'Вопрос',
      accept_rules: true,
    }),
  });
  const ms = performance.now() - started;
  return { status: r.status, ms, id: ((await r.json()) as { data?: { id: string } }).data?.id };
}

/**
 * The answer did not wait for Directus: a request to a hanging Directus is given up only after
 * CMS_TIMEOUT_MS (10 s). The time itself is a figure to read (300 ms is the target;
 * `scripts/bench-leads.mjs` measures latency through outages), not a threshold a busy machine could cross.
 */
function answeredWithoutDirectus(ms: number, state: string) {
  console.log(`lead acknowledged in ${Math.round(ms)} ms while Directus is ${state}`);
  expect(ms).toBeLessThan(CMS_TIMEOUT_MS / 2);
}

/** Exactly one row in Directus, with the id the visitor got, and still one a moment later. */
async function landsOnce(email: string, id: string | undefined) {
  const rows = await eventually(async () => {
    const found = await leadsOf(email);
    return found.length ? found : undefined;
  }, 45_000);
  await new Promise((r) => setTimeout(r, 1500));
  expect(await leadsOf(email)).toEqual([{ id }]);
  expect(rows).toEqual([{ id }]);
}

describe('leads while Directus is unavailable', () => {
  it('acknowledges a lead while Directus is stopped, and it lands exactly once after Directus starts', async () => {
    proxy.set('down');
    const email = freshEmail('stopped');
    const sent = await send(email);
    expect(sent.status).toBe(201);
    answeredWithoutDirectus(sent.ms, 'stopped');
    expect(journaled(email, journalPath)).toBe(1);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await leadsOf(email)).toHaveLength(0);
    // A retry of the same submission while Directus is still away: the same lead.
    expect(await send(email)).toMatchObject({ status: 200, id: sent.id });
    proxy.set('up');
    await landsOnce(email, sent.id);
  }, 60_000);

  it('acknowledges a lead at once while Directus hangs, and delivers it once Directus answers again', async () => {
    proxy.set('hang');
    const email = freshEmail('hanging');
    const sent = await send(email);
    expect(sent.status).toBe(201);
    answeredWithoutDirectus(sent.ms, 'hanging');
    await new Promise((r) => setTimeout(r, 1000));
    proxy.set('up');
    await landsOnce(email, sent.id);
  }, 60_000);

  it('keeps an acknowledged lead across a crash of the site (SIGKILL) and delivers it once after the restart', async () => {
    proxy.set('down');
    const email = freshEmail('crash');
    const sent = await send(email);
    expect(sent.status).toBe(201);
    await site.stop('SIGKILL');
    site = await startSite(site.port);
    proxy.set('up');
    await landsOnce(email, sent.id);
  }, 90_000);
});
