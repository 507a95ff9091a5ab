import type { AuthorBySlugQuery } from '@/schema/generated/graphql';
import { type Chrome } from '@/lib/cms/page-props';
import { readAuthor } from '@/lib/content/reads';
import { detailPaths, detailProps } from '@/lib/content/routes';
import { present } from '@/lib/format/present';
import { ContentPage, itemHead } from '@/components/content/content-page';
import { AuthorCard } from '@/components/content/author-card';
import { ArticleCard } from '@/components/content/article-card';
import { SmartLink } from '@/components/smart-link';
import { formatNewsDate, isoDate } from '@/lib/format/dates';
import styles from '@/components/content/content.module.css';
import { CardGrid } from '@/components/content/card';

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
    <ContentPage {...chrome} {...itemHead({ ...author, title: author.name }, 'Автор', author.avatar)}>
      <section className={`container ${styles.section}`}>
        <AuthorCard author={author} headingLevel={1} link={false} />
        <h2 className={styles.sectionTitle}>статьи автора</h2>
        <CardGrid items={articles} empty="Статей пока нет." card={(a) => <ArticleCard article={a} />} />
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

export const getStaticPaths = detailPaths('/articles/authors/');

export const getStaticProps = detailProps(readAuthor, (item) => ({ author: item }));
