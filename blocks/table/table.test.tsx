import { render, screen, within } from '@testing-library/react';
import type { BlockTableFragment } from '@/schema/generated/graphql';
import Table from './index';

const texts = (...entries: string[]) => entries.map((text) => ({ text }));

const block: BlockTableFragment = {
  id: '1',
  title: 'Сравнение тарифов',
  columns: texts('Возможность', 'Базовый', 'Корпоративный'),
  caption: 'Цены без НДС',
  items: [
    { id: '1', cells: texts('Электронная подпись', '+', '+') },
    { id: '2', cells: texts('Интеграция с 1С', '−', '+') },
    { id: '3', cells: texts('Пользователей', 'до 50', '-') },
    null,
    { id: '4', cells: texts('Поддержка') },
  ],
};

describe('table block', () => {
  it('shows a table named by its title with column headers', () => {
    render(<Table block={block} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Сравнение тарифов' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Сравнение тарифов' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Возможность', 'Базовый', 'Корпоративный']);
    headers.forEach((header) => expect(header).toHaveAttribute('scope', 'col'));
  });

  it('makes the first cell of each row its header', () => {
    render(<Table block={block} />);
    expect(screen.getAllByRole('rowheader').map((header) => header.textContent)).toEqual([
      'Электронная подпись',
      'Интеграция с 1С',
      'Пользователей',
      'Поддержка',
    ]);
  });

  it('shows plus and minus as icons read as «Есть» and «Нет»', () => {
    render(<Table block={block} />);
    const row = screen.getByRole('row', { name: /Интеграция с 1С/ });
    const cells = within(row).getAllByRole('cell');
    expect(cells[0]).toHaveAccessibleName('Нет');
    expect(cells[1]).toHaveAccessibleName('Есть');
    expect(cells[0]!.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(within(row).queryByText('−')).not.toBeInTheDocument();
  });

  it('treats a hyphen as a minus and keeps other text as it is', () => {
    render(<Table block={block} />);
    const cells = within(screen.getByRole('row', { name: /Пользователей/ })).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['до 50', 'Нет']);
  });

  it('keeps commas inside a cell and repeated cells', () => {
    render(<Table block={{ ...block, items: [{ id: '9', cells: texts('Хранение 1,5 года', '+', '+') }] }} />);
    const row = screen.getByRole('row', { name: /Хранение 1,5 года/ });
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Хранение 1,5 года');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Есть', 'Есть']);
  });

  it('fills short rows with empty cells up to the number of columns', () => {
    render(<Table block={block} />);
    const row = screen.getByRole('row', { name: /Поддержка/ });
    expect(within(row).getAllByRole('cell')).toHaveLength(2);
  });

  it('puts the table in a named, keyboard-scrollable region described by the note', () => {
    render(<Table block={block} />);
    const region = screen.getByRole('region', { name: 'Сравнение тарифов' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table')).toHaveAccessibleDescription('Цены без НДС');
  });

  it('leaves out the header row when there are no columns', () => {
    render(<Table block={{ ...block, columns: null, title: null, caption: null }} />);
    expect(screen.queryByRole('columnheader')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Таблица' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(4);
  });

  it('renders nothing without rows', () => {
    const { container } = render(<Table block={{ ...block, items: [null] }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
