// Lead capture with its third parties switched on: reCAPTCHA verification, DaData suggestions and
// CRM forwarding, each a local server that follows the real contract. The site is a second
// instance of the same build, started with those settings against the same real Directus.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { cms, eventually, CMS } from '../support/stack';
import { CAPTCHA_SECRET, TOKENS, startFakeRecaptcha } from '../support/fake-recaptcha';
import { DADATA_KEY, startFakeDadata } from '../support/fake-dadata';
import { startFakeCrm } from '../support/fake-crm';
import { freePort, type FakeServer } from '../support/fake-server';

const root = join(__dirname, '../..');
const DOMAIN = 'third-parties.example';
let n = 0;
const freshEmail = (tag: string) => `${tag}-${Date.now()}-${++n}@${DOMAIN}`;

let siteUrl = '';
let child: ChildProcess | undefined;
const captcha = startFakeRecaptcha('localhost');
const dadata = startFakeDadata();
const crm = startFakeCrm();
let fakes: FakeServer[] = [];

async function startSecondSite(env: Record<string, string>, port: number) {
  // The integration run builds into .next-test-<pid of the jest process>; tests run in that process.
  const distDir = `.next-test-${process.pid}`;
  if (!existsSync(join(root, distDir, 'BUILD_ID'))) throw new Error(`No test build in ${distDir}`);
  child = spawn(process.execPath, [join(root, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port)], {
    cwd: root,
    env: { ...process.env, ...env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
  });
  siteUrl = `http://127.0.0.1:${port}/ru/products/ecm`;
  await eventually(
    async () => {
      const r = await fetch(`${siteUrl}/api/company/?company=`);
      return r.status === 200 ? true : undefined;
    },
    60_000,
    'the second site',
  );
}

beforeAll(async () => {
  fakes = await Promise.all([captcha.server, dadata.server, crm.server]);
  const [captchaUrl, dadataUrl, crmUrl] = fakes.map((f) => f.url);
  const port = await freePort();
  const cmsPort = new URL(CMS()).port;
  await startSecondSite(
    {
      DIRECTUS_URL: CMS(),
      DIRECTUS_PUBLIC_URL: `http://localhost:${cmsPort}`,
      DIRECTUS_TOKEN: process.env.TEST_SITE_TOKEN!,
      PREVIEW_SECRET: process.env.TEST_PREVIEW_SECRET!,
      REVALIDATE_SECRET: process.env.TEST_REVALIDATE_SECRET!,
      SITE_URL: `http://localhost:${port}`,
      RECAPTCHA_SECRET: CAPTCHA_SECRET,
      RECAPTCHA_VERIFY_URL: `${captchaUrl}/recaptcha/api/siteverify`,
      DADATA_API_KEY: DADATA_KEY,
      DADATA_SUGGEST_URL: `${dadataUrl}/suggestions/api/4_1/rs/suggest/party`,
      CRM_WEBHOOK_URL: `${crmUrl}/webhook/leads`,
      CRM_RETRY_BASE_SECONDS: '1',
      LEAD_RATE_LIMIT: '1000',
    },
    port,
  );
}, 90_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child!.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
  await Promise.all(fakes.map((f) => f.close()));
  const rows = await cms<{ id: string }[]>('GET', `/items/leads?filter[email][_ends_with]=${DOMAIN}&fields=id&limit=-1`);
  if (rows.length)
    await cms(
      'DELETE',
      '/items/leads',
      rows.map((r) => r.id),
    );
});

type Lead = { id: string; captcha_score: number | null; crm_status: string; crm_attempts: number; crm_last_error: string | null };
const leadsOf = (email: string) => cms<Lead[]>('GET', `/items/leads?filter[email][_eq]=${encodeURIComponent(email)}&fields=*`);

const question = (email: string, token?: string) => ({
  fio: 'Ольга Смирнова',
  email,
  phone: '+79991234567',
  company: 'ООО Ромашка',
  comment: 'Нужна демонстрация',
  accept_rules: true,
  ...(token ? { recaptcha_response_v3: token } : {}),
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${siteUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('reCAPTCHA v3 verification', () => {
  it('stores a lead whose token siteverify accepts, with its score', async () => {
    const email = freshEmail('human');
    const r = await post('/api/question/', question(email, TOKENS.human), { 'x-forwarded-for': '203.0.113.7' });
    expect(r.status).toBe(201);
    expect(captcha.seen.at(-1)).toEqual({ secret: CAPTCHA_SECRET, response: TOKENS.human, remoteip: '203.0.113.7' });
    expect((await leadsOf(email))[0]?.captcha_score).toBe(90);
  });

  it.each([
    ['no token', undefined, /нет токена/],
    ['a low score', TOKENS.bot, /низкая оценка 0.1/],
    ['another action', TOKENS.otherAction, /неожиданное действие homepage/],
    ['another site', TOKENS.otherHost, /чужой сайт evil.example/],
    ['a used or expired token', TOKENS.expired, /timeout-or-duplicate/],
    ['a forged token', 'forged', /invalid-input-response/],
  ])('refuses %s with 403 and stores nothing', async (_what, token, reason) => {
    const email = freshEmail('bot');
    const r = await post('/api/question/', question(email, token));
    expect(r.status).toBe(403);
    expect(((await r.json()) as { error: string }).error).toMatch(reason);
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
    await eventually(async () => ((await leadsOf(email))[0]?.crm_status === 'sent' ? true : undefined), 20_000, 'delivery');
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
    });
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

  it('has the Directus flow that retries deliveries every minute', async () => {
    const [flow] = await cms<{ trigger: string; status: string; options: { cron: string } }[]>(
      'GET',
      `/flows?filter[name][_eq]=${encodeURIComponent('Повторить отправку заявок в CRM')}`,
    );
    expect(flow).toMatchObject({ trigger: 'schedule', status: 'active', options: { cron: '* * * * *' } });
  });
});
