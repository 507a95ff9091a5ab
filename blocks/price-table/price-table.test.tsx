import { render, screen, within } from '@testing-library/react';
import type { BlockPriceTableFragment } from '@/schema/generated/graphql';
import PriceTable from './index';

const plan = (id: string, name: string | null, highlighted = false) => ({
  id,
  name,
  price: 'от 1 490 ₽',
  period: 'за пользователя в месяц',
  highlighted,
  description: 'Полный документооборот',
  features: [{ text: 'Канцелярия' }, { text: 'МЧД' }],
  button_label: 'Получить расчёт',
  button_href: '/prices/',
  button_form: null,
  button_page: null,
});

const block: BlockPriceTableFragment = {
  id: '1',
  title: 'Редакции SaaS',
  text: 'Облачная версия',
  caption: 'Цены указаны без НДС.',
  items: [plan('1', 'Стандарт'), plan('2', 'СЭД', true), null, plan('3', null)],
};

describe('price table block', () => {
  it('shows each named plan with its price, period, features and button', () => {
    render(<PriceTable block={block} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Редакции SaaS' })).toBeInTheDocument();
    const plans = screen.getAllByRole('heading', { level: 3 });
    expect(plans.map((h) => h.textContent)).toEqual(['Стандарт', 'СЭД']);
    const features = screen.getByRole('list', { name: 'Что входит в «СЭД»' });
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Канцелярия', 'МЧД']);
    expect(screen.getAllByRole('link', { name: 'Получить расчёт' })).toHaveLength(2);
    expect(screen.getByText('Цены указаны без НДС.')).toBeInTheDocument();
  });

  it('marks the highlighted plan', () => {
    render(<PriceTable block={block} />);
    expect(screen.getAllByText('Рекомендуем')).toHaveLength(1);
  });

  it('renders nothing without plans', () => {
    const { container } = render(<PriceTable block={{ ...block, items: [] }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
