// What setup gives the admin app: the marketer's role and its limits, lead list views, labels
// instead of codes, and the licence owner set so that its dialog does not greet every sign-in.
import { accessTokenOf } from '../support/admin-app';
import { CMS, cms } from '../support/stack';

const signIn = (email: string, password: string) => accessTokenOf(email, password, CMS());

const as = (token: string, path: string, init: RequestInit = {}) =>
  fetch(`${CMS()}${path}`, { ...init, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...init.headers } });

describe('admin app set-up', () => {
  it('lets the seeded marketer edit content and see leads without their personal data, but not the data model, users or flows', async () => {
    await cms('POST', '/items/leads', {
      kind: 'demo',
      fio: 'Петров Пётр',
      email: 'petrov@example.ru',
      fields: {},
      payload: {},
      attribution: {},
    });
    const marketer = await signIn('marketer@example.com', 'ecm-marketer');
    const me = (await (await as(marketer, '/users/me?fields=role.name')).json()) as { data: { role: { name: string } } };
    expect(me.data.role.name).toBe('Маркетолог');

    const redirect = await as(marketer, '/items/redirects', {
      method: 'POST',
      body: JSON.stringify({ from: '/marketer-redirect/', to: '/' }),
    });
    expect(redirect.status).toBe(200);
    const { id } = ((await redirect.json()) as { data: { id: number } }).data;
    expect((await as(marketer, `/items/redirects/${id}`, { method: 'DELETE' })).status).toBe(204);

    const leads = await (await as(marketer, '/items/leads?fields=*&limit=-1')).text();
    expect(leads).toContain('"kind":"demo"');
    expect(leads).not.toContain('petrov@example.ru');
    expect((await as(marketer, '/items/leads?fields=email')).status).toBe(403);
    expect((await as(marketer, '/items/leads', { method: 'POST', body: JSON.stringify({ kind: 'demo' }) })).status).toBe(403);

    expect((await as(marketer, '/fields/pages', { method: 'POST', body: JSON.stringify({ field: 'x', type: 'string' }) })).status).toBe(
      403,
    );
    expect((await as(marketer, '/flows')).status).toBe(403);
    expect((await as(marketer, '/settings', { method: 'PATCH', body: JSON.stringify({ project_name: 'x' }) })).status).toBe(403);
    expect((await as(marketer, '/users', { method: 'POST', body: JSON.stringify({ email: 'x@example.com' }) })).status).toBe(403);
  });

  it('lists leads newest first, with a bookmark per form kind', async () => {
    const presets = await cms<
      { bookmark: string | null; role: string | null; filter: unknown; layout_query: { tabular: { sort: string[] } } }[]
    >('GET', '/presets?filter[collection][_eq]=leads&fields=bookmark,role,filter,layout_query&limit=-1');
    // Everyone's view (sales have one of their own: sales-leads.browser.test.ts).
    expect(presets.find((p) => p.bookmark === null && p.role === null)?.layout_query.tabular.sort).toEqual(['-date_created']);
    const trial = presets.find((p) => p.bookmark === 'Заявки: Пробный период');
    expect(trial?.filter).toEqual({ kind: { _eq: 'trial' } });
    expect(trial?.layout_query.tabular.sort).toEqual(['-date_created']);
  });

  it('shows choice labels instead of codes, and names the page block drawer in Russian', async () => {
    const kind = await cms<{ meta: { display: string; display_options: { choices: { value: string; text: string }[] } } }>(
      'GET',
      '/fields/leads/kind',
    );
    expect(kind.meta.display).toBe('labels');
    expect(kind.meta.display_options.choices).toContainEqual({ value: 'question', text: 'Вопрос' });
    const junction = await cms<{ meta: { translations: { translation: string }[] } }>('GET', '/collections/pages_blocks');
    expect(junction.meta.translations[0]!.translation).toBe('Блок страницы');
  });

  type Field = {
    collection: string;
    field: string;
    type: string;
    meta: {
      interface: string | null;
      display: string | null;
      display_options: Record<string, unknown> | null;
      options: Record<string, unknown> | null;
      conditions: { rule: unknown; hidden?: boolean }[] | null;
      note: string | null;
    } | null;
  };

  it('shows text as typed (no title case), menu items by their titles and dates with their time', async () => {
    const fields = await cms<Field[]>('GET', '/fields');
    const ours = fields.filter((f) => !f.collection.startsWith('directus_') && f.meta);
    // Every text field of the model, in every collection: Directus' default display title-cases it.
    const texts = ours.filter((f) => ['string', 'text'].includes(f.type) && ['input', 'input-multiline'].includes(f.meta!.interface ?? ''));
    expect(texts.length).toBeGreaterThan(100);
    const titleCased = texts.filter((f) => f.meta!.display !== 'formatted-value' || f.meta!.display_options?.format !== false);
    expect(titleCased.map((f) => `${f.collection}.${f.field}`)).toEqual([]);

    // The list of menus counts their items in Russian («4 пункта», not «4 Элементы»: cms/extensions/item-count).
    const items = ours.find((f) => f.collection === 'navigation' && f.field === 'items')!;
    expect(items.meta!.display).toBe('ecm-item-count');
    expect(items.meta!.display_options).toEqual({ one: 'пункт', few: 'пункта', many: 'пунктов' });
    const lists = ours.filter(
      (f) => f.meta!.interface === 'list-o2m' && !['related-values', 'ecm-item-count'].includes(f.meta!.display ?? ''),
    );
    expect(lists.map((f) => `${f.collection}.${f.field}`)).toEqual([]);

    const received = ours.find((f) => f.collection === 'leads' && f.field === 'date_created')!;
    expect(received.meta!.display).toBe('datetime');
    expect(received.meta!.display_options).toMatchObject({ format: 'short', use24: true, tz: 'Europe/Moscow' });
    const [listView] = await cms<{ layout_query: { tabular: { fields: string[]; sort: string[] } } }[]>(
      'GET',
      '/presets?filter[collection][_eq]=leads&filter[bookmark][_null]=true&fields=layout_query&limit=1',
    );
    // The form by its name (not «Форма из конструктора» for every built form), unfinished leads marked.
    expect(listView!.layout_query.tabular.fields).toEqual(expect.arrayContaining(['date_created', 'form_name', 'partial', 'crm_status']));
  });

  it("gives the form block's analytics and CRM fields choices and guidance, and the file only to the download form", async () => {
    const field = (name: string) => cms<Field>('GET', `/fields/block_lead_form/${name}`);
    const goals = await field('metric_actions');
    expect(goals.meta!.interface).toBe('select-multiple-checkbox');
    expect(goals.meta!.options!.choices).toContainEqual({ value: 'price_request', text: 'Запрос цены (target/price_request)' });
    expect(goals.meta!.display).toBe('labels');
    for (const [name, code] of [
      ['qbpm_pipeline', 'ecm'],
      ['source_deal', 'ecm_site'],
    ] as const) {
      const crm = await field(name);
      expect(crm.meta!.interface).toBe('select-dropdown');
      expect(crm.meta!.options).toMatchObject({ allowOther: true, choices: [expect.objectContaining({ value: code })] });
      expect(crm.meta!.note).toContain(code);
    }
    const file = await field('file');
    expect(file.meta!.conditions).toEqual([
      expect.objectContaining({ hidden: true, rule: { _and: [{ form_kind: { _nin: ['download'] } }] } }),
    ]);
    // The media block has alt text of its own.
    const alt = await cms<Field>('GET', '/fields/block_media/alt');
    expect(alt.type).toBe('string');
  });

  it('sets the licence owner, so Directus does not ask for it at sign-in', async () => {
    const settings = await cms<{ project_owner: string | null }>('GET', '/settings?fields=project_owner');
    expect(settings.project_owner).toBe('admin@example.com');
  });
});
