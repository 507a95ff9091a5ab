// Lead capture with its third parties switched on: reCAPTCHA verification, DaData suggestions and
// CRM forwarding, each a local server that follows the real contract. The site is a second
// instance of the same build, started with those settings against the same real Directus.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cms, eventually, deleteRowsOfDomain } from '../support/stack';
import { baseSiteEnv, startSecondSite } from '../support/second-site';
import { CAPTCHA_SECRET, TOKENS, startFakeRecaptcha } from '../support/fake-recaptcha';
import { DADATA_KEY, startFakeDadata } from '../support/fake-dadata';
import { startFakeCrm } from '../support/fake-crm';
import type { FakeServer } from '../support/fake-server';
import { DRAINED_WITHIN_MS, journaled } from '../support/journal';
import { questionLead } from '../support/lead-form';

const DOMAIN = 'third-parties.example';
let n = 0;
const freshEmail = (tag: string) => `${tag}-${Date.now()}-${++n}@${DOMAIN}`;

let siteUrl = '';
let secondSite: Awaited<ReturnType<typeof startSecondSite>> | undefined;
const captcha = startFakeRecaptcha('localhost');
const dadata = startFakeDadata();
const crm = startFakeCrm();
let fakes: FakeServer[] = [];
/** The second site journals leads on its own. */
const journalDir = mkdtempSync(join(tmpdir(), 'ecm-third-parties-'));

beforeAll(async () => {
  fakes = await Promise.all([captcha.server, dadata.server, crm.server]);
  const [captchaUrl, dadataUrl, crmUrl] = fakes.map((f) => f.url);
  secondSite = await startSecondSite({
    ...baseSiteEnv(),
    RECAPTCHA_SECRET: CAPTCHA_SECRET,
    RECAPTCHA_VERIFY_URL: `${captchaUrl}/recaptcha/api/siteverify`,
    DADATA_API_KEY: DADATA_KEY,
    DADATA_SUGGEST_URL: `${dadataUrl}/suggestions/api/4_1/rs/suggest/party`,
    CRM_WEBHOOK_URL: `${crmUrl}/webhook/leads`,
    CRM_RETRY_BASE_SECONDS: '1',
    LEAD_RATE_LIMIT: '1000',
    LEAD_JOURNAL_PATH: join(journalDir, 'leads-journal.db'),
  });
  siteUrl = secondSite.url;
}, 90_000);

afterAll(async () => {
  await secondSite?.stop();
  await Promise.all(fakes.map((f) => f.close()));
  rmSync(journalDir, { recursive: true, force: true });
  await deleteRowsOfDomain('leads', DOMAIN);
});

type Lead = {
  id: string;
  captcha_score: number | null;
  captcha_status: string;
  crm_status: string;
  crm_attempts: number;
  crm_last_error: string | null;
};
const leadsOf = (email: string) => cms<Lead[]>('GET', `/items/leads?filter[email][_eq]=${encodeURIComponent(email)}&fields=*`);
/** The lead once the second site's drain has moved it into Directus. */
const storedLead = (email: string) => eventually(async () => (await leadsOf(email))[0], DRAINED_WITHIN_MS, `the lead of ${email}`);

