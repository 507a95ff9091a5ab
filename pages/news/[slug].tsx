import type { NewsBySlugQuery } from '@/schema/generated/graphql';
import { type Chrome } from '@/lib/cms/page-props';
import { readNews } from '@/lib/content/reads';
import { detailPaths, detailProps } from '@/lib/content/routes';
import { sanitize } from '@/lib/html/sanitize';
import { formatNewsDate, isoDate } from '@/lib/format/dates';
import { articleHead, ContentPage } from '@/components/content/content-page';
import { SmartLink } from '@/components/smart-link';
import styles from '@/components/content/content.module.css';
import { editable } from '@/lib/visual-editing/edit-attr';

type Props = Chrome & { news: NewsBySlugQuery['news'][number] };

export default function NewsItemPage({ news, ...chrome }: Props) {
  // In preview, the Visual Editor edits these fields in place.
  const item = { collection: 'news', item: news.id };
  return (
    <ContentPage {...chrome} {...articleHead(news, 'Новость')}>
      <article className={`container ${styles.section} ${styles.article}`}>
        <p className={styles.articleMeta}>
          <SmartLink href="/news/">новости</SmartLink>
          <time dateTime={isoDate(news.date)}>{formatNewsDate(news.date)}</time>
        </p>
        <h1 className={styles.heading} {...editable(chrome.preview, item, 'title')}>
          {news.title}
        </h1>
        {news.description && <p className={styles.lead}>{news.description}</p>}
        {news.content && (
          <div className={styles.body} {...editable(chrome.preview, item, 'content')} dangerouslySetInnerHTML={{ __html: news.content }} />
        )}
      </article>
    </ContentPage>
  );
}

export const getStaticPaths = detailPaths('/news/');

// Cleaned here, on the server, so that visitors' browsers never load the sanitizer.
export const getStaticProps = detailProps(readNews, (item) => ({ news: { ...item, content: sanitize(item.content) } }));
