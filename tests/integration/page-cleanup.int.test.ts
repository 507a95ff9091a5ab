// Deleting a page deletes its blocks and their items; taking a block off a page deletes it; a block
// placed on another page as well stays (cms/extensions/page-block-cleanup). No orphan block, card,
// table row or junction row is left where marketers never see it.
import { cms, eventually } from '../support/stack';

type Junction = { id: number; collection: string; item: string };

const rows = (collection: string, filter: Record<string, unknown>) =>
  cms<{ id: number }[]>('GET', `/items/${collection}?filter=${encodeURIComponent(JSON.stringify(filter))}&fields=id&limit=-1`);
const exists = async (collection: string, id: string | number) => (await rows(collection, { id: { _eq: id } })).length > 0;
const blocksOf = (pageId: number) =>
  cms<Junction[]>('GET', `/items/pages_blocks?filter[pages_id][_eq]=${pageId}&fields=id,collection,item&sort=sort`);

async function createPage(path: string, blocks: unknown[]) {
  return (await cms<{ id: number }>('POST', '/items/pages', { path, title: `Проверка очистки ${path}`, status: 'draft', blocks })).id;
}

describe('blocks of deleted pages', () => {
  it('go with the page, with their cards and rows, and no junction row is left', async () => {
    const pageId = await createPage('/cleanup-check-one/', [
      { collection: 'block_rich_text', sort: 1, item: { title: 'Текст удаляемой страницы', content: '<p>…</p>' } },
      {
        collection: 'block_features',
        sort: 2,
        item: { title: 'Карточки', items: [{ title: 'Первая' }, { title: 'Вторая' }, { title: 'Третья' }] },
      },
      { collection: 'block_table', sort: 3, item: { title: 'Таблица', items: [{ cells: [{ text: 'a' }] }, { cells: [{ text: 'b' }] }] } },
    ]);
    const placed = await blocksOf(pageId);
    expect(placed).toHaveLength(3);
    const features = placed.find((b) => b.collection === 'block_features')!.item;
    const table = placed.find((b) => b.collection === 'block_table')!.item;
    expect(await rows('block_features_items', { block_features_id: { _eq: features } })).toHaveLength(3);

    await cms('DELETE', `/items/pages/${pageId}`);

    await eventually(
      async () => {
        for (const b of placed) if (await exists(b.collection, b.item)) return undefined;
        return true;
      },
      30_000,
      'the blocks of the deleted page to be deleted',
    );
    expect(await rows('pages_blocks', { pages_id: { _eq: pageId } })).toEqual([]);
    expect(await rows('pages_blocks', { id: { _in: placed.map((b) => b.id) } })).toEqual([]);
    expect(await rows('block_features_items', { block_features_id: { _eq: features } })).toEqual([]);
    expect(await rows('block_table_items', { block_table_id: { _eq: table } })).toEqual([]);
    // And no card or row anywhere points at no block.
    expect(await rows('block_features_items', { block_features_id: { _null: true } })).toEqual([]);
    expect(await rows('block_table_items', { block_table_id: { _null: true } })).toEqual([]);
  }, 60_000);

  it('deletes a block taken off its page, and keeps one another page still shows', async () => {
    const first = await createPage('/cleanup-check-two/', [
      { collection: 'block_rich_text', sort: 1, item: { title: 'Общий блок' } },
      { collection: 'block_faq', sort: 2, item: { title: 'Вопросы', items: [{ question: 'Зачем?', answer: '<p>Так надо.</p>' }] } },
      { collection: 'block_rich_text', sort: 3, item: { title: 'Свой блок' } },
    ]);
    const [shared, faq, own] = await blocksOf(first);
    const second = await createPage('/cleanup-check-three/', [{ collection: 'block_rich_text', sort: 1, item: shared!.item }]);

    // Taken off the page in the admin app: the junction row is deleted with the page's save.
    await cms('PATCH', `/items/pages/${first}`, { blocks: { create: [], update: [], delete: [faq!.id] } });
    await eventually(async () => ((await exists('block_faq', faq!.item)) ? undefined : true), 30_000, 'the removed block to be deleted');
    expect(await rows('block_faq_items', { block_faq_id: { _eq: faq!.item } })).toEqual([]);

    await cms('DELETE', `/items/pages/${first}`);
    // The page's own block goes (the cleanup looks at the shared one first, in the page's order)…
    await eventually(async () => ((await exists('block_rich_text', own!.item)) ? undefined : true), 30_000, "the page's own block to go");
    // …and the shared one stays for the other page.
    expect(await exists('block_rich_text', shared!.item)).toBe(true);

    await cms('DELETE', `/items/pages/${second}`);
    await eventually(
      async () => ((await exists('block_rich_text', shared!.item)) ? undefined : true),
      30_000,
      'the shared block to go with the last page that showed it',
    );
  }, 90_000);
});
