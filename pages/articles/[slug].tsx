import type { GetStaticPaths, GetStaticProps } from 'next';
import type { ArticleBySlugQuery } from '@/schema/generated/graphql';
import { readArticle, type Chrome } from '@/lib/content/reads';
import { staticSlugs } from '@/lib/content/paths';
import { validSlug } from '@/lib/content/pages';
import { previewVersion } from '@/lib/cms/preview-version';
import { notFound, redirectTo, revalidate } from '@/lib/content/isr';
import { sanitize } from '@/lib/html/sanitize';
import { article as articleData } from '@/lib/seo/structured-data';
import { formatNewsDate, isoDate } from '@/lib/format/dates';
import { ContentPage } from '@/components/content/content-page';
import { AuthorCard } from '@/components/content/author-card';
import styles from '@/components/content/content.module.css';
import { editable } from '@/lib/visual-editing/edit-attr';

type Props = Chrome & { article: ArticleBySlugQuery['articles'][number] };

export default function ArticlePage({ article, ...chrome }: Props) {
  // In preview, the Visual Editor edits these fields in place.
  const item = { collection: 'articles', item: article.id };
  return (
    <ContentPage
      {...chrome}
      title={article.title ?? 'Статья'}
      seoTitle={article.seo_title}
      description={article.seo_description || article.description}
      image={article.preview}
      ogType="article"
      jsonLd={(url, image, org) => articleData(article, url, image, org)}
    >
      <article className={`container ${styles.section} ${styles.article}`}>
        <p className={styles.articleMeta}>
          {article.label && <span className={styles.tag}>{article.label}</span>}
          <time dateTime={isoDate(article.date)}>{formatNewsDate(article.date)}</time>
          {article.author?.name && <span>{article.author.name}</span>}
        </p>
        <h1 className={styles.heading} {...editable(chrome.preview, item, 'title')}>
          {article.title}
        </h1>
        {article.description && <p className={styles.lead}>{article.description}</p>}
        {article.content && (
          <div
            className={styles.body}
            {...editable(chrome.preview, item, 'content')}
            dangerouslySetInnerHTML={{ __html: article.content }}
          />
        )}
        {article.author && (
          <aside className={styles.aside} aria-label="Об авторе">
            <AuthorCard author={article.author} headingLevel={2} />
          </aside>
        )}
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
