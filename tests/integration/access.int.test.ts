// Least privilege against the real Directus: what visitors (the public role) and each of the site's
// tokens can read. A draft page's text must not come back from any request a visitor can make.
import { execFileSync } from 'node:child_process';
import { CMS, cms, eventually, site as fromSite } from '../support/stack';

const SECRET_TEXT = 'Текст черновика 7f3a';

const asPublic = (path: string, init: RequestInit = {}) => fetch(`${CMS()}${path}`, init);
const withToken = (token: string, path: string, init: RequestInit = {}) =>
  fetch(`${CMS()}${path}`, { ...init, headers: { ...init.headers, authorization: `Bearer ${token}` } });
const graphql = (path: string, query: string, token?: string) =>
  fetch(`${CMS()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query }),
  });

const token = (name: string) => {
  const v = process.env[name];
  if (!v) throw new Error(`${name} is not set`);
  return v;
};

describe('Directus access', () => {
  let page: { id: number; blocks: number[] };
  let file: string;

  beforeAll(async () => {
    page = await cms('POST', '/items/pages?fields=id,blocks', {
      path: '/access-draft/',
      title: 'Черновик для проверки доступа',
      status: 'draft',
      blocks: [
        { collection: 'block_rich_text', sort: 1, item: { title: SECRET_TEXT, content: `<p>${SECRET_TEXT}</p>` } },
        { collection: 'block_faq', sort: 2, item: { title: SECRET_TEXT, items: [{ question: SECRET_TEXT, answer: SECRET_TEXT }] } },
      ],
    });
    const form = new FormData();
    form.append('title', 'Служебное название файла');
    form.append('file', new Blob([Buffer.from('R0lGODlhAQABAAAAACw=', 'base64')], { type: 'image/gif' }), 'pixel.gif');
    const r = await fetch(`${CMS()}/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token('TEST_ADMIN_TOKEN')}` },
      body: form,
    });
    file = ((await r.json()) as { data: { id: string } }).data.id;
  });

  afterAll(async () => {
    await cms('DELETE', `/items/pages/${page.id}`);
  });

  it('returns no text of a draft page to any public request: items, junction rows, nested fields, revisions, GraphQL', async () => {
    const requests = [
      asPublic('/items/pages?fields=*,blocks.*,blocks.item:block_rich_text.*&filter[status][_eq]=draft'),
      asPublic(`/items/pages/${page.id}?fields=*`),
      asPublic('/items/block_rich_text?fields=*'),
      asPublic('/items/block_faq?fields=*,items.*'),
      asPublic('/items/block_faq_items?fields=*'),
      asPublic('/items/pages_blocks?fields=*,item:block_rich_text.*,item:block_faq.*'),
      asPublic('/revisions?fields=*&limit=-1'),
      asPublic('/activity?fields=*&limit=-1'),
      asPublic('/versions?fields=*'),
      graphql('/graphql', '{ pages { title blocks { item { ... on block_rich_text { title content } } } } }'),
      graphql('/graphql', '{ block_rich_text { title content } block_faq_items { question } }'),
      graphql('/graphql', '{ pages_blocks { item { ... on block_rich_text { content } } } }'),
      graphql('/graphql/system', '{ revisions { data } }'),
    ];
    for (const r of await Promise.all(requests)) {
      const body = await r.text();
      expect(body).not.toContain(SECRET_TEXT);
      expect(body).not.toContain('Черновик для проверки доступа');
    }
  });

  it("keeps a draft page's blocks away from the site's published-read token too", async () => {
    const site = token('TEST_SITE_TOKEN');
    const pages = await withToken(site, `/items/pages?filter[id][_eq]=${page.id}`);
    expect(((await pages.json()) as { data: unknown[] }).data).toEqual([]);
    const junction = await withToken(site, `/items/pages_blocks?filter[pages_id][_eq]=${page.id}&fields=*,item:block_rich_text.*`);
    expect(await junction.text()).not.toContain(SECRET_TEXT);
    // Published pages still come with their blocks.
    const home = await withToken(site, '/items/pages?filter[path][_eq]=/&fields=blocks.collection');
    expect(((await home.json()) as { data: { blocks: unknown[] }[] }).data[0]!.blocks.length).toBeGreaterThan(0);
  });

  it('lists no file to visitors; the site serves a file by its id, and next/image optimises it', async () => {
    const list = await asPublic('/files?fields=id');
    expect(list.status).toBe(403);
    expect(await list.text()).not.toContain(file);
    expect((await asPublic(`/files/${file}?fields=title`)).status).toBe(403);
    expect((await asPublic(`/assets/${file}`)).status).toBe(403);

    const asset = await fromSite(`/api/assets/${file}/`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toBe('image/gif');
    expect((await asset.arrayBuffer()).byteLength).toBeGreaterThan(0);
    // As a browser loads the page's <img> (following the trailing-slash redirect).
    const optimised = await fromSite(`/_next/image?url=${encodeURIComponent(`/ru/products/ecm/api/assets/${file}/`)}&w=640&q=75`, {
      redirect: 'follow',
    });
    expect(optimised.status).toBe(200);
    expect(optimised.headers.get('content-type')).toMatch(/^image\//);
    // Bad requests are 4xx with a reason, never 5xx.
    expect((await fromSite('/api/assets/not-an-id/')).status).toBe(400);
    expect((await fromSite(`/api/assets/${file}/?width=huge`)).status).toBe(400);
    expect((await fromSite('/api/assets/00000000-0000-4000-8000-000000000000/')).status).toBe(404);
  });

  it('lets the lead-write token create a lead and learn its id, but read nothing of any lead', async () => {
    const leads = token('TEST_LEADS_TOKEN');
    const created = await withToken(leads, '/items/leads', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'question', fio: 'Иванова Анна', email: 'anna@example.ru', fields: {}, payload: {}, attribution: {} }),
    });
    expect(created.status).toBe(200);
    const { id } = ((await created.json()) as { data: { id: string } }).data;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const all = (await (await withToken(leads, '/items/leads?fields=*&limit=-1')).text()) as string;
    expect(all).not.toContain('anna@example.ru');
    expect(all).not.toContain('Иванова');
    for (const field of ['fio', 'email', 'phone', 'fields', 'payload', 'ip']) {
      expect((await withToken(leads, `/items/leads/${id}?fields=${field}`)).status).toBe(403);
    }
    // Nor through revisions or GraphQL.
    expect(await (await withToken(leads, '/revisions?fields=data&limit=-1')).text()).not.toContain('anna@example.ru');
    expect(await (await graphql('/graphql', '{ leads { fio email } }', leads)).text()).not.toContain('anna@example.ru');
  });

  it('gives no other site token access to lead personal data', async () => {
    for (const name of ['TEST_SITE_TOKEN', 'TEST_PREVIEW_TOKEN', 'TEST_REVALIDATE_TOKEN', 'TEST_EXPERIMENTS_TOKEN']) {
      const t = token(name);
      expect(await (await withToken(t, '/items/leads?fields=*')).text()).not.toContain('@');
      expect(await (await withToken(t, '/revisions?filter[collection][_eq]=leads&fields=data')).text()).not.toContain('@');
      expect(await (await withToken(t, '/items/subscribers?fields=*')).text()).not.toContain('@');
    }
  });

  it('lets the A/B-test token count leads per variant and swap a block, but change nothing else of a page', async () => {
    const t = token('TEST_EXPERIMENTS_TOKEN');
    const counted = await withToken(t, '/items/leads?aggregate[count]=id&groupBy[]=variant');
    expect(counted.status).toBe(200);
    for (const field of ['fio', 'email', 'phone', 'company', 'fields', 'ip']) {
      expect((await withToken(t, `/items/leads?fields=${field}&limit=1`)).status).toBe(403);
    }
    const json = { 'content-type': 'application/json' };
    const edit = (path: string, body: unknown) => withToken(t, path, { method: 'PATCH', headers: json, body: JSON.stringify(body) });
    expect((await edit(`/items/pages/${page.id}`, { title: 'Взлом' })).status).toBe(403);
    expect((await edit(`/items/pages_blocks/${page.blocks[0]}`, { pages_id: 1 })).status).toBe(403);
    expect((await edit('/items/block_rich_text/1', { title: 'Взлом' })).status).toBe(403);
    expect(await (await withToken(t, `/items/pages_blocks/${page.blocks[0]}?fields=*,item:block_rich_text.*`)).text()).not.toContain(
      SECRET_TEXT,
    );
  });

  it("keeps a change an administrator made to a site policy's rule, and changes nothing else, when setup runs again", async () => {
    const [access] = await cms<{ policy: string }[]>('GET', '/access?filter[role][_null]=true&filter[user][_null]=true&fields=policy');
    const added = await cms<{ id: number }>('POST', '/permissions', {
      policy: access!.policy,
      collection: 'social_links',
      action: 'read',
      fields: ['name', 'href'],
      permissions: {},
    });
    const before = await cms<{ id: number }[]>('GET', `/permissions?filter[policy][_eq]=${access!.policy}&fields=id&limit=-1`);
    const output = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { readFileSync } from 'node:fs';
         import { applyCmsState } from './cms/state/index.mjs';
         import { stateVars } from './scripts/stack.mjs';
         const secrets = JSON.parse(readFileSync(process.env.DATA + '/secrets.json', 'utf8'));
         const vars = stateVars(secrets, { sitePort: Number(new URL(process.env.SITE).port), cmsPort: Number(new URL(process.env.CMS).port), publishScheduleCron: '*/2 * * * * *' });
         const report = await applyCmsState(process.env.CMS, secrets.adminToken, vars, () => {});
         console.log(JSON.stringify(report));`,
      ],
      { encoding: 'utf8', env: { ...process.env, CMS: CMS(), DATA: token('TEST_DATA_DIR'), SITE: token('TEST_SITE_URL') } },
    );
    // Applied a second time, the declared state changes nothing (the stack applied it at start).
    const report = JSON.parse(output) as Record<string, { created: string[]; updated: string[]; removed: string[] }>;
    for (const [kind, counts] of Object.entries(report)) {
      expect({ kind, created: counts.created, updated: counts.updated, removed: counts.removed }).toEqual({
        kind,
        created: [],
        updated: [],
        removed: [],
      });
    }
    expect(Object.keys(report)).toEqual(expect.arrayContaining(['policies', 'permissions', 'flows', 'presets', 'panels', 'translations']));
    // The sync above blocks this process for seconds, long enough for Directus to close the idle
    // keep-alive connection under it: the first request after it may meet a closed socket.
    const after = await eventually(
      () => cms<{ id: number }[]>('GET', `/permissions?filter[policy][_eq]=${access!.policy}&fields=id&limit=-1`),
      30_000,
      'the permissions after the sync',
    );
    expect(after.map((p) => p.id).sort()).toEqual(before.map((p) => p.id).sort());
    await cms('DELETE', `/permissions/${added.id}`);
  });
});
