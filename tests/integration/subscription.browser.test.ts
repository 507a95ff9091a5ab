// The mailing list end to end: the site, the real Directus with its confirmation flow, the mail log
// of the embedded default, and Chromium on the confirmation and unsubscribe pages.
import { SITE, cms, eventually, site, deleteRowsOfDomain } from '../support/stack';
import { visitorsForTests } from '../support/browser';
import { mails } from '../support/mail-log';
import { waitForInteractive } from '../support/interactive';

const DOMAIN = 'subscription.example';
let n = 0;
const freshEmail = (tag: string) => `${tag}-${Date.now()}-${++n}@${DOMAIN}`;
const freshIp = () => `10.7.${Math.floor(++n / 250)}.${n % 250}`;

type Subscriber = {
  id: number;
  email: string;
  status: string;
  hash: string;
  target: string;
  extras: unknown;
  consent_version: string | null;
  consent_at: string | null;
  ip: string | null;
  user_agent: string | null;
  confirm_token: string | null;
};

const { visitor } = visitorsForTests();
afterAll(async () => {
  await deleteRowsOfDomain('subscribers', DOMAIN);
});

const subscribe = (email: string, ip = freshIp(), userAgent = 'subscription-test') =>
  site('/api/subscribe/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, 'user-agent': userAgent },
    body: JSON.stringify({ email, accept_rules: true, extras: { source: 'footer' } }),
  });

const rowOf = async (email: string) =>
  (await cms<Subscriber[]>('GET', `/items/subscribers?filter[email][_eq]=${encodeURIComponent(email)}&fields=*`))[0];

/** The confirmation links mailed to an address, oldest first (site-relative paths). */
const confirmationLinks = (email: string) =>
  mails()
    .filter((m) => m.headers.includes(email) && m.text.includes('/subscription/?confirm='))
    .map((m) => m.text.match(/href="https?:\/\/[^/"]+(\/ru\/products\/ecm\/subscription\/\?confirm=[A-Za-z0-9_-]+)"/)![1]!);

const waitForLinks = (email: string, count: number) =>
  eventually(
    async () => (confirmationLinks(email).length >= count ? confirmationLinks(email) : undefined),
    20_000,
    'the confirmation e-mail',
  );

/** Follows a link in Chromium and presses the page's button; resolves to the text it shows then. */
async function followLink(path: string, button: string, outcome: RegExp): Promise<string> {
  const page = await (await visitor({ acceptCookies: false })).newPage();
  await page.goto(`${new URL(SITE()).origin}${path}`);
  await waitForInteractive(page);
  await page.getByRole('button', { name: button }).click();
  const shown = page.getByText(outcome);
  await shown.waitFor({ timeout: 15_000 });
  return await shown.innerText();
}

describe('subscription with double opt-in', () => {
  it('subscribes an address only through the link mailed to it, with the consent given in the request', async () => {
    const email = freshEmail('new');
    const r = await subscribe(email, '203.0.113.10', 'owner-browser');
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({ data: { status: 'pending' } });
    expect(await rowOf(email)).toMatchObject({ status: 'pending', consent_version: null, extras: { source: 'footer' } });

    const [link] = await waitForLinks(email, 1);
    expect(await followLink(link!, 'Подтвердить подписку', /Подписка подтверждена/)).toBe('Подписка подтверждена. Спасибо!');
    const row = await rowOf(email);
    expect(row).toMatchObject({
      status: 'active',
      target: 'general',
      consent_version: '2026-01',
      ip: '203.0.113.10',
      user_agent: 'owner-browser',
    });
    expect(row!.confirm_token).toBeNull();
    // A link works once.
    const again = await site('/api/subscribe/confirm/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: new URL(link!, 'http://x').searchParams.get('confirm') }),
    });
    expect(again.status).toBe(404);
  });

  it('answers a known address exactly like a new one, and a stranger changes nothing of its consent', async () => {
    const email = freshEmail('known');
    await subscribe(email, '203.0.113.20', 'owner-browser');
    const [link] = await waitForLinks(email, 1);
    await followLink(link!, 'Подтвердить подписку', /Подписка подтверждена/);
    const before = await rowOf(email);

    const fresh = await subscribe(freshEmail('fresh'));
    const stranger = await subscribe(email.toUpperCase(), '198.51.100.66', 'stranger-browser');
    expect(stranger.status).toBe(fresh.status);
    expect(await stranger.json()).toEqual(await fresh.json());
    await new Promise((r) => setTimeout(r, 1500));
    expect(await rowOf(email)).toEqual(before);
    expect(confirmationLinks(email)).toHaveLength(1);
  });

  it('unsubscribes on the unsubscribe page, and a new subscription needs a confirmation again', async () => {
    const email = freshEmail('resubscribe');
    await subscribe(email);
    await followLink((await waitForLinks(email, 1))[0]!, 'Подтвердить подписку', /Подписка подтверждена/);
    const { hash } = (await rowOf(email))!;

    expect(await followLink(`/ru/products/ecm/subscription/?hash=${hash}`, 'Отписаться', /Вы отписались/)).toBe(
      'Вы отписались от рассылки.',
    );
    expect((await rowOf(email))!.status).toBe('unsubscribed');

    expect((await subscribe(email)).status).toBe(200);
    const links = await waitForLinks(email, 2);
    expect((await rowOf(email))!.status).toBe('unsubscribed');
    await followLink(links[1]!, 'Подтвердить подписку', /Подписка подтверждена/);
    expect((await rowOf(email))!.status).toBe('active');
  });

  it("takes the spec's { email, target } plus extra fields, and records no consent where the form had none", async () => {
    const email = freshEmail('bare');
    // Form data, as a form sends it; `position` and `topics` are a form's own fields.
    const form = new FormData();
    for (const [k, v] of Object.entries({ email, target: 'news', position: 'Юрист', topics: 'ЭДО', utm_source: 'mail' })) form.set(k, v);
    const r = await site('/api/subscribe/', { method: 'POST', headers: { 'x-forwarded-for': '203.0.113.30' }, body: form });
    expect(r.status).toBe(200);
    expect(await rowOf(email)).toMatchObject({
      status: 'pending',
      target: 'news',
      extras: { position: 'Юрист', topics: 'ЭДО' },
      consent_version: null,
    });
    await followLink((await waitForLinks(email, 1))[0]!, 'Подтвердить подписку', /Подписка подтверждена/);
    expect(await rowOf(email)).toMatchObject({
      status: 'active',
      target: 'news',
      consent_version: null,
      consent_at: null,
      ip: '203.0.113.30',
    });
  });

  it('refuses an invalid address, a missing consent, and an unknown or malformed hash', async () => {
    const r = await site('/api/subscribe/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
      body: JSON.stringify({ email: 'нет', accept_rules: false }),
    });
    expect(r.status).toBe(422);
    expect(((await r.json()) as { fields: Record<string, string> }).fields).toEqual({
      email: 'Введите корректный E-mail',
      accept_rules: 'Это поле обязательно для заполнения',
    });
    expect((await site('/api/subscribe/?hash=AAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    const bad = await site('/api/subscribe/?hash=../x');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toMatch(/Не удалось отписаться/);
  });
});
