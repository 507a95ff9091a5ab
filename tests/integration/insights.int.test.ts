// «Аналитика»: the lead dashboards setup creates (cms/state/insights.mjs), seen by the marketer without
// configuring anything, and the figures their panels compute from leads and subscriptions the site
// really received. Each panel's query is built from its stored options the way the admin app builds
// it, and run over REST with the marketer's rights.
import { accessTokenOf } from '../support/admin-app';
import { CMS, cms, eventually, site, deleteRowsOfDomain } from '../support/stack';
import { DRAINED_WITHIN_MS } from '../support/journal';
import { mails } from '../support/mail-log';

type Panel = { name: string; type: string; options: Record<string, unknown> & { filter?: object } };
type Dashboard = { name: string; panels: Panel[] };
type Row = Record<string, unknown> & { count: Record<string, number | string> };

const signIn = (email: string, password: string) => accessTokenOf(email, password, CMS());

async function get<T>(token: string, path: string): Promise<T> {
  const r = await fetch(`${CMS()}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const text = await r.text();
  if (!r.ok) throw new Error(`GET ${path} -> ${r.status}: ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

/**
 * The REST query of a panel (metric list, metric, lead chart), with `narrow` added to its
 * own filter so that the figures are those of this test's leads alone.
 */
function panelQuery({ type, options: o }: Panel, narrow: object): string {
  const q = new URLSearchParams();
  const filter = o.filter && Object.keys(o.filter).length ? { _and: [o.filter, narrow] } : narrow;
  q.set('filter', JSON.stringify(filter));
  const group = (fields: string[]) => fields.forEach((f) => q.append('groupBy[]', f));
  if (type === 'metric-list') {
    q.set(`aggregate[${String(o.aggregateFunction)}]`, String(o.aggregateField));
    group([String(o.groupByField)]);
    q.set('limit', String(o.limit));
  } else if (type === 'metric') {
    q.set(`aggregate[${String(o.function)}]`, String(o.field));
  } else if (type === 'ecm-lead-chart') {
    // The lead chart (cms/extensions/lead-chart) reads its range and a week more, counted per hour.
    const date = String(o.dateField);
    q.set('filter', JSON.stringify({ _and: [filter, { [date]: { _gte: `$NOW(-${Number(o.days) + 7} days)` } }] }));
    q.set('aggregate[count]', 'id');
    group(['year', 'month', 'day', 'hour'].map((fn) => `${fn}(${date})`));
  } else throw new Error(`unexpected panel type ${type}`);
  return `/items/${String(o.collection)}?${q}`;
}

/** Counts per value of `key` in a panel's answer. */
const countsBy = (rows: Row[], key: string) => Object.fromEntries(rows.map((r) => [String(r[key]), Number(r.count.id)]));

let n = 0;
const freshIp = () => `10.16.${Math.floor(++n / 250)}.${n % 250}`;
const DOMAIN = 'insights.example';
const tag = `${Date.now()}`;
const email = (what: string) => `${what}-${tag}-${++n}@${DOMAIN}`;

const post = (path: string, body: unknown) =>
  site(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp(), 'user-agent': 'insights-test' },
    body: JSON.stringify(body),
  });

afterAll(async () => {
  for (const collection of ['leads', 'subscribers'] as const) await deleteRowsOfDomain(collection, DOMAIN);
});

