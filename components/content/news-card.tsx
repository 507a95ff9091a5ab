import type { NewsCard as News } from '@/lib/content/reads';
import { formatNewsDate, isoDate } from '@/lib/format/dates';
import { newsHref } from '@/lib/content/links';
import { ContentCard } from './card';

export function NewsCard({ news }: { news: News }) {
  return (
    <ContentCard
      image={news.preview}
      meta={<time dateTime={isoDate(news.date)}>{formatNewsDate(news.date)}</time>}
      href={newsHref(news)}
      title={news.title}
      text={news.description}
    />
  );
}
