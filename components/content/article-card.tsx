import type { ArticleCardFragment } from '@/schema/generated/graphql';
import { SmartLink } from '@/components/smart-link';
import { CmsImage } from '@/components/cms-image';
import { formatNewsDate, isoDate } from '@/lib/format/dates';
import { ARTICLE_TITLE_MAX, truncate } from '@/lib/format/truncate';
import { articleHref } from '@/lib/content/links';
import styles from './content.module.css';

/** An article in a list: its cover for lists (preview_service) or its cover, in its colour mode. */
export function ArticleCard({ article }: { article: ArticleCardFragment }) {
  const cover = article.preview_service ?? article.preview;
  return (
    <article
      className={`${styles.card} ${article.premier_card ? styles.premier : ''} ${article.color_mode === 'dark' ? styles.dark : ''}`}
      data-color-mode={article.color_mode ?? 'light'}
    >
      {cover && (
        <div className={styles.cardImage}>
          <CmsImage image={cover} sizes="(min-width: 1010px) 400px, 90vw" />
        </div>
      )}
      <p className={styles.meta}>
        {article.label && <span className={styles.tag}>{article.label}</span>}
        <time dateTime={isoDate(article.date)}>{formatNewsDate(article.date)}</time>
      </p>
      <h3 className={styles.cardTitle}>
        <SmartLink href={articleHref(article)} className={styles.cardLink}>
          {truncate(article.title, ARTICLE_TITLE_MAX)}
        </SmartLink>
      </h3>
      {article.description && <p className={styles.cardText}>{article.description}</p>}
    </article>
  );
}
