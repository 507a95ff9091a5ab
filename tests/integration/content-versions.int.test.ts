// Content versions of webinars, news and articles (Directus Content Versioning): a saved version is
// shown by the preview route and nowhere else; promoting it puts it live and the flow regenerates
// the item's page.
import { cms, eventually, previewSecret, site } from '../support/stack';

// Saving a webinar or article regenerates every page of the site, which takes a while on a busy machine.
jest.setTimeout(300_000);

const ours = { language: 'ru-RU', product: 'ECM' };
const DAY = 86_400_000;

const text = async (path: string, cookie?: string) => {
  const r = await site(path, cookie ? { headers: { cookie } } : {});
  return { status: r.status, body: await r.text() };
};

/** The draft-mode cookies the preview route hands out for `path` and the version `key`. */
async function previewCookies(path: string, key: string) {
  const r = await site(`/api/preview/?secret=${encodeURIComponent(previewSecret())}&path=${encodeURIComponent(path)}&version=${key}`);
  expect(r.status).toBe(307);
  return r.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

type Case = { collection: string; section: string; item: Record<string, unknown> };

const cases: Case[] = [
  {
    collection: 'webinars',
    section: '/webinars/',
    item: { date: new Date(Date.now() + 7 * DAY).toISOString(), content: '<p>Программа до правки.</p>' },
  },
  { collection: 'news', section: '/news/', item: { date: '2026-11-21', content: '<p>Текст новости до правки.</p>' } },
  { collection: 'articles', section: '/articles/', item: { date: '2026-11-21', content: '<p>Текст статьи до правки.</p>' } },
];

describe.each(cases)('a content version of $collection', ({ collection, section, item }) => {
  const slug = `version-check-${collection}`;
  const path = `${section}${slug}/`;
  const OLD = `Заголовок до правки (${collection})`;
  const NEW = `Заголовок в версии (${collection})`;
  const NEW_BODY = 'Текст, подготовленный в версии.';
  let id: number;

  beforeAll(async () => {
    ({ id } = await cms<{ id: number }>('POST', `/items/${collection}`, { ...ours, ...item, status: 'published', title: OLD, slug }));
    await eventually(async () => ((await text(path)).body.includes(OLD) ? true : undefined), 90_000, `${path} to go live`);
  });
  afterAll(async () => {
    await cms('DELETE', `/items/${collection}/${id}`);
  });

  it('is previewed from its key, leaves the live page alone, and goes live when promoted', async () => {
    const version = await cms<{ id: string }>('POST', '/versions', { collection, item: String(id), key: 'edit', name: 'Правка' });
    await cms('POST', `/versions/${version.id}/save`, { title: NEW, content: `<p>${NEW_BODY}</p>` });

    // The preview of the version shows it; the preview of the item itself and visitors do not.
    const inVersion = await text(path, await previewCookies(path, 'edit'));
    expect(inVersion.status).toBe(200);
    expect(inVersion.body).toContain(NEW);
    expect(inVersion.body).toContain(NEW_BODY);
    const inMain = await text(path, await previewCookies(path, 'main'));
    expect(inMain.body).toContain(OLD);
    expect(inMain.body).not.toContain(NEW);
    const live = await text(path);
    expect(live.body).toContain(OLD);
    expect(live.body).not.toContain(NEW);
    // An unknown key (a deleted or promoted version) is a 404, not the item passed off as the version.
    expect((await text(path, await previewCookies(path, 'no-such-version'))).status).toBe(404);

    // Promote: the item changes in Directus and the flow regenerates its page.
    const { mainHash } = await cms<{ mainHash: string }>('GET', `/versions/${version.id}/compare`);
    const t0 = Date.now();
    await cms('POST', `/versions/${version.id}/promote`, { mainHash });
    await eventually(async () => ((await text(path)).body.includes(NEW) ? true : undefined), 90_000, `the promoted ${collection} live`);
    console.log(`${collection}: promoted version live ${Date.now() - t0} ms after the promotion`);
    expect((await text(path)).body).toContain(NEW_BODY);
  });
});
