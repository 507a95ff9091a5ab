import { render, screen } from '@testing-library/react';
import type { Layout } from '@/lib/cms/page-data';
import { LatestColumn } from './latest-column';

const webinar = (id: string, title: string, date: string) => ({
  id,
  title,
  description: 'Описание вебинара, которое заметно длиннее восьмидесяти шести символов и потому должно быть обрезано.',
  slug: id,
  redirect: null,
  date,
  time: null,
});

const layout = (parts: Partial<Layout>) =>
  ({ upcoming_webinars: [], past_webinars: [], latest_articles: [], ...parts }) as unknown as Layout;

const longTitle = 'Электронный архив за 30 дней: от сканов к поиску за секунды и обратно без единой потери';

describe('header latest column', () => {
  it('shows the soonest upcoming webinar with the number of upcoming webinars', () => {
    render(
      <LatestColumn
        layout={layout({
          upcoming_webinars: [webinar('a', longTitle, '2026-11-29T08:00:00Z'), webinar('b', 'Второй', '2026-12-06T08:00:00Z')],
        })}
      />,
    );
    expect(screen.getByLabelText('Предстоящих вебинаров: 2')).toHaveTextContent('2');
    const link = screen.getByRole('link', { name: /Электронный архив/ });
    expect(link).toHaveAttribute('href', '/ru/products/ecm/webinars/a/');
    expect(link).toHaveTextContent(`${longTitle.slice(0, 75).trimEnd()}…`);
    expect(link).toHaveTextContent('29 ноября');
    expect(screen.queryByText('Второй')).not.toBeInTheDocument();
  });

  it('shows the latest past webinar without a count when none is upcoming', () => {
    render(<LatestColumn layout={layout({ past_webinars: [webinar('p', 'Прошедший вебинар', '2026-11-01T08:00:00Z')] })} />);
    expect(screen.getByRole('link', { name: /Прошедший вебинар/ })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Предстоящих вебинаров/)).not.toBeInTheDocument();
  });

  it('shows the latest article with its title cut to 75 characters', () => {
    const title = 'Машиночитаемая доверенность: пошаговая инструкция для юриста и бухгалтера компании';
    render(<LatestColumn layout={layout({ latest_articles: [{ id: '1', title, slug: 'mchd', redirect: null, date: '2026-10-27' }] })} />);
    const link = screen.getByRole('link', { name: /Машиночитаемая/ });
    expect(link).toHaveAttribute('href', '/ru/products/ecm/articles/mchd/');
    expect(link).toHaveTextContent(`${title.slice(0, 75).trimEnd()}…`);
    expect(link).toHaveTextContent('27 октября 2026 г.');
  });

  it('follows a redirect set on the item and renders nothing without content', () => {
    const { container, rerender } = render(<LatestColumn layout={layout({})} />);
    expect(container).toBeEmptyDOMElement();
    rerender(
      <LatestColumn
        layout={layout({ past_webinars: [{ ...webinar('x', 'Перенесён', '2026-11-01T08:00:00Z'), redirect: 'https://example.com/w' }] })}
      />,
    );
    expect(screen.getByRole('link', { name: /Перенесён/ })).toHaveAttribute('href', 'https://example.com/w');
  });
});
