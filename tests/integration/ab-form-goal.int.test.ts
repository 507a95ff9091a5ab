// An A/B test whose goal is a form built in «Формы», against the running site and Directus: the
// variant shows the built form; a visitor in it sends step 1 (a partial lead: no conversion yet)
// and later step 2 (the form completed: one conversion of that variant); another visitor's lead,
// filled faster than a person can, waits in spam review and is no conversion. The form's funnel
// for the page and variant counts both completions, one of them as spam; funnel beacons that name
// a form, field or page that does not exist are refused with 400 and counted nowhere. Each test's
// goal is kept as one readable text (`goal_label`, cms/extensions/experiment-goal-label) through
// saves, a form's rename and delete.
import { cms, eventually, site, deleteRowsOfDomain } from '../support/stack';
import { createForm } from '../support/built-forms';
import { DRAINED_WITHIN_MS } from '../support/journal';

type Variant = { id: number; name: string; visitors: number; leads: number; conversion: string | null };
type Lead = { id: string; partial: boolean; variant: number | null; review_status: string };
type Funnel = { form: string; built_form: number; form_name: string; views: number; submissions: number; spam: number; spam_share: string };

const stamp = Date.now();
const DOMAIN = 'ab-form-goal.example';
const path = `/ab-form-goal-${stamp}/`;
const TITLE = `Заявка на внедрение ${stamp}`;
const CONSENT = 'cookies-approved=true';
const sourceUrl = `http://localhost/ru/products/ecm${path}`;

let formId = 0;
let version = 0;
let pageId = 0;
let blockId = 0;
let experimentId = 0;
let control: Variant;
let variant: Variant;
let n = 0;
const freshIp = () => `10.29.${Math.floor(++n / 250)}.${n % 250}`;

beforeAll(async () => {
  const form = await createForm({
    name: `Тест: цель A/B ${stamp}`,
    title: TITLE,
    fields: [
      { type: 'text', name: 'fio', label: 'ФИО', required: true, step: 1 },
      { type: 'email', name: 'email', label: 'E-mail', required: true, step: 1 },
      { type: 'agreement', name: 'agree', required: true, step: 1 },
      { type: 'phone', name: 'phone', label: 'Телефон', required: true, step: 2 },
    ],
  });
  formId = form.id;
  version = form.version;
  const page = await cms<{ id: number; blocks: number[] }>('POST', '/items/pages?fields=id,blocks', {
    path,
    title: 'Проверка цели A/B: форма из конструктора',
    status: 'published',
    blocks: [{ collection: 'block_rich_text', sort: 1, item: { content: '<p>Контроль: без формы</p>' } }],
  });
  pageId = page.id;
  blockId = page.blocks[0]!;
  await eventually(async () => ((await site(path)).status === 200 ? true : undefined), 30_000, 'the new page');
  // All traffic to the variant that shows the built form, so every visitor of this test is in it.
  const experiment = await cms<{ id: number; variants: Variant[] }>('POST', '/items/experiments?fields=id,variants.id,variants.name', {
    name: `Цель — форма ${stamp}`,
    state: 'running',
    page: page.id,
    block: page.blocks[0],
    goal: 'form',
    goal_form: formId,
    variants: [
      { name: 'Контроль', weight: 0, sort: 1 },
      { name: 'С формой', weight: 100, sort: 2, block: [{ collection: 'block_lead_form', item: { form: formId, form_kind: 'form' } }] },
    ],
  });
  experimentId = experiment.id;
  control = experiment.variants.find((v) => v.name === 'Контроль')!;
  variant = experiment.variants.find((v) => v.name === 'С формой')!;
}, 60_000);

afterAll(async () => {
  await deleteRowsOfDomain('leads', DOMAIN);
  if (experimentId) await cms('DELETE', `/items/experiments/${experimentId}`);
  if (pageId) await cms('DELETE', `/items/pages/${pageId}`);
  const rows = await cms<{ id: number }[]>('GET', `/items/form_funnels?filter[page][_eq]=${encodeURIComponent(path)}&fields=id`);
  for (const r of rows) await cms('DELETE', `/items/form_funnels/${r.id}`);
  if (formId) await cms('DELETE', `/items/forms/${formId}`);
});

