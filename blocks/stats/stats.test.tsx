import { render, screen, within } from '@testing-library/react';
import type { BlockStatsFragment } from '@/schema/generated/graphql';
import Stats from './index';

const block: BlockStatsFragment = {
  id: '1',
  title: 'В цифрах',
  items: [
    { id: '1', value: '40%', label: 'быстрее согласование' },
    { id: '2', value: '2 000+', label: 'клиентов' },
    null,
    { id: '3', value: null, label: 'без значения' },
    { id: '4', value: '24/7', label: null },
  ],
};

describe('stats block', () => {
  it('shows the heading and each figure with its label as a list item', () => {
    render(<Stats block={block} />);
    expect(screen.getByRole('heading', { level: 2, name: 'В цифрах' })).toBeInTheDocument();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['40%быстрее согласование', '2 000+клиентов', '24/7']);
  });

  it('skips figures without a value', () => {
    render(<Stats block={block} />);
    expect(screen.queryByText('без значения')).not.toBeInTheDocument();
  });

  it('shows the list without a heading when the title is empty', () => {
    render(<Stats block={{ ...block, title: null }} />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByText('40%')).toBeInTheDocument();
  });

  it('renders nothing without figures', () => {
    const { container } = render(<Stats block={{ ...block, items: [null] }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
