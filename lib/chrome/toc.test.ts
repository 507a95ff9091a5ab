import type { PageRecord } from '@/lib/cms/page-data';
import { tocSections } from './toc';

describe('table of contents', () => {
  it('lists blocks that have both a contents title and an anchor, in page order', () => {
    const page = {
      blocks: [
        { id: '1', collection: 'block_hero', item: { __typename: 'block_hero', anchor: null, toc_title: null } },
        { id: '2', collection: 'block_features', item: { __typename: 'block_features', anchor: 'lifecycle', toc_title: 'Возможности' } },
        { id: '3', collection: 'block_faq', item: { __typename: 'block_faq', anchor: null, toc_title: 'Без якоря' } },
        null,
        { id: '4', collection: 'block_faq', item: { __typename: 'block_faq', anchor: 'faq', toc_title: 'Вопросы' } },
      ],
    } as unknown as PageRecord;
    expect(tocSections(page)).toEqual([
      { title: 'Возможности', href: '#lifecycle', children: [] },
      { title: 'Вопросы', href: '#faq', children: [] },
    ]);
  });
});
