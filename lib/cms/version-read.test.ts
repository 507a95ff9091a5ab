import { NewsCardVersionDocument, PageVersionDocument } from '@/schema/generated/graphql';
import { matches, readVersion, shapeAsDocument, sortedLike, versionFields } from './version-read';

const mockRest = jest.fn();
jest.mock('./client', () => ({
  ...jest.requireActual('./client'),
  cmsRest: (...args: unknown[]) => mockRest(...args),
}));

const doc = PageVersionDocument as never;
const vars = { statuses: ['draft', 'published'] };

describe('reading a content version over REST', () => {
  it("asks for the document's fields, many-to-any members by collection, and what sorting needs", () => {
    const fields = versionFields(doc, vars);
    expect(fields).toEqual(expect.arrayContaining(['id', 'path', 'seo_image.width', 'blocks.id', 'blocks.collection', 'blocks.sort']));
    expect(fields).toEqual(expect.arrayContaining(['blocks.item:block_faq.items.question', 'blocks.item:block_faq.items.sort']));
    expect(fields).toContain('blocks.item:block_hero.primary_page.path');
    // The fields a list's filter reads (success stories by status and language).
    expect(fields).toContain('blocks.item:block_success_stories.items.story.status');
    expect(fields).not.toContain('__typename');
  });

  it('shapes the answer like GraphQL: types, string ids, stand-in ids for what the version adds, sorted lists', () => {
    const page = shapeAsDocument(
      doc,
      {
        id: 7,
        path: '/x/',
        title: 'T',
        blocks: [
          {
            id: null,
            sort: 2,
            collection: 'block_faq',
            item: {
              id: null,
              title: 'Вопросы',
              items: [
                { id: null, sort: 2, question: 'Б?' },
                { id: null, sort: 1, question: 'А?' },
              ],
            },
          },
          { id: 3, sort: 1, collection: 'block_hero', item: { id: 9, title: 'Герой', primary_page: null } },
        ],
      },
      vars,
    ) as { id: string; blocks: { id: string; item: { __typename: string; id: string; items?: { question: string }[] } }[] };
    expect(page.id).toBe('7');
    expect(page.blocks.map((b) => b.item.__typename)).toEqual(['block_hero', 'block_faq']);
    expect(page.blocks[0]!.id).toBe('3');
    expect(page.blocks[1]!.id).toMatch(/^new-\d+$/);
    expect(page.blocks[1]!.item.items!.map((i) => i.question)).toEqual(['А?', 'Б?']);
    // Fields the document does not ask for stay out.
    expect(page.blocks[0]).not.toHaveProperty('sort');
  });

  it('filters lists as Directus would', () => {
    const filter = { story: { status: { _in: ['published'] }, language: { code: { _eq: 'ru-RU' } } } };
    expect(matches({ story: { status: 'published', language: { code: 'ru-RU' } } }, filter)).toBe(true);
    expect(matches({ story: { status: 'draft', language: { code: 'ru-RU' } } }, filter)).toBe(false);
    expect(matches({ story: null }, filter)).toBe(false);
    // A row without the related row matches a test for its null fields: a menu's top-level items.
    const topLevel = { parent: { id: { _null: true } } };
    expect(matches({ parent: null }, topLevel)).toBe(true);
    expect(matches({ title: 'Новый пункт' }, topLevel)).toBe(true);
    expect(matches({ parent: { id: 3 } }, topLevel)).toBe(false);
  });
});

describe('a version read for a list', () => {
  const where = { _and: [{ status: { _eq: 'published' } }], language: { code: { _eq: 'ru-RU' } } };
  const raw = { id: 4, title: 'Из релиза', slug: 's', date: '2026-12-01', status: 'published', language: { code: 'ru-RU' } };

  it("asks for what the list's filter tests too, and gives the card when the version passes it", async () => {
    mockRest.mockResolvedValue(raw);
    const r = await readVersion(NewsCardVersionDocument, 'news', '4', 'spring', { id: '4', version: 'spring' }, where);
    expect(r).toMatchObject({ ok: true, data: { id: '4', title: 'Из релиза', date: '2026-12-01' } });
    const fields = decodeURIComponent(new URL(`http://x${mockRest.mock.calls[0][1]}`).searchParams.get('fields')!).split(',');
    expect(fields).toEqual(expect.arrayContaining(['title', 'preview.id', 'status', 'language.code']));
  });

  it('gives nothing when the version takes the item out of the list', async () => {
    mockRest.mockResolvedValue({ ...raw, status: 'archived' });
    const r = await readVersion(NewsCardVersionDocument, 'news', '4', 'spring', { id: '4', version: 'spring' }, where);
    expect(r).toEqual({ ok: true, data: null });
  });

  it('sorts rows as Directus does, by each key in turn, into a new array', () => {
    const rows = [
      { a: 1, b: 'x' },
      { a: 2, b: 'y' },
      { a: 1, b: 'z' },
    ];
    expect(sortedLike(rows, ['a', '-b'])).toEqual([rows[2], rows[0], rows[1]]);
    expect(rows[0]).toEqual({ a: 1, b: 'x' });
  });
});