const question = (email: string, token?: string) => questionLead(email, token ? { recaptcha_response_v3: token } : {});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${siteUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('reCAPTCHA v3 verification', () => {
  it('stores a lead whose token siteverify accepts, with its score', async () => {
    const email = freshEmail('human');
    const r = await post('/api/question/', question(email, TOKENS.human), { 'x-forwarded-for': '203.0.113.7' });
    expect(r.status).toBe(201);
    expect(captcha.seen.at(-1)).toEqual({ secret: CAPTCHA_SECRET, response: TOKENS.human, remoteip: '203.0.113.7' });
    expect(await storedLead(email)).toMatchObject({ captcha_score: 90, captcha_status: 'verified' });
  });

  it('accepts a lead while Google cannot be reached, marked unverified for sales', async () => {
    captcha.state.up = false;
    try {
      const email = freshEmail('captcha-down');
      const r = await post('/api/question/', question(email, 'a-token-nobody-could-check'));
      expect(r.status).toBe(201);
      expect(await storedLead(email)).toMatchObject({ captcha_score: null, captcha_status: 'unverified' });
    } finally {
      captcha.state.up = true;
    }
    // Even while Google is down a lead without any token is kept and held for review, never refused:
    // it is the plain HTML form of a visitor whose scripts did not run.
    const noToken = freshEmail('no-token');
    expect((await post('/api/question/', question(noToken))).status).toBe(201);
    expect(await storedLead(noToken)).toMatchObject({ captcha_status: 'missing', review_status: 'review' });
  });

  it('answers a retry with the same Idempotency-Key and a new (or spent) token with the first lead', async () => {
    const email = freshEmail('retry');
    const key = `retry-${Date.now()}-captcha`;
    const first = await post('/api/question/', question(email, TOKENS.human), { 'idempotency-key': key });
    expect(first.status).toBe(201);
    const { data } = (await first.json()) as { data: { id: string } };
    const checks = captcha.seen.length;
    for (const token of [TOKENS.expired, 'a-new-token-google-has-not-seen']) {
      const retry = await post('/api/question/', question(email, token), { 'idempotency-key': key });
      expect(retry.status).toBe(200);
      expect(((await retry.json()) as { data: unknown }).data).toMatchObject({ id: data.id, duplicate: true });
    }
    // The retries were answered from the key: their tokens were never sent to Google.
    expect(captcha.seen.length).toBe(checks);
    await eventually(async () => ((await leadsOf(email)).length === 1 ? true : undefined), DRAINED_WITHIN_MS, 'the lead');
  });

  // No token: the plain HTML form of a visitor whose scripts did not run (the captcha is one of
  // them). Kept, held for review, never refused (docs/spam-funnels.md).
  it('keeps a lead without a token, held for review', async () => {
    const email = freshEmail('noscript');
    const r = await post('/api/question/', question(email, undefined));
    expect(r.status).toBe(201);
    const lead = await storedLead(email);
    expect(lead).toMatchObject({ captcha_status: 'missing', review_status: 'review', crm_status: 'held' });
  });

  // A low score is no refusal: the lead is kept for review (lead-review.browser.test.ts).
  it.each([
    ['another action', TOKENS.otherAction, /неожиданное действие homepage/],
    ['another site', TOKENS.otherHost, /чужой сайт evil.example/],
    ['a used or expired token', TOKENS.expired, /timeout-or-duplicate/],
    ['a forged token', 'forged', /invalid-input-response/],
  ])('refuses %s with 403 and stores nothing', async (_what, token, reason) => {
    const email = freshEmail('bot');
    const r = await post('/api/question/', question(email, token));
    expect(r.status).toBe(403);
    expect(((await r.json()) as { error: string }).error).toMatch(reason);
    expect(journaled(email, join(journalDir, 'leads-journal.db'))).toBe(0);
    expect(await leadsOf(email)).toHaveLength(0);
  });
});

describe('company suggestions from DaData', () => {
  it('asks DaData with the key and answers name, INN, address and full name', async () => {
    const r = await fetch(`${siteUrl}/api/company/?company=${encodeURIComponent('ромашка')}`);
    expect(r.status).toBe(200);
    const { data } = (await r.json()) as { data: unknown[] };
    expect(dadata.queries.at(-1)).toBe('ромашка');
    expect(data).toEqual([
      expect.objectContaining({
        company: 'ООО "РОМАШКА"',
        inn: '7701234567',
        address: 'г Москва, ул Тверская, д 1',
        fullName: 'ОБЩЕСТВО С ОГРАНИЧЕННОЙ ОТВЕТСТВЕННОСТЬЮ "РОМАШКА"',
      }),
    ]);
  });
});

describe('CRM forwarding', () => {
  it('forwards a stored lead at once, with its id as the idempotency key', async () => {
    crm.state.up = true;
    const email = freshEmail('crm-up');
    const { data } = (await (await post('/api/question/', question(email, TOKENS.human))).json()) as { data: { id: string } };
    await eventually(async () => ((await leadsOf(email))[0]?.crm_status === 'sent' ? true : undefined), DRAINED_WITHIN_MS, 'delivery');
    expect(crm.state.received.filter((l) => l.id === data.id)).toEqual([
      expect.objectContaining({ key: data.id, body: expect.objectContaining({ kind: 'question', email }) }),
    ]);
  });

  it('keeps a lead while the CRM is down and delivers it once the CRM is back', async () => {
    crm.state.up = false;
    const email = freshEmail('crm-down');
    const r = await post('/api/question/', question(email, TOKENS.human));
    // The visitor's lead is accepted: it is stored, only its forwarding waits.
    expect(r.status).toBe(201);
    const { data } = (await r.json()) as { data: { id: string } };
    const pending = await eventually(async () => {
      const [lead] = await leadsOf(email);
      return lead && lead.crm_attempts >= 1 ? lead : undefined;
    }, DRAINED_WITHIN_MS);
    expect(pending).toMatchObject({ crm_status: 'pending', crm_last_error: 'CRM answered 503' });

    // What the Directus flow does every minute; while the CRM is still down the lead stays pending.
    const retry = () =>
      fetch(`${siteUrl}/api/lead/crm-retry/`, { method: 'POST', headers: { 'x-revalidate-secret': process.env.TEST_REVALIDATE_SECRET! } });
    expect((await fetch(`${siteUrl}/api/lead/crm-retry/`, { method: 'POST' })).status).toBe(401);
    crm.state.up = true;
    await eventually(
      async () => {
        expect((await retry()).status).toBe(200);
        return (await leadsOf(email))[0]?.crm_status === 'sent' ? true : undefined;
      },
      20_000,
      'the delayed delivery',
    );
    expect(crm.state.received.filter((l) => l.id === data.id)).toHaveLength(1);
  });

  it('sends a lead the visitor added fields to again, as a new revision with a key of its own', async () => {
    crm.state.up = true;
    const email = freshEmail('crm-update');
    const r = await post('/api/question/', question(email, TOKENS.human));
    const { data } = (await r.json()) as { data: { id: string; update_token: string } };
    await eventually(
      async () => ((await leadsOf(email))[0]?.crm_status === 'sent' ? true : undefined),
      DRAINED_WITHIN_MS,
      'the first delivery',
    );
    const updated = await post('/api/lead/update/', { id: data.id, token: data.update_token, position: 'Финансовый директор' });
    expect(updated.status).toBe(200);
    const revision = await eventually(
      async () => crm.state.received.find((l) => l.id === data.id && l.key !== data.id),
      20_000,
      'the updated lead in the CRM',
    );
    expect(revision.key).toMatch(new RegExp(`^${data.id}\\.\\d+$`));
    expect(revision.body).toMatchObject({ fields: expect.objectContaining({ position: 'Финансовый директор' }) });
  });

  it('has the Directus flow that retries deliveries every minute', async () => {
    const [flow] = await cms<{ trigger: string; status: string; options: { cron: string } }[]>(
      'GET',
      `/flows?filter[name][_eq]=${encodeURIComponent('Повторить отправку заявок в CRM')}`,
    );
    expect(flow).toMatchObject({ trigger: 'schedule', status: 'active', options: { cron: '* * * * *' } });
  });
});
