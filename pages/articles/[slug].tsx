import type { ArticleBySlugQuery } from '@/schema/generated/graphql';
import { type Chrome } from '@/lib/cms/page-props';
import { readArticle } from '@/lib/content/reads';
import { detailPaths, detailProps } from '@/lib/content/routes';
import { sanitize } from '@/lib/html/sanitize';
import { formatNewsDate, isoDate } from '@/lib/format/dates';
import { articleHead, ContentPage } from '@/components/content/content-page';
import { AuthorCard } from '@/components/content/author-card';
import { Comments } from '@/components/content/comments';
import { commentThread } from '@/lib/content/comments';
import { present } from '@/lib/format/present';
import styles from '@/components/content/content.module.css';
import { editable } from '@/lib/visual-editing/edit-attr';

type Props = Chrome & { article: ArticleBySlugQuery['articles'][number] };

export default function ArticlePage({ article, ...chrome }: Props) {
  // In preview, the Visual Editor edits these fields in place.
  const item = { collection: 'articles', item: article.id };
  const coAuthors = present(article.co_authors?.map((link) => link?.authors_id)).filter((a) => a.id !== article.author?.id);
  const dark = article.color_mode === 'dark';
  return (
    <ContentPage {...chrome} {...articleHead(article, 'Статья')}>
      <article className={`container ${styles.section} ${styles.article}`} data-color-mode={article.color_mode ?? 'light'}>
        <header className={`${styles.articleHead} ${dark ? styles.dark : ''}`}>
          <p className={styles.articleMeta}>
            {article.label && <span className={styles.tag}>{article.label}</span>}
            <time dateTime={isoDate(article.date)}>{formatNewsDate(article.date)}</time>
            {[article.author, ...coAuthors].map((a) => a?.name && <span key={a.id}>{a.name}</span>)}
          </p>
          <h1 className={styles.heading} {...editable(chrome.preview, item, 'title')}>
            {article.title}
          </h1>
          {article.description && <p className={styles.lead}>{article.description}</p>}
        </header>
        {article.content && (
          <div
            className={styles.body}
            {...editable(chrome.preview, item, 'content')}
            dangerouslySetInnerHTML={{ __html: article.content }}
          />
        )}
        {(article.author || coAuthors.length > 0) && (
          <aside className={styles.aside} aria-label={coAuthors.length ? 'Об авторах' : 'Об авторе'}>
            {[article.author, ...coAuthors].map((a) => a && <AuthorCard key={a.id} author={a} headingLevel={2} />)}
          </aside>
        )}
        <Comments thread={commentThread(article.comments)} />
      </article>
    </ContentPage>
  );
}

export const getStaticPaths = detailPaths('/articles/');

// Cleaned here, on the server, so that visitors' browsers never load the sanitizer.
export const getStaticProps = detailProps(readArticle, (item) => ({ article: { ...item, content: sanitize(item.content) } }));