/** A new visitor who accepted cookies: assigned (and counted in) the test's variant; their cookies. */
async function newVisitor(): Promise<string> {
  const cookie = await eventually(
    async () => {
      const r = await site(path, { headers: { cookie: CONSENT } });
      const assigned = new RegExp(`ab_${experimentId}=(\\d+)`).exec(r.headers.get('set-cookie') ?? '');
      return assigned ? `${CONSENT}; ab_${experimentId}=${assigned[1]}` : undefined;
    },
    30_000,
    'a variant for a new visitor',
  );
  expect(cookie).toContain(`ab_${experimentId}=${variant.id}`);
  return cookie;
}

const post = (cookie: string, body: Record<string, unknown>) =>
  site(`/api/form/?id=${formId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'x-forwarded-for': freshIp() },
    body: JSON.stringify({ form_version: version, website: '', source_url: sourceUrl, ...body }),
  });

async function step1(cookie: string, email: string, fillMs: number) {
  const r = await post(cookie, { fio: 'Ирина Соколова', email, agree: true, form_step: 1, fill_ms: fillMs });
  expect(r.status).toBe(201);
  return ((await r.json()) as { data: { id: string; update_token: string } }).data;
}

async function step2(cookie: string, lead: { id: string; update_token: string }) {
  const r = await post(cookie, { phone: '+7 912 345-67-89', form_step: 2, lead_id: lead.id, token: lead.update_token });
  expect(r.status).toBe(200);
}

const leadOf = (email: string, check: (l: Lead) => boolean) =>
  eventually(
    async () => {
      const [l] = await cms<Lead[]>(
        'GET',
        `/items/leads?filter[email][_eq]=${encodeURIComponent(email)}&fields=id,partial,variant,review_status`,
      );
      return l && check(l) ? l : undefined;
    },
    DRAINED_WITHIN_MS,
    `the lead of ${email}`,
  );

const variants = () => cms<Variant[]>('GET', `/items/experiment_variants?filter[experiment][_eq]=${experimentId}&fields=*`);

/** Waits for a round of results that counted at least `visitors` visitors (so it ran after what came before). */
const roundWith = (visitors: number) =>
  eventually(
    async () => {
      const rows = await variants();
      return rows.find((v) => v.id === variant.id)!.visitors >= visitors ? rows : undefined;
    },
    120_000,
    `a round of results with ${visitors} visitors`,
  );

const beacon = (cookie: string, body: Record<string, unknown>) =>
  site('/api/form-funnel/', { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });

describe('an A/B test whose goal is a form built in «Формы»', () => {
  it('counts completed leads of that form per variant, not partial ones nor those held as spam', async () => {
    const first = await newVisitor();
    // The variant shows the built form, named for its funnel by its key.
    const html = await (await site(path, { headers: { cookie: first } })).text();
    expect(html).toContain(TITLE);
    expect(html).toContain(`data-funnel-form="form-${formId}"`);

    // Step 1: a partial lead of the variant, not yet a conversion.
    const email = `goal-${stamp}@${DOMAIN}`;
    const lead = await step1(first, email, 15_000);
    expect(await leadOf(email, (l) => l.partial)).toMatchObject({ variant: variant.id, review_status: 'clean' });
    await newVisitor();
    const afterStep1 = await roundWith(2);
    expect(afterStep1.find((v) => v.id === variant.id)).toMatchObject({ leads: 0 });

    // Another visitor fills step 1 in 300 ms and completes the form: held for review, no conversion.
    const bot = await newVisitor();
    const botEmail = `fast-${stamp}@${DOMAIN}`;
    await step2(bot, await step1(bot, botEmail, 300));
    expect(await leadOf(botEmail, (l) => !l.partial)).toMatchObject({ variant: variant.id, review_status: 'review' });

    // The first visitor comes back and completes the form: one conversion of the variant. The last
    // step sent again (a retry) completes nothing twice.
    await step2(first, lead);
    await step2(first, lead);
    await leadOf(email, (l) => !l.partial);
    await newVisitor();
    const done = await roundWith(4);
    expect(done.find((v) => v.id === variant.id)).toMatchObject({ visitors: 4, leads: 1, conversion: '25,00 %' });
    expect(done.find((v) => v.id === control.id)).toMatchObject({ visitors: 0, leads: 0 });

    // The form's funnel on that page and variant: two completions (the retry is none), one of them
    // spam, under the form's title.
    const [row] = await eventually(
      async () => {
        const rows = await cms<Funnel[]>('GET', `/items/form_funnels?filter[page][_eq]=${encodeURIComponent(path)}&fields=*`);
        return rows.length && rows[0]!.submissions >= 2 ? rows : undefined;
      },
      120_000,
      'the funnel of the built form',
    );
    expect(row).toMatchObject({ form: 'form', built_form: formId, form_name: TITLE, submissions: 2, spam: 1, spam_share: '50,0 %' });
  }, 400_000);

  it('refuses funnel beacons naming a form, field or page that does not exist, and counts them nowhere', async () => {
    const cookie = CONSENT;
    const ok = { form: `form-${formId}`, event: 'leave', field: 'phone', url: sourceUrl };
    expect((await beacon(cookie, ok)).status).toBe(204);
    for (const [bad, why] of [
      [{ ...ok, form: 'form-999999999' }, 'a form that does not exist'],
      [{ ...ok, form: `form-${formId}x` }, 'a made-up form key'],
      [{ ...ok, field: 'nickname' }, 'a field the form does not have'],
      [{ ...ok, url: `http://localhost/ru/products/ecm/no-such-page-${stamp}/` }, 'a page that does not exist'],
    ] as const) {
      const r = await beacon(cookie, bad);
      expect({ why, status: r.status }).toEqual({ why, status: 400 });
    }
    // Only the good beacon is counted (a drop-off at «Телефон», on a row of this page without a
    // variant: the beacon carried no variant cookie); nothing for another page, form or field.
    const rows = await eventually(
      async () => {
        const found = await cms<(Funnel & { page: string; drop_off: Record<string, number> })[]>(
          'GET',
          `/items/form_funnels?filter[built_form][_eq]=${formId}&fields=*`,
        );
        return found.some((r) => r.drop_off?.phone === 1) ? found : undefined;
      },
      120_000,
      'the drop-off of the good beacon',
    );
    expect(rows.every((r) => r.page === path)).toBe(true);
    expect(rows.flatMap((r) => Object.keys(r.drop_off ?? {}))).toEqual(['phone']);
  }, 200_000);
});

