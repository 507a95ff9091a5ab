// What setup gives the admin app: the marketer's role and its limits, lead list views, labels
// instead of codes, and the licence owner set so that its dialog does not greet every sign-in.
import { CMS, cms } from '../support/stack';

async function signIn(email: string, password: string): Promise<string> {
  const r = await fetch(`${CMS()}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(r.status).toBe(200);
  return ((await r.json()) as { data: { access_token: string } }).data.access_token;
}

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
    const presets = await cms<{ bookmark: string | null; filter: unknown; layout_query: { tabular: { sort: string[] } } }[]>(
      'GET',
      '/presets?filter[collection][_eq]=leads&fields=bookmark,filter,layout_query&limit=-1',
    );
    expect(presets.find((p) => p.bookmark === null)?.layout_query.tabular.sort).toEqual(['-date_created']);
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

  it('sets the licence owner, so Directus does not ask for it at sign-in', async () => {
    const settings = await cms<{ project_owner: string | null }>('GET', '/settings?fields=project_owner');
    expect(settings.project_owner).toBe('admin@example.com');
  });
});
