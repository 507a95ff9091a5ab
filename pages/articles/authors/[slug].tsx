import type { GetStaticPaths, GetStaticProps } from 'next';
import type { AuthorBySlugQuery } from '@/schema/generated/graphql';
import { readAuthor, type Chrome } from '@/lib/content/reads';
import { staticSlugs } from '@/lib/content/paths';
import { validSlug } from '@/lib/content/pages';
import { notFound, revalidate } from '@/lib/content/isr';
import { present } from '@/lib/format/present';
import { ContentPage } from '@/components/content/content-page';
import { AuthorCard } from '@/components/content/author-card';
import { ArticleCard } from '@/components/content/article-card';
import styles from '@/components/content/content.module.css';

type Props = Chrome & { author: AuthorBySlugQuery['authors'][number] };

export default function AuthorPage({ author, ...chrome }: Props) {
  const articles = present(author.articles);
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