describe('the goal as the marketer reads it (goal_label)', () => {
  type Test = { goal_label: string | null };
  const label = (id: number, expected: string) =>
    eventually(
      async () => {
        const t = await cms<Test>('GET', `/items/experiments/${id}?fields=goal_label`);
        return t.goal_label === expected ? t : undefined;
      },
      20_000,
      `test ${id}'s goal read «${expected}»`,
    );

  it('names a built form by its name, through saves, a rename and a delete; a spec form by its label', async () => {
    const form = await createForm({
      name: `Тест: подпись цели ${stamp}`,
      title: `Подпись цели ${stamp}`,
      fields: [{ type: 'email', name: 'email', label: 'E-mail', required: true, step: 1 }],
    });
    const made: number[] = [];
    try {
      const test = (body: Record<string, unknown>) =>
        cms<{ id: number }>('POST', '/items/experiments?fields=id', {
          name: `Подпись цели ${stamp}`,
          state: 'draft',
          page: pageId,
          block: blockId,
          ...body,
        }).then(({ id }) => (made.push(id), id));
      const byForm = await test({ goal: 'form', goal_form: form.id });
      const byKind = await test({ goal: 'question' });
      await label(byForm, `форма «Тест: подпись цели ${stamp}»`);
      await label(byKind, 'Вопрос');

      // The form renamed: its tests follow; a test of another goal is untouched.
      await cms('PATCH', `/items/forms/${form.id}`, { name: `Тест: новое имя ${stamp}` });
      await label(byForm, `форма «Тест: новое имя ${stamp}»`);
      // A goal changed either way, and a label written by hand, are put right at the save.
      await cms('PATCH', `/items/experiments/${byKind}`, { goal: 'form', goal_form: form.id });
      await label(byKind, `форма «Тест: новое имя ${stamp}»`);
      await cms('PATCH', `/items/experiments/${byKind}`, { goal: 'demo', goal_form: null, goal_label: 'что угодно' });
      await label(byKind, 'Демонстрация');

      // The form deleted: no «--», no old name.
      await cms('DELETE', `/items/forms/${form.id}`);
      await label(byForm, 'форма не выбрана');
    } finally {
      for (const id of made) await cms('DELETE', `/items/experiments/${id}`).catch(() => undefined);
      await cms('DELETE', `/items/forms/${form.id}`).catch(() => undefined);
    }
  });
});
