import type { GetStaticPaths, GetStaticProps } from 'next';
import type { AuthorBySlugQuery } from '@/schema/generated/graphql';
import { type Chrome } from '@/lib/cms/page-props';
import { readAuthor } from '@/lib/content/reads';
import { staticSlugs } from '@/lib/content/paths';
import { validSlug } from '@/lib/content/pages';
import { notFound, revalidate } from '@/lib/content/isr';
import { present } from '@/lib/format/present';
import { ContentPage } from '@/components/content/content-page';
import { AuthorCard } from '@/components/content/author-card';
import { ArticleCard } from '@/components/content/article-card';
import { SmartLink } from '@/components/smart-link';
import { formatNewsDate, isoDate } from '@/lib/format/dates';
import styles from '@/components/content/content.module.css';

type Props = Chrome & { author: AuthorBySlugQuery['authors'][number] };

/** Articles of the sister sites, newest first; they open on their own site. */
const siteArticles = (author: Props['author']) =>
  [...present(author.articles_service), ...present(author.articles_kedo), ...present(author.articles_tax_monitor)].sort((a, b) =>
    (b.date ?? '').localeCompare(a.date ?? ''),
  );

export default function AuthorPage({ author, ...chrome }: Props) {
  // Their own articles and those they co-wrote, newest first.
  const own = present(author.articles);
  const coWritten = present(author.co_written?.map((link) => link?.articles_id)).filter((a) => !own.some((o) => o.id === a.id));
  const articles = [...own, ...coWritten].sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''));
  const elsewhere = siteArticles(author);
  return (
    <ContentPage
      {...chrome}
      title={author.name ?? 'Автор'}
      seoTitle={author.seo_title}
      description={author.seo_description || author.description}
      image={author.avatar}
    >
      <section className={`container ${styles.section}`}>
        <AuthorCard author={author} headingLevel={1} link={false} />
        <h2 className={styles.sectionTitle}>статьи автора</h2>
        {articles.length ? (
          <ul className={styles.grid}>
            {articles.map((a) => (
              <li key={a.id}>
                <ArticleCard article={a} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>Статей пока нет.</p>
        )}
        {elsewhere.length > 0 && (
          <>
            <h2 className={styles.sectionTitle}>статьи автора на других сайтах</h2>
            <ul className={styles.siteArticles}>
              {elsewhere.map((a) => (
                <li key={`${a.href}`}>
                  <SmartLink href={a.href ?? ''}>{a.title}</SmartLink>
                  {a.date && (
                    <>
                      {' · '}
                      <time dateTime={isoDate(a.date)}>{formatNewsDate(a.date)}</time>
                    </>
                  )}
                  {a.description && <p className={styles.cardText}>{a.description}</p>}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </ContentPage>
  );
}

export const getStaticPaths: GetStaticPaths = async () => ({
  paths: (await staticSlugs('/articles/authors/')).map((slug) => ({ params: { slug } })),
  fallback: 'blocking',
});

export const getStaticProps: GetStaticProps<Props, { slug: string }> = async ({ params, draftMode }) => {
  if (!validSlug(params?.slug)) return notFound();
  const { item, ...chrome } = await readAuthor(params.slug, Boolean(draftMode));
  if (!item) return notFound();
  return { props: { ...chrome, author: item }, revalidate: revalidate() };
};
