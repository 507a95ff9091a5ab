// A/B tests of blocks against the running site and Directus: the variant a visitor gets (none
// without consent), each variant served from its own statically regenerated page, the variant a
// lead carries, visitors and leads counted per variant in the admin, and the winner kept as the
// page's block when the test ends. The page data of a client-side navigation carries the visitor's
// variant too, and the home page can be tested like any other.
import { cms, eventually, site, deleteRowsOfDomain, publishPage } from '../support/stack';
import { drainedLeadsOf } from '../support/journal';
import { createAbTest } from '../support/experiments';

type Variant = { id: number; name: string; visitors: number; leads: number; conversion: string | null; significance: string | null };
type Experiment = { id: number; variants: Variant[]; winner_applied: boolean; summary: string | null };

const stamp = Date.now();
const path = `/ab-check-${stamp}/`;
const CONTROL_TEXT = `Контрольный текст ${stamp}`;
const VARIANT_TEXT = `Текст варианта ${stamp}`;
const CONSENT = 'cookies-approved=true';

let pageId: number;
let experiment: Experiment;
let control: Variant;
let variant: Variant;

const get = (cookie?: string) => site(path, { headers: cookie ? { cookie } : {} });
const text = async (r: Response) => ({
  status: r.status,
  body: await r.text(),
  cache: r.headers.get('x-nextjs-cache'),
  setCookie: r.headers.get('set-cookie'),
});

beforeAll(async () => {
  const page = await publishPage(path, 'Проверка A/B-теста', [
    { collection: 'block_rich_text', item: { content: `<p>${CONTROL_TEXT}</p>` } },
  ]);
  pageId = page.id;
  experiment = await createAbTest<Experiment>(
    { name: `Проверка ${stamp}`, state: 'running', goal: 'demo', page: page.id, block: page.blocks[0]! },
    [
      { name: 'Контроль', weight: 50 },
      { name: 'Вариант Б', weight: 50, block: [{ collection: 'block_rich_text', item: { content: `<p>${VARIANT_TEXT}</p>` } }] },
    ],
    'id,variants.id,variants.name',
  );
  control = experiment.variants.find((v) => v.name === 'Контроль')!;
  variant = experiment.variants.find((v) => v.name === 'Вариант Б')!;
});

afterAll(async () => {
  await deleteRowsOfDomain('leads', 'experiments.example');
  await cms('DELETE', `/items/experiments/${experiment.id}`);
  await cms('DELETE', `/items/pages/${pageId}`);
});

const cookieOf = (id: number) => `ab_${experiment.id}=${id}`;

