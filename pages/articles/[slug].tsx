import type { GetStaticPaths, GetStaticProps } from 'next';
import type { ArticleBySlugQuery } from '@/schema/generated/graphql';
import { type Chrome } from '@/lib/cms/page-props';
import { readArticle } from '@/lib/content/reads';
import { staticSlugs } from '@/lib/content/paths';
import { validSlug } from '@/lib/content/pages';
import { previewVersion } from '@/lib/cms/preview-version';
import { notFound, redirectTo, revalidate } from '@/lib/content/isr';
import { sanitize } from '@/lib/html/sanitize';
import { article as articleData } from '@/lib/seo/structured-data';
import { formatNewsDate, isoDate } from '@/lib/format/dates';
import { ContentPage } from '@/components/content/content-page';
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
    <ContentPage
      {...chrome}
      title={article.title ?? 'Статья'}
      seoTitle={article.seo_title}
      description={article.seo_description || article.description}
      image={article.preview}
      ogType="article"
      jsonLd={typeof window === 'undefined' && ((url, image, org) => articleData(article, url, image, org))}
    >
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

export const getStaticPaths: GetStaticPaths = async () => ({
  paths: (await staticSlugs('/articles/')).map((slug) => ({ params: { slug } })),
  fallback: 'blocking',
});

export const getStaticProps: GetStaticProps<Props, { slug: string }> = async ({ params, draftMode, previewData }) => {
  if (!validSlug(params?.slug)) return notFound();
  const { item, ...chrome } = await readArticle(params.slug, Boolean(draftMode), previewVersion(previewData));
  if (!item) return notFound();
  if (item.redirect) return redirectTo(item.redirect);
  // Cleaned here, on the server, so that visitors' browsers never load the sanitizer.
  return { props: { ...chrome, article: { ...item, content: sanitize(item.content) } }, revalidate: revalidate() };
};
