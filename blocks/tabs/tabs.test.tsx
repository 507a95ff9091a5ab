import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BlockTabsFragment } from '@/schema/generated/graphql';
import Tabs from './index';
import { sanitizeItem } from '@/lib/html/sanitize-blocks';

const block: BlockTabsFragment = {
  id: '1',
  title: 'Возможности',
  items: [
    {
      id: '1',
      label: 'Документы',
      content: '<p>Хранение <strong>документов</strong></p>',
      image: { id: 'img-1', width: 1200, height: 800, title: null, description: 'Карточка документа' },
    },
    { id: '2', label: 'Согласование', content: '<p>Маршруты</p><script>alert(1)</script>', image: null },
    null,
    { id: '3', label: null, content: '<p>Без названия</p>', image: null },
    { id: '4', label: 'Отчёты', content: '<p>Аналитика</p>', image: null },
  ],
};

describe('tabs block', () => {
  it('shows a tab list named by the heading with the first tab selected', () => {
    render(<Tabs block={block} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Возможности' })).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'Возможности' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Документы', 'Согласование', 'Отчёты']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[1]).toHaveAttribute('aria-selected', 'false');
  });

  it('shows only the panel of the selected tab, labelled by that tab', () => {
    render(<Tabs block={block} />);
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAccessibleName('Документы');
    expect(screen.getByRole('tab', { name: 'Документы' })).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getByText('документов').tagName).toBe('STRONG');
    expect(screen.getByRole('img', { name: 'Карточка документа' })).toBeInTheDocument();
    expect(screen.getByText('Маршруты')).not.toBeVisible();
  });

  it('switches to a tab when it is clicked', async () => {
    render(<Tabs block={block} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Согласование' }));
    expect(screen.getByRole('tab', { name: 'Согласование' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Документы' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'Согласование' })).toHaveTextContent('Маршруты');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('lets only the selected tab be reached with Tab', async () => {
    render(<Tabs block={block} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Документы' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('moves between tabs with the arrow keys, wrapping round at the ends', async () => {
    render(<Tabs block={block} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Документы' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Согласование' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Согласование' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Документы' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Отчёты' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Отчёты' })).toHaveTextContent('Аналитика');
  });

  it('jumps to the first and last tab with Home and End', async () => {
    render(<Tabs block={block} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Согласование' }));
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Отчёты' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Документы' })).toHaveFocus();
  });

  it('shows tab content as the page data carries it: without scripts', () => {
    const { container } = render(<Tabs block={sanitizeItem('block_tabs', block)} />);
    expect(container.querySelector('script')).toBeNull();
  });

  it('names the tab list generically when there is no heading', () => {
    render(<Tabs block={{ ...block, title: null }} />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'Вкладки' })).toBeInTheDocument();
  });

  it('renders nothing without tabs', () => {
    const { container } = render(<Tabs block={{ ...block, items: [] }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
