import type { ArticleCardFragment } from '@/schema/generated/graphql';
import { formatNewsDate, isoDate } from '@/lib/format/dates';
import { ARTICLE_TITLE_MAX, truncate } from '@/lib/format/truncate';
import { articleHref } from '@/lib/content/links';
import { ContentCard } from './card';
import styles from './content.module.css';

/** An article in a list: its cover for lists (preview_service) or its cover, in its colour mode. */
export function ArticleCard({ article }: { article: ArticleCardFragment }) {
  return (
    <ContentCard
      className={`${article.premier_card ? styles.premier : ''} ${article.color_mode === 'dark' ? styles.dark : ''}`}
      colorMode={article.color_mode ?? 'light'}
      image={article.preview_service ?? article.preview}
      meta={
        <>
          {article.label && <span className={styles.tag}>{article.label}</span>}
          <time dateTime={isoDate(article.date)}>{formatNewsDate(article.date)}</time>
        </>
      }
      href={articleHref(article)}
      title={truncate(article.title, ARTICLE_TITLE_MAX)}
      text={article.description}
    />
  );
}
