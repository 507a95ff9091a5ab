import type { LayoutFragment } from '@/schema/generated/graphql';
import { trimLayout } from '@/lib/cms/layout';
import { latestChoice } from './latest';

const webinar = (id: string, date: string) => ({
  id,
  title: `Вебинар ${id}`,
  description: null,
  slug: id,
  redirect: null,
  date,
  time: null,
});
const article = { id: '1', title: 'Статья', slug: 'a', redirect: null, date: '2026-10-01' };

describe('header column choice', () => {
  it('shows the soonest upcoming webinar with the number of upcoming ones', () => {
    const choice = latestChoice({
      upcoming_webinars: [webinar('soon', '2026-12-01T08:00:00Z'), webinar('later', '2026-12-08T08:00:00Z')],
      past_webinars: [webinar('past', '2026-11-01T08:00:00Z')],
      latest_articles: [article],
    });
    expect(choice.webinar?.id).toBe('soon');
    expect(choice.upcomingCount).toBe(2);
    expect(choice.article?.title).toBe('Статья');
  });

  it('falls back to the latest past webinar without a number', () => {
    const choice = latestChoice({ upcoming_webinars: [], past_webinars: [webinar('past', '2026-11-01T08:00:00Z')], latest_articles: [] });
    expect(choice.webinar?.id).toBe('past');
    expect(choice.upcomingCount).toBeNull();
    expect(choice.article).toBeNull();
  });

  it('chooses the same from the layout as pages ship it (the soonest webinar and the count)', () => {
    const raw = {
      globals: null,
      social_links: [],
      navigation: [],
      upcoming_webinars: [
        webinar('soon', '2026-12-01T08:00:00Z'),
        webinar('later', '2026-12-08T08:00:00Z'),
        webinar('last', '2026-12-15T08:00:00Z'),
      ],
      past_webinars: [webinar('past', '2026-11-01T08:00:00Z')],
      latest_articles: [article],
      breadcrumb_titles: [],
    } satisfies LayoutFragment;
    const shipped = trimLayout(raw);
    expect(shipped.upcoming_webinars.map((w) => w.id)).toEqual(['soon']);
    expect(shipped.past_webinars).toEqual([]);
    expect(latestChoice(shipped)).toEqual(latestChoice(raw));
    expect(latestChoice(shipped).upcomingCount).toBe(3);
  });
});