describe('lead dashboards («Аналитика»)', () => {
  let marketer: string;
  let boards: Dashboard[];
  const panel = (board: string, name: string) => {
    const found = boards.find((d) => d.name === board)?.panels.find((p) => p.name === name);
    if (!found) throw new Error(`no panel «${name}» on «${board}»`);
    return found;
  };

  beforeAll(async () => {
    marketer = await signIn('marketer@example.com', 'ecm-marketer');
    boards = await get<Dashboard[]>(marketer, '/dashboards?fields=name,panels.name,panels.type,panels.options&limit=-1');
  });

  it('are there after setup, readable by the marketer, with a panel for every figure', () => {
    expect(boards.map((d) => d.name).sort()).toEqual([
      'A/B-тесты',
      'Воронки форм',
      'Заявки',
      'Заявки по формам',
      'Подписки',
      'Проверка сайта',
    ]);
    // The content health report of the live site (cms/extensions/content-health-report).
    expect(panel('Проверка сайта', 'Проверка страниц').type).toBe('ecm-content-health-report');
    expect(boards.find((d) => d.name === 'Заявки')!.panels.map((p) => p.name)).toEqual(
      expect.arrayContaining([
        'Заявки по дням',
        'Заявки по неделям',
        'По формам: за сутки',
        'По формам: за неделю',
        'По страницам',
        'По источнику рекламы',
        'По рекламной кампании',
        'По источнику сделки',
        'Доставка в CRM',
        'Не доставлены в CRM после ошибки',
        'Проверка капчей',
      ]),
    );
    // Per day and per week for each of the 8 kinds of lead: the 7 spec forms and forms built in «Формы».
    expect(boards.find((d) => d.name === 'Заявки по формам')!.panels).toHaveLength(16);
    expect(boards.find((d) => d.name === 'Подписки')!.panels.map((p) => p.name)).toEqual(
      expect.arrayContaining(['Подписки по дням', 'Отписки по дням', 'Подписки по неделям', 'Отписки по неделям']),
    );
  });

  it('count the leads the site received by form, page, campaign, CRM state, captcha and day', async () => {
    const page = `http://localhost/ru/products/ecm/insight-${tag}/`;
    const base = { fio: 'Анна Смирнова', phone: '89991234567', company: 'ООО Ромашка', source_url: page, source_deal: `deal-${tag}` };
    const trial = { ...base, company_size: '20-100', agree: true, utm_source: 'yandex', utm_campaign: `autumn-${tag}` };
    const sent = [
      await post('/api/trial/', { ...trial, email: email('trial') }),
      await post('/api/trial/', { ...trial, email: email('trial') }),
      await post('/api/trial/', { ...trial, email: email('trial') }),
      await post('/api/question/', { ...base, email: email('question'), comment: 'Сколько стоит?', accept_rules: true }),
    ];
    expect(sent.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    const mine = { source_url: { _eq: page } };
    await eventually(
      async () => ((await cms<unknown[]>('GET', `/items/leads?filter=${JSON.stringify(mine)}&fields=id`)).length === 4 ? true : undefined),
      DRAINED_WITHIN_MS,
      'the 4 leads in Directus',
    );
    const run = (board: string, name: string) => get<Row[]>(marketer, panelQuery(panel(board, name), mine));

    expect(countsBy(await run('Заявки', 'По формам: за сутки'), 'kind')).toEqual({ trial: 3, question: 1 });
    expect(countsBy(await run('Заявки', 'По страницам'), 'source_url')).toEqual({ [page]: 4 });
    // A lead without the tag is not a line «--» of its own (it is counted by day and by form).
    expect(countsBy(await run('Заявки', 'По рекламной кампании'), 'utm_campaign')).toEqual({ [`autumn-${tag}`]: 3 });
    expect(countsBy(await run('Заявки', 'По источнику рекламы'), 'utm_source')).toEqual({ yandex: 3 });
    expect(countsBy(await run('Заявки', 'По источнику сделки'), 'source_deal')).toEqual({ [`deal-${tag}`]: 4 });
    // The embedded default: no CRM, captcha off.
    expect(countsBy(await run('Заявки', 'Доставка в CRM'), 'crm_status')).toEqual({ off: 4 });
    expect(countsBy(await run('Заявки', 'Проверка капчей'), 'captcha_status')).toEqual({ off: 4 });
    expect(Number((await run('Заявки', 'Не доставлены в CRM после ошибки'))[0]!.count.id)).toBe(0);
    // Counted per hour (the chart gathers hours into days): all four today, whatever the hour.
    const perDay = await run('Заявки', 'Заявки по дням');
    const today = new Date();
    expect(perDay.every((r) => r.date_created_year === today.getUTCFullYear() && r.date_created_day === today.getUTCDate())).toBe(true);
    expect(perDay.reduce((sum, r) => sum + Number(r.count.id), 0)).toBe(4);
    const trials = await run('Заявки по формам', 'Пробный период: по неделям');
    expect(trials.reduce((sum, r) => sum + Number(r.count.id), 0)).toBe(3);
  });

  it('count subscriptions when confirmed and unsubscriptions when they happen', async () => {
    const address = email('subscriber');
    const r = await site('/api/subscribe/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
      body: JSON.stringify({ email: address, accept_rules: true }),
    });
    expect(r.status).toBe(200);
    const token = await eventually(
      async () =>
        mails()
          .find((m) => m.headers.includes(address))
          ?.text.match(/subscription\/\?confirm=([A-Za-z0-9_-]+)/)?.[1],
      30_000,
      'the confirmation e-mail',
    );
    const confirm = await site('/api/subscribe/confirm/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(confirm.status).toBe(200);
    const [row] = await cms<{ id: number; hash: string; confirmed_at: string | null }[]>(
      'GET',
      `/items/subscribers?filter[email][_eq]=${encodeURIComponent(address)}&fields=id,hash,confirmed_at`,
    );
    expect(row!.confirmed_at).not.toBeNull();
    const mine = { id: { _eq: row!.id } };
    const run = (name: string) => get<Row[]>(marketer, panelQuery(panel('Подписки', name), mine));
    expect((await run('Подписки по дням')).map((g) => Number(g.count.id))).toEqual([1]);
    expect(await run('Отписки по дням')).toEqual([]);

    expect((await site(`/api/subscribe/?hash=${row!.hash}`)).status).toBe(200);
    expect((await run('Отписки по дням')).map((g) => Number(g.count.id))).toEqual([1]);
    expect(countsBy(await run('Подписчики по статусу'), 'status')).toEqual({ unsubscribed: 1 });
  });
});