describe('A/B tests of blocks', () => {
  it('serves the control and sets no cookie before consent, even to a visitor with a variant cookie', async () => {
    // The proxy's list of running tests is at most 5 s old.
    await new Promise((r) => setTimeout(r, 6_000));
    for (const cookie of [undefined, cookieOf(variant.id), 'cookies-approved=false']) {
      const r = await text(await get(cookie));
      expect(r.status).toBe(200);
      expect(r.body).toContain(CONTROL_TEXT);
      expect(r.body).not.toContain(VARIANT_TEXT);
      expect(r.setCookie ?? '').not.toContain(`ab_${experiment.id}`);
    }
  });

  it('assigns a variant once consent is given, and serves each variant from the ISR cache', async () => {
    const first = await text(await get(CONSENT));
    expect(first.setCookie).toMatch(new RegExp(`ab_${experiment.id}=(${control.id}|${variant.id});`));
    for (const [v, shown, hidden] of [
      [variant, VARIANT_TEXT, CONTROL_TEXT],
      [control, CONTROL_TEXT, VARIANT_TEXT],
    ] as const) {
      const served = await eventually(
        async () => {
          const r = await text(await get(`${CONSENT}; ${cookieOf(v.id)}`));
          return r.cache === 'HIT' ? r : undefined;
        },
        30_000,
        `${v.name} from the cache`,
      );
      expect(served.body).toContain(shown);
      expect(served.body).not.toContain(hidden);
      // A kept variant sets nothing and counts nobody again.
      expect(served.setCookie ?? '').not.toContain(`ab_${experiment.id}`);
    }
    // The variant's own page is not a path of the site.
    expect((await site(`/_ab/${variant.id}${path}`)).status).toBe(404);
  });

  it('gives the page data of a client-side navigation the same variant as a full load', async () => {
    const html = await (await get()).text();
    const buildId = /"buildId":"([^"]+)"/.exec(html)![1]!;
    const data = async (cookie?: string) => {
      const r = await site(`/_next/data/${buildId}${path.replace(/\/$/, '')}.json`, {
        headers: { 'x-nextjs-data': '1', ...(cookie ? { cookie } : {}) },
      });
      expect(r.status).toBe(200);
      return JSON.stringify(await r.json());
    };
    const held = await data(`${CONSENT}; ${cookieOf(variant.id)}`);
    expect(held).toContain(VARIANT_TEXT);
    expect(held).not.toContain(CONTROL_TEXT);
    expect(await data(`${CONSENT}; ${cookieOf(control.id)}`)).toContain(CONTROL_TEXT);
    // Without consent: the page's own data, whatever cookie is left.
    const outside = await data(cookieOf(variant.id));
    expect(outside).toContain(CONTROL_TEXT);
    expect(outside).not.toContain(VARIANT_TEXT);
  });

  it('stores the variant with a lead, and counts visitors and leads per variant in the admin', async () => {
    const email = `ab-${stamp}@experiments.example`;
    const r = await site('/api/demo/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `${CONSENT}; ${cookieOf(variant.id)}`, 'x-forwarded-for': '10.17.0.1' },
      body: JSON.stringify({
        fio: 'Ольга Соколова',
        email,
        phone: '89991234567',
        company: 'ООО Вектор',
        position: 'Директор',
        company_size: '101-500',
        agree: true,
        source_url: `http://localhost/ru/products/ecm${path}`,
      }),
    });
    expect(r.status).toBe(201);
    const [lead] = await drainedLeadsOf<{ experiment: number; variant: number }>(email, 'experiment,variant');
    expect(lead).toEqual({ experiment: experiment.id, variant: variant.id });

    // Three new visitors, each assigned and counted once.
    for (let i = 0; i < 3; i++) await get(CONSENT);
    const counted = await eventually(
      async () => {
        const rows = await cms<Variant[]>('GET', `/items/experiment_variants?filter[experiment][_eq]=${experiment.id}&fields=*`);
        const visitors = rows.reduce((sum, v) => sum + (v.visitors ?? 0), 0);
        return visitors >= 4 && rows.find((v) => v.id === variant.id)!.leads === 1 ? rows : undefined;
      },
      120_000,
      'visitors and leads counted per variant',
    );
    const b = counted.find((v) => v.id === variant.id)!;
    expect(b.conversion).toMatch(/%$/);
    expect(b.significance).toMatch(/вероятность превзойти контроль/);
    expect(counted.find((v) => v.id === control.id)!.significance).toBe('Контроль');
  });

  it('keeps writing visitor counts when another test is deleted while its own counts wait', async () => {
    const otherPath = `/ab-deleted-${stamp}/`;
    const other = await publishPage(otherPath, 'Проверка удалённого A/B-теста', [
      { collection: 'block_rich_text', item: { content: '<p>Контроль</p>' } },
    ]);
    const otherTest = await createAbTest(
      { name: `Удаляемый ${stamp}`, state: 'running', goal: 'demo', page: other.id, block: other.blocks[0]! },
      [
        { name: 'Контроль', weight: 50 },
        { name: 'Вариант Б', weight: 50, block: [{ collection: 'block_rich_text', item: { content: '<p>Вариант</p>' } }] },
      ],
    );
    // A visitor of the other test is counted, then the test goes before its count is written
    // (counts are written every 30 s: usually in between).
    await eventually(
      async () =>
        (await site(otherPath, { headers: { cookie: CONSENT } })).headers.get('set-cookie')?.includes(`ab_${otherTest.id}=`)
          ? true
          : undefined,
      30_000,
      'a visitor assigned a variant of the other test',
    );
    await cms('DELETE', `/items/experiments/${otherTest.id}`);
    await cms('DELETE', `/items/pages/${other.id}`);

    const visitorsNow = async () =>
      (await cms<Variant[]>('GET', `/items/experiment_variants?filter[experiment][_eq]=${experiment.id}&fields=visitors`)).reduce(
        (sum, v) => sum + (v.visitors ?? 0),
        0,
      );
    const before = await visitorsNow();
    for (let i = 0; i < 2; i++) await get(CONSENT);
    await eventually(
      async () => ((await visitorsNow()) >= before + 2 ? true : undefined),
      120_000,
      "this test's new visitors counted after the other test was deleted",
    );
  });

  it('keeps the winner as the page block when the test ends', async () => {
    await cms('PATCH', `/items/experiments/${experiment.id}`, { state: 'ended', winner: variant.id });
    await eventually(
      async () =>
        (await cms<Experiment>('GET', `/items/experiments/${experiment.id}?fields=winner_applied`)).winner_applied ? true : undefined,
      120_000,
      'the winner applied',
    );
    // Everyone, with or without consent, now sees the winner on the page itself.
    await eventually(
      async () => ((await text(await get())).body.includes(VARIANT_TEXT) ? true : undefined),
      30_000,
      'the winner on the page',
    );
  });

  describe('on the home page', () => {
    const HOME_TEXT = `Главная, вариант ${stamp}`;
    let homeTest: Experiment;
    let homeVariant: Variant;

    beforeAll(async () => {
      const [home] = await cms<{ id: number; blocks: { id: number; collection: string }[] }[]>(
        'GET',
        '/items/pages?filter[path][_eq]=/&fields=id,blocks.id,blocks.collection',
      );
      const hero = home!.blocks.find((b) => b.collection === 'block_hero')!;
      homeTest = await createAbTest<Experiment>(
        { name: `Главная ${stamp}`, state: 'running', goal: 'demo', page: home!.id, block: hero.id },
        [
          { name: 'Контроль', weight: 50 },
          { name: 'Вариант Б', weight: 50, block: [{ collection: 'block_hero', item: { title: HOME_TEXT } }] },
        ],
        'id,variants.id,variants.name',
      );
      homeVariant = homeTest.variants.find((v) => v.name === 'Вариант Б')!;
    });

    afterAll(async () => {
      if (homeTest) await cms('DELETE', `/items/experiments/${homeTest.id}`);
    });

    it('serves the variant of its hero, from the ISR cache, to its page data too, and the control without consent', async () => {
      const cookie = `${CONSENT}; ab_${homeTest.id}=${homeVariant.id}`;
      const served = await eventually(
        async () => {
          const r = await text(await site('/', { headers: { cookie } }));
          return r.cache === 'HIT' && r.body.includes(HOME_TEXT) ? r : undefined;
        },
        30_000,
        'the home variant from the cache',
      );
      expect(served.status).toBe(200);
      const buildId = /"buildId":"([^"]+)"/.exec(served.body)![1]!;
      const data = await site(`/_next/data/${buildId}/index.json`, { headers: { 'x-nextjs-data': '1', cookie } });
      expect(JSON.stringify(await data.json())).toContain(HOME_TEXT);
      // A first visit with consent is assigned on the home page.
      expect((await site('/', { headers: { cookie: CONSENT } })).headers.get('set-cookie')).toMatch(new RegExp(`ab_${homeTest.id}=\\d+;`));
      for (const r of [
        await text(await site('/')),
        await text(await site('/', { headers: { cookie: `ab_${homeTest.id}=${homeVariant.id}` } })),
      ]) {
        expect(r.status).toBe(200);
        expect(r.body).not.toContain(HOME_TEXT);
        expect(r.setCookie ?? '').not.toContain(`ab_${homeTest.id}`);
      }
    });
  });
});
