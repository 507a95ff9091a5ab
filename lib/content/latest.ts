// The header column's choice (spec §4 "Webinar column"): the soonest upcoming webinar with the
// number of upcoming ones, or, when none is upcoming, the latest past webinar without a number.
import type { Layout } from '@/lib/cms/page-data';

export type HeaderWebinar = Layout['upcoming_webinars'][number];
export type HeaderArticle = Layout['latest_articles'][number];

export type LatestChoice = {
  webinar: HeaderWebinar | null;
  /** How many webinars are upcoming; null when the column shows a past one. */
  upcomingCount: number | null;
  article: HeaderArticle | null;
};

export function latestChoice(
  layout: Pick<Layout, 'upcoming_webinars' | 'past_webinars' | 'latest_articles' | 'upcoming_count'>,
): LatestChoice {
  // The 404 page's fallback layout may lack these lists altogether.
  const upcoming = layout.upcoming_webinars ?? [];
  const soonest = upcoming[0];
  return {
    webinar: soonest ?? layout.past_webinars?.[0] ?? null,
    // Shipped layouts keep the soonest webinar and the count (lib/cms/layout.ts).
    upcomingCount: soonest ? (layout.upcoming_count ?? upcoming.length) : null,
    article: layout.latest_articles?.[0] ?? null,
  };
}
