// The lead API against the running site and a real Directus (captcha off, no CRM: the embedded
// default). Every refusal is checked for its status, its message, and that nothing was stored.
import { CMS, cms, eventually, site, deleteRowsOfDomain } from '../support/stack';
import { DRAINED_WITHIN_MS, journaled } from '../support/journal';
import { mails } from '../support/mail-log';

type Lead = {
  id: string;
  kind: string;
  fio: string;
  email: string;
  fields: Record<string, unknown>;
  payload: Record<string, unknown>;
  attribution: Record<string, unknown>;
  consent_version: string;
  consent_at: string;
  ip: string;
  user_agent: string;
  crm_status: string;
  idempotency_key: string | null;
};

const DOMAIN = 'leads-api.example';
let n = 0;
/** A fresh address per request keeps the per-IP rate limit out of tests that are not about it. */
const freshIp = () => `10.1.${Math.floor(++n / 250)}.${n % 250}`;
const freshEmail = (tag: string) => `${tag}-${Date.now()}-${++n}@${DOMAIN}`;

const trial = (email: string) => ({
  fio: 'Иван Петров',
  email,
  phone: '+7 (999) 123-45-67',
  company: 'ООО Ромашка',
  company_size: '20-100',
  agree: true,
  website: '',
  product: 'ECM',
  lang: 'ru',
  source: 'site_ecm',
  recaptcha_type: 'v3',
  source_url: 'http://localhost/ru/products/ecm/try/',
  source_deal: 'ecm_site',
  qbpm_pipeline: 'ecm',
  utm_source: 'yandex',
  utm_campaign: 'ecm-autumn',
});

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return site(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp(), 'user-agent': 'leads-api-test', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const leadsOf = (email: string) => cms<Lead[]>('GET', `/items/leads?filter[email][_eq]=${encodeURIComponent(email)}&fields=*`);
/** The leads of an address once the drain has moved them from the site's journal into Directus. */
const storedLeads = (email: string, count = 1) =>
  eventually(
    async () => {
      const rows = await leadsOf(email);
      return rows.length >= count ? rows : undefined;
    },
    DRAINED_WITHIN_MS,
    `${count} lead(s) of ${email} in Directus`,
  );
/** Nothing of this address is journaled (so nothing will ever reach Directus) nor in Directus. */
async function nothingStored(email: string) {
  expect(journaled(email)).toBe(0);
  expect(await leadsOf(email)).toHaveLength(0);
}

afterAll(async () => {
  await deleteRowsOfDomain('leads', DOMAIN);
});

describe('lead API: accepted leads', () => {
  it('reads leads from Directus uncached, so a read made while the drain writes cannot hide a lead', async () => {
    // Directus clears its data cache only after a write, so a read racing the drain's insert could
    // keep answering "no lead" for the cache's lifetime (cms/directus.mjs turns the cache off).
    const r = await fetch(`${CMS()}/items/leads?limit=1&fields=id`, {
      headers: { authorization: `Bearer ${process.env.TEST_ADMIN_TOKEN}` },
    });
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('no-cache');
  });

  it('stores a trial lead with its fields, payload, utm attribution, consent, IP and user agent before answering 201', async () => {
    const email = freshEmail('trial');
    const ip = freshIp();
    const r = await post(
      '/api/trial/',
      { ...trial(email), recaptcha_response_v3: 'ignored-while-captcha-is-off', is_admin: true },
      { 'x-forwarded-for': ip },
    );
    expect(r.status).toBe(201);
    const { data } = (await r.json()) as { data: { id: string } };
    expect(data.id).toMatch(/^[0-9a-f-]{36}$/);
    const [lead, ...more] = await storedLeads(email);
    expect(more).toHaveLength(0);
    expect(lead).toMatchObject({
      id: data.id,
      kind: 'trial',
      fio: 'Иван Петров',
      fields: { fio: 'Иван Петров', email, phone: '+7 (999) 123-45-67', company: 'ООО Ромашка', company_size: '20-100', agree: true },
      payload: { product: 'ECM', lang: 'ru', recaptcha_type: 'v3', source_deal: 'ecm_site', qbpm_pipeline: 'ecm' },
      attribution: { utm_source: 'yandex', utm_campaign: 'ecm-autumn' },
      consent_version: '2026-01',
      ip,
      user_agent: 'leads-api-test',
      crm_status: 'off',
    });
    expect(Date.now() - new Date(lead!.consent_at).getTime()).toBeLessThan(60_000);
    // Unknown fields, the honeypot and the single-use captcha token are not kept.
    expect(JSON.stringify(lead)).not.toContain('is_admin');
    expect(JSON.stringify(lead)).not.toContain('ignored-while-captcha-is-off');
    expect(lead!.fields).not.toHaveProperty('website');
  });

  it.each([
    ['/api/demo/', 'demo', { position: 'Директор', company_size: '101-500', agree: true }],
    ['/api/webinar/', 'webinar', { position: 'Юрист', agree: true }],
    ['/api/question/', 'question', { comment: 'Сколько стоит?', accept_rules: true }],
    ['/api/question/?form=questionComment', 'questionComment', { comment: 'Нужна консультация', accept_rules: true }],
    ['/api/partner/', 'partner', { position: 'Коммерческий директор', comment: 'Хотим стать партнёром', accept_rules: true }],
    ['/api/pdf-lead/', 'download', { position: 'Аналитик', accept_rules: true }],
    // Spec §7: the question call is also used by the download form (lib/leads/client/send.ts).
    ['/api/question/?form=download', 'download', { position: 'Методист', accept_rules: true }],
  ])('stores a lead sent to %s as %s', async (path, kind, extra) => {
    const email = freshEmail(kind);
    const base = { fio: 'Мария Иванова', email, phone: '89991234567', company: 'АО Вектор' };
    const r = await post(path, { ...base, ...extra });
    expect(r.status).toBe(201);
    const [lead] = await storedLeads(email);
    expect(lead).toMatchObject({ kind, fields: { ...base, ...extra } });
  });

  it('accepts the lead as urlencoded form data too', async () => {
    const email = freshEmail('form');
    const body = new URLSearchParams({ ...Object.fromEntries(Object.entries(trial(email)).map(([k, v]) => [k, String(v)])) });
    const r = await post('/api/trial/', body.toString(), { 'content-type': 'application/x-www-form-urlencoded' });
    expect(r.status).toBe(201);
    expect((await storedLeads(email))[0]?.fields).toMatchObject({ agree: true, company_size: '20-100' });
  });

  it('accepts the lead as multipart form data (FormData), flags and the company description as text', async () => {
    const email = freshEmail('multipart');
    const form = new FormData();
    for (const [k, v] of Object.entries({ ...trial(email), agree: 'on' })) form.set(k, String(v));
    form.set('da_data', JSON.stringify({ value: 'ООО Ромашка', data: { inn: '7707083893' } }));
    // No content-type of our own: fetch sets multipart/form-data with its boundary.
    const r = await site('/api/trial/', { method: 'POST', headers: { 'x-forwarded-for': freshIp() }, body: form });
    expect(r.status).toBe(201);
    const [lead] = await storedLeads(email);
    expect(lead).toMatchObject({ fields: { agree: true, company_size: '20-100' }, attribution: { utm_source: 'yandex' } });
    expect((lead as unknown as { da_data: unknown }).da_data).toEqual({ value: 'ООО Ромашка', data: { inn: '7707083893' } });
  });

  it('refuses a file attached to a multipart lead with 422 and stores nothing', async () => {
    const email = freshEmail('file');
    const form = new FormData();
    for (const [k, v] of Object.entries(trial(email))) form.set(k, String(v));
    form.set('comment', new Blob(['%PDF-1.4']), 'card.pdf');
    const r = await site('/api/trial/', { method: 'POST', headers: { 'x-forwarded-for': freshIp() }, body: form });
    expect(r.status).toBe(422);
    expect(await r.json()).toEqual({ error: 'Проверьте поля формы', fields: { comment: 'Файлы не принимаются' } });
    await nothingStored(email);
  });

  it('stores a retried submission with the same Idempotency-Key once and answers it with the same id', async () => {
    const email = freshEmail('retry');
    const key = `retry-${Date.now()}-abcdef`;
    const first = await post('/api/trial/', trial(email), { 'idempotency-key': key });
    const second = await post('/api/trial/', trial(email), { 'idempotency-key': key });
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    const [a, b] = [
      (await first.json()) as { data: { id: string } },
      (await second.json()) as { data: { id: string; duplicate: boolean } },
    ];
    expect(b.data).toMatchObject({ id: a.data.id, duplicate: true });
    expect(journaled(email)).toBe(1);
    expect(await storedLeads(email)).toHaveLength(1);
  });

  it('stores concurrent retries with one key once', async () => {
    const email = freshEmail('race');
    const key = `race-${Date.now()}-abcdef`;
    const answers = await Promise.all(
      [1, 2, 3].map(() => post('/api/demo/', { ...trial(email), position: 'Инженер' }, { 'idempotency-key': key })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    expect(journaled(email)).toBe(1);
    expect(await storedLeads(email)).toHaveLength(1);
  });

  it('tells a lead by its id, and lets only the holder of its update token add fields to it', async () => {
    const email = freshEmail('update');
    const { data } = (await (await post('/api/trial/', trial(email))).json()) as { data: { id: string; update_token: string } };
    const got = await site(`/api/lead/get/${data.id}/`);
    expect(got.status).toBe(200);
    expect(((await got.json()) as { data: unknown }).data).toMatchObject({ id: data.id, kind: 'trial', crm_status: 'off' });

    const update = { id: data.id, token: data.update_token, position: 'Главный бухгалтер', email: 'ignored@x.ru' };
    expect((await post('/api/lead/update/', update)).status).toBe(200);
    const lead = await eventually(async () => {
      const [row] = await leadsOf(email);
      return row?.fields.position ? row : undefined;
    });
    expect(lead.fields).toMatchObject({ position: 'Главный бухгалтер', email });

    expect((await site('/api/lead/get/00000000-0000-4000-8000-000000000000/')).status).toBe(404);
    expect((await site('/api/lead/get/1/')).status).toBe(400);
    // Another lead's token, no token, a forged one: refused.
    const other = (await (await post('/api/trial/', trial(freshEmail('other')))).json()) as { data: { update_token: string } };
    for (const token of [other.data.update_token, undefined, `${Math.floor(Date.now() / 1000) + 3600}.forged`]) {
      const r = await post('/api/lead/update/', { id: data.id, token, position: 'Взломщик' });
      expect(r.status).toBe(token ? 403 : 422);
    }
    const short = await post('/api/lead/update/', { id: data.id, token: data.update_token, position: 'И' });
    expect(short.status).toBe(422);
    expect(((await short.json()) as { fields: Record<string, string> }).fields).toEqual({
      position: 'Введите необходимое количество символов 3',
    });
    expect((await leadsOf(email))[0]!.fields).toMatchObject({ position: 'Главный бухгалтер' });
  });

  it('tells sales about a new lead by e-mail (written to the mail log in the embedded default), escaping what the visitor typed', async () => {
    const email = freshEmail('mail');
    const comment = 'Срочно **важно** [скидка](http://evil.example/x) <a href="http://evil.example/y">тут</a>';
    expect((await post('/api/question/', { ...trial(email), comment, accept_rules: true })).status).toBe(201);
    const mail = await eventually(async () => mails().find((m) => m.text.includes(email)), 20_000, 'the sales e-mail');
    expect(mail.headers).toContain('sales@example.com');
    expect(mail.text).toContain('**важно** [скидка](http://evil.example/x) &lt;a href=&#34;http://evil.example/y&#34;&gt;тут&lt;/a&gt;');
    expect(mail.text).not.toMatch(/<a[^>]*evil\.example/);
    expect(mail.text).not.toContain('<strong>важно');
    expect(mail.text).toContain('Капча');
  });
});

describe('lead API: refused requests store nothing', () => {
  const cases: [string, (email: string) => Promise<Response>, number, RegExp][] = [
    [
      'a wrong content type',
      (e) => post('/api/trial/', JSON.stringify(trial(e)), { 'content-type': 'text/plain' }),
      415,
      /application\/json, application\/x-www-form-urlencoded или multipart\/form-data/,
    ],
    ['a body over 32 KB', (e) => post('/api/trial/', { ...trial(e), padding: 'x'.repeat(40_000) }), 413, /Слишком большой запрос/],
    ['a cross-site POST (Sec-Fetch-Site)', (e) => post('/api/trial/', trial(e), { 'sec-fetch-site': 'cross-site' }), 403, /другого сайта/],
    ['a POST from a foreign Origin', (e) => post('/api/trial/', trial(e), { origin: 'https://evil.example' }), 403, /другого сайта/],
    ['a filled honeypot', (e) => post('/api/trial/', { ...trial(e), website: 'http://spam.example' }), 400, /служебное поле/],
    ['malformed JSON', (e) => post('/api/trial/', `{"email":"${e}",`), 400, /не JSON/],
    ['a malformed Idempotency-Key', (e) => post('/api/trial/', trial(e), { 'idempotency-key': 'x' }), 400, /Idempotency-Key/],
    ['a GET', () => site('/api/trial/'), 405, /POST/],
  ];

  it.each(cases)('refuses %s', async (_what, send, status, message) => {
    const email = freshEmail('bad');
    const r = await send(email);
    expect(r.status).toBe(status);
    expect(((await r.json()) as { error: string }).error).toMatch(message);
    await nothingStored(email);
  });

  it('answers 422 with the message of every invalid field', async () => {
    const email = freshEmail('invalid');
    const r = await post('/api/trial/', {
      ...trial(email),
      fio: 'Ив',
      phone: '12345',
      company_size: 'много',
      agree: false,
      email: `${email}@`,
    });
    expect(r.status).toBe(422);
    expect(await r.json()).toEqual({
      error: 'Проверьте поля формы',
      fields: {
        fio: 'Введите необходимое количество символов 3',
        email: 'Введите корректный E-mail',
        phone: 'Введите корректное значение',
        company_size: 'Выберите из предложенных',
        agree: 'Это поле обязательно для заполнения',
      },
    });
    const empty = await post('/api/question/', {});
    expect(((await empty.json()) as { fields: Record<string, string> }).fields.fio).toBe('Это поле обязательно для заполнения');
    await nothingStored(email);
  });

  it('refuses the 11th request of one address within a minute with 429 and Retry-After', async () => {
    const ip = '10.99.0.1';
    for (let i = 0; i < 10; i++) expect((await post('/api/question/', {}, { 'x-forwarded-for': ip })).status).toBe(422);
    const email = freshEmail('flood');
    const r = await post('/api/trial/', trial(email), { 'x-forwarded-for': ip });
    expect(r.status).toBe(429);
    expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await r.json()) as { error: string }).error).toMatch(/Слишком много заявок/);
    await nothingStored(email);
    // Another address is not affected.
    expect((await post('/api/trial/', trial(freshEmail('other')))).status).toBe(201);
  });
});

describe('company suggestions (embedded registry)', () => {
  type Suggestion = { company: string; inn: string; address: string; fullName: string };
  const suggest = async (q: string) => {
    const r = await site(`/api/company/?company=${encodeURIComponent(q)}`);
    return { status: r.status, data: ((await r.json()) as { data: Suggestion[] }).data };
  };

  it('finds companies by part of the name in any case, and by the start of the INN', async () => {
    for (const q of ['сбер', 'Сбербанк', 'СБЕР']) {
      const { status, data } = await suggest(q);
      expect(status).toBe(200);
      expect(data).toContainEqual(
        expect.objectContaining({ company: 'ПАО Сбербанк', inn: '7707083893', address: 'г Москва, ул Вавилова, д 19' }),
      );
    }
    expect((await suggest('770708')).data.map((s) => s.inn)).toEqual(['7707083893']);
  });

  it('answers an empty list for a too short query and 400 for a too long one', async () => {
    expect(await suggest('с')).toEqual({ status: 200, data: [] });
    expect((await site(`/api/company/?company=${'я'.repeat(101)}`)).status).toBe(400);
  });
});
