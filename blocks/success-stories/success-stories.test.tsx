import { render, screen } from '@testing-library/react';
import type { BlockSuccessStoriesFragment } from '@/schema/generated/graphql';
import SuccessStories from './index';

const story = (id: string, company: string, date: string | null = '2026-09-15') => ({
  id,
  title: `История ${company}`,
  name_company: company,
  date,
  description: 'Согласование договоров сократилось с 12 до 3 дней',
  author: 'Ольга Смирнова',
  position: 'Директор по правовым вопросам',
  href: null,
  slider_preview: null,
});

const block: BlockSuccessStoriesFragment = {
  id: '1',
  anchor: null,
  toc_title: null,
  title: null,
  items: [
    { id: '1', story: story('1', 'Банк «Приволжский»') },
    { id: '2', story: null },
    { id: '3', story: story('3', 'ПАО «ТрансЭнерго»') },
  ],
};

describe('success stories slider', () => {
  it('lists the visible stories with the default section label', () => {
    render(<SuccessStories block={block} />);
    expect(screen.getByRole('heading', { level: 2, name: 'истории успеха' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'История Банк «Приволжский»',
      'История ПАО «ТрансЭнерго»',
    ]);
    expect(screen.getAllByText('15 сентября 2026 г.')).toHaveLength(2);
    expect(screen.getByLabelText('1 из 2')).toBeInTheDocument();
  });

  it('shows the newest story first and undated ones last', () => {
    const items = [
      { id: '1', story: story('1', 'Старая', '2024-02-01') },
      { id: '2', story: story('2', 'Без даты', null) },
      { id: '3', story: story('3', 'Новая', '2026-10-01') },
    ];
    render(<SuccessStories block={{ ...block, items }} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'История Новая',
      'История Старая',
      'История Без даты',
    ]);
  });

  it('offers arrows only when there is more than one story', () => {
    const { rerender } = render(<SuccessStories block={block} />);
    expect(screen.getByRole('button', { name: 'Следующая история' })).toBeInTheDocument();
    rerender(<SuccessStories block={{ ...block, items: [{ id: '1', story: story('1', 'Одна') }] }} />);
    expect(screen.queryByRole('button', { name: 'Следующая история' })).not.toBeInTheDocument();
  });

  it('renders nothing when no story is visible', () => {
    const { container } = render(<SuccessStories block={{ ...block, items: [{ id: '2', story: null }] }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
