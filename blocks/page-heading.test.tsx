import { render } from '@testing-library/react';
import { BlockHeading, headingBlockOf, PageHeadingBlock } from './page-heading';
import { BlockSection } from './section';

const block = (id: string, __typename: string, title?: string | null) => ({ id, item: { __typename, id, title } });

describe("the page's h1", () => {
  it('is the hero’s; on a page without one, the first block with a title heads the page', () => {
    expect(headingBlockOf([block('1', 'block_price_table', 'Редакции'), block('2', 'block_hero', 'Герой')])).toBeNull();
    expect(
      headingBlockOf([
        null,
        block('3', 'block_stats', ''),
        block('4', 'block_price_table', 'Редакции SaaS'),
        block('5', 'block_faq', 'Вопросы'),
      ]),
    ).toBe('4');
    expect(headingBlockOf([block('6', 'block_logos', null)])).toBeNull();
    expect(headingBlockOf(null)).toBeNull();
  });

  it('is written by the block that heads the page, in place of its h2', () => {
    const section = (heads: boolean) =>
      render(
        <PageHeadingBlock.Provider value={heads}>
          <BlockSection title="Редакции SaaS">
            <p>Цены</p>
          </BlockSection>
        </PageHeadingBlock.Provider>,
      ).container;
    expect(section(true).querySelector('h1')?.textContent).toBe('Редакции SaaS');
    expect(section(false).querySelector('h1')).toBeNull();
    expect(render(<BlockHeading>Призыв</BlockHeading>).container.innerHTML).toBe('<h2>Призыв</h2>');
  });
});
