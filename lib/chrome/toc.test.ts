import type { PageRecord } from '@/lib/cms/page-data';
import { anchorOf, tocSections } from './toc';

describe('table of contents', () => {
  it('lists blocks that have both a contents title and an anchor, in page order', () => {
    const page = {
      path: '/contract-management/',
      blocks: [
        { id: '1', collection: 'block_hero', item: { __typename: 'block_hero', anchor: null, toc_title: null } },
        { id: '2', collection: 'block_features', item: { __typename: 'block_features', anchor: 'lifecycle', toc_title: 'Возможности' } },
        { id: '3', collection: 'block_faq', item: { __typename: 'block_faq', anchor: null, toc_title: 'Без якоря' } },
        null,
        { id: '4', collection: 'block_faq', item: { __typename: 'block_faq', anchor: 'faq', toc_title: 'Вопросы' } },
      ],
    } as unknown as PageRecord;
    expect(tocSections(page)).toEqual([
      { title: 'Возможности', href: '/contract-management/#lifecycle', children: [] },
      { title: 'Вопросы', href: '/contract-management/#faq', children: [] },
    ]);
  });

  it('links to the page itself, the home page too, and reads the anchor back', () => {
    const blocks = [{ id: '1', collection: 'block_faq', item: { __typename: 'block_faq', anchor: 'faq', toc_title: 'Вопросы' } }];
    const [home] = tocSections({ path: '/', blocks } as unknown as PageRecord);
    expect(home!.href).toBe('/#faq');
    expect(anchorOf(home!.href)).toBe('faq');
    expect(anchorOf('/archiving/')).toBeNull();
  });
});
