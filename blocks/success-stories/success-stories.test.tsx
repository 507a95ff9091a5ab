import { render, screen } from '@testing-library/react';
import type { BlockSuccessStoriesFragment } from '@/schema/generated/graphql';
import SuccessStories from './index';
import { storiesToShow } from '@/lib/content/success-stories';

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
  title: null,
  items: [
    { id: '1', placement: 'pin', story: story('1', 'Банк «Приволжский»') },
    { id: '2', placement: 'pin', story: null },
    { id: '3', placement: 'pin', story: story('3', 'ПАО «ТрансЭнерго»') },
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
      { id: '1', placement: 'pin', story: story('1', 'Старая', '2024-02-01') },
      { id: '2', placement: 'pin', story: story('2', 'Без даты', null) },
      { id: '3', placement: 'pin', story: story('3', 'Новая', '2026-10-01') },
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
    rerender(<SuccessStories block={{ ...block, items: [{ id: '1', placement: 'pin', story: story('1', 'Одна') }] }} />);
    expect(screen.queryByRole('button', { name: 'Следующая история' })).not.toBeInTheDocument();
  });

  it('renders nothing when no story is visible', () => {
    const { container } = render(<SuccessStories block={{ ...block, items: [{ id: '2', placement: 'pin', story: null }] }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the stories the page read for it, as given', () => {
    render(<SuccessStories block={{ ...block, items: [], stories: [story('9', 'Из всех историй')] }} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['История Из всех историй']);
  });
});

describe('stories the block shows', () => {
  const all = [story('a', 'Новая', '2026-10-01'), story('b', 'Средняя', '2026-05-01'), story('c', 'Старая', '2024-01-01')];
  const names = (list: { name_company: string | null }[]) => list.map((s) => s.name_company);

  it('are every story read, newest first', () => {
    expect(names(storiesToShow([], [all[2]!, all[0]!, all[1]!]))).toEqual(['Новая', 'Средняя', 'Старая']);
    expect(names(storiesToShow(null, all))).toEqual(['Новая', 'Средняя', 'Старая']);
  });

  it('put the pinned ones first in the marketer order, and leave the hidden ones out', () => {
    const items = [
      { id: '1', placement: 'pin', story: all[2]! },
      { id: '2', placement: 'hide', story: all[0]! },
      { id: '3', placement: null, story: all[1]! },
      { id: '4', placement: 'pin', story: null },
    ];
    expect(names(storiesToShow(items, all))).toEqual(['Старая', 'Средняя']);
  });
});
