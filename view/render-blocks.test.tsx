import { render, screen, waitFor } from '@testing-library/react';
import type { PageBlockFragment } from '@/schema/generated/graphql';
import { SiteContext } from '@/components/layout/site-context';
import { RenderBlocks } from './render-blocks';

jest.mock('@/blocks/registry', () => ({
  registry: {
    block_rich_text: ({ block }: { block: { title: string } }) => <h2>{block.title}</h2>,
    block_stats: () => {
      throw new Error('broken data');
    },
  },
}));

// Blocks as GraphQL returns them, including a collection this build of the site does not know.
const blocks = [
  { id: '1', collection: 'block_rich_text', item: { __typename: 'block_rich_text', id: '1', title: 'Первый' } },
  { id: '2', collection: 'block_new_widget', item: { __typename: 'block_new_widget' } },
  { id: '3', collection: 'block_stats', item: { __typename: 'block_stats', id: '3' } },
  { id: '4', collection: 'block_rich_text', item: { __typename: 'block_rich_text', id: '4', title: 'Последний' } },
  { id: '5', collection: 'block_rich_text', item: null },
] as unknown as PageBlockFragment[];

const renderAs = (preview: boolean) =>
  render(
    <SiteContext.Provider value={{ assetsUrl: '', preview, productName: 'ELMA365' }}>
      <RenderBlocks blocks={blocks} />
    </SiteContext.Provider>,
  );

describe('RenderBlocks', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('renders known blocks in order and hides unknown or failing ones from visitors', () => {
    const { container } = renderAs(false);
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Первый', 'Последний']);
    expect(screen.queryByRole('note')).toBeNull();
    expect(container.textContent).not.toContain('block_new_widget');
  });

  it('shows marketers in preview which block is unknown and which failed', async () => {
    renderAs(true);
    // The notices' code loads on demand in the browser (an island).
    await waitFor(() => expect(screen.getAllByRole('note')).toHaveLength(2));
    const notes = screen.getAllByRole('note').map((n) => n.textContent);
    expect(notes).toEqual([
      'Неизвестный блок «block_new_widget»: сайт пока не умеет его показывать.',
      'Блок «block_stats» не удалось показать: ошибка в данных или в компоненте.',
    ]);
    expect(screen.getAllByRole('heading')).toHaveLength(2);
  });
});
