import { render, screen, within } from '@testing-library/react';
import type { BlockFeaturesFragment } from '@/schema/generated/graphql';
import Features from './index';

const block: BlockFeaturesFragment = {
  id: '1',
  title: 'Почему выбирают нас',
  text: 'Всё для работы с документами',
  variant: 'grid',
  column_count: '3',
  items: [
    {
      id: '1',
      title: 'Маршруты согласования',
      text: 'Настраиваются мышкой',
      href: '/routes/',
      icon: { id: 'icon-1', width: 48, height: 48, title: null, description: null },
    },
    { id: '2', title: 'Электронная подпись', text: null, href: null, icon: null },
    null,
    { id: '3', title: null, text: 'Пункт без заголовка', href: null, icon: null },
  ],
};

describe('features block', () => {
  it('shows the heading, the introduction and the items as a list of level 3 headings', () => {
    render(<Features block={block} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Почему выбирают нас' })).toBeInTheDocument();
    expect(screen.getByText('Всё для работы с документами')).toBeInTheDocument();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { level: 3 })).toHaveTextContent('Маршруты согласования');
    expect(screen.getByText('Настраиваются мышкой')).toBeInTheDocument();
  });

  it('skips empty items and items without a title', () => {
    render(<Features block={block} />);
    expect(screen.queryByText('Пункт без заголовка')).not.toBeInTheDocument();
  });

  it('links to details with a name that says which item they are about', () => {
    render(<Features block={block} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName(/^Подробнее ?: Маршруты согласования$/);
    expect(links[0]).toHaveAttribute('href', '/ru/products/ecm/routes/');
  });

  it('shows an icon only for items that have one', () => {
    const { container } = render(<Features block={block} />);
    const icons = container.querySelectorAll('img');
    expect(icons).toHaveLength(1);
    expect(icons[0]?.getAttribute('src')).toContain('icon-1');
  });

  it('lays items out in the chosen number of columns and variant', () => {
    const { container, rerender } = render(<Features block={block} />);
    const list = () => container.querySelector('ul');
    expect(list()).toHaveAttribute('data-columns', '3');
    expect(list()).toHaveAttribute('data-variant', 'grid');
    rerender(<Features block={{ ...block, column_count: '4', variant: 'cards' }} />);
    expect(list()).toHaveAttribute('data-columns', '4');
    expect(list()).toHaveAttribute('data-variant', 'cards');
  });

  it('falls back to three columns in a grid for unknown settings', () => {
    const { container } = render(<Features block={{ ...block, column_count: null, variant: null }} />);
    expect(container.querySelector('ul')).toHaveAttribute('data-columns', '3');
    expect(container.querySelector('ul')).toHaveAttribute('data-variant', 'grid');
  });

  it('renders nothing without items', () => {
    const { container } = render(<Features block={{ ...block, items: [] }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
