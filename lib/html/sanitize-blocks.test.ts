import { sanitizeBlocks, sanitizeItem } from './sanitize-blocks';

describe('blocks cleaned on the server', () => {
  it('cleans the HTML fields of a block and of the items in its lists, and nothing else', () => {
    const faq = {
      __typename: 'block_faq' as const,
      title: '<b>Заголовок</b>',
      items: [{ question: '<i>Вопрос</i>', answer: '<p>Ответ</p><script>alert(1)</script>' }, null],
    };
    const clean = sanitizeItem('block_faq', faq);
    expect(clean.items[0]).toEqual({ question: '<i>Вопрос</i>', answer: '<p>Ответ</p>' });
    expect(clean.items[1]).toBeNull();
    expect(clean.title).toBe('<b>Заголовок</b>'); // plain text fields are React text, escaped when rendered
    expect(faq.items[0]!.answer).toContain('<script>'); // the input is not changed
  });

  it('cleans each page block by its type and leaves blocks without rich text as they are', () => {
    const hero = { __typename: 'block_hero', title: 'Hero <script>' };
    const blocks = sanitizeBlocks([
      { id: '1', item: { __typename: 'block_rich_text', content: '<a href="/prices/" onclick="x()">цены</a>' } },
      { id: '2', item: hero },
      null,
    ]);
    expect(blocks[0]!.item).toEqual({ __typename: 'block_rich_text', content: '<a href="/ru/products/ecm/prices/">цены</a>' });
    expect(blocks[1]!.item).toBe(hero);
    expect(blocks[2]).toBeNull();
  });
});
