import { render, screen, within } from '@testing-library/react';
import type { BlockStepsFragment } from '@/schema/generated/graphql';
import Steps from './index';

const block: BlockStepsFragment = {
  id: '1',
  title: 'Как начать',
  text: 'Четыре шага до запуска',
  items: [
    { id: '1', title: 'Оставьте заявку', text: 'Заполните форму' },
    { id: '2', title: 'Получите доступ', text: null },
    null,
    { id: '3', title: null, text: 'Шаг без заголовка' },
    { id: '4', title: 'Работайте', text: 'С первого дня' },
  ],
};

describe('steps block', () => {
  it('shows the heading and the introduction', () => {
    render(<Steps block={block} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Как начать' })).toBeInTheDocument();
    expect(screen.getByText('Четыре шага до запуска')).toBeInTheDocument();
  });

  it('lists the steps in order as an ordered list with level 3 headings', () => {
    render(<Steps block={block} />);
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    const titles = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Оставьте заявку', 'Получите доступ', 'Работайте']);
  });

  it('numbers the steps it shows without gaps', () => {
    render(<Steps block={block} />);
    const numbers = screen.getAllByRole('listitem').map((item) => item.querySelector('[aria-hidden="true"]')?.textContent);
    expect(numbers).toEqual(['1', '2', '3']);
  });

  it('shows step text only where there is some', () => {
    render(<Steps block={block} />);
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).getByText('Заполните форму')).toBeInTheDocument();
    expect(second!.querySelectorAll('p')).toHaveLength(0);
    expect(screen.queryByText('Шаг без заголовка')).not.toBeInTheDocument();
  });

  it('renders nothing without steps', () => {
    const { container } = render(<Steps block={{ ...block, items: null }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
