import type { GetStaticProps } from 'next';
import { readChrome, type Chrome } from '@/lib/cms/page-props';
import { readAuthors, type AuthorListItem } from '@/lib/content/reads';
import { revalidate } from '@/lib/content/isr';
import { ContentPage } from '@/components/content/content-page';
import { AuthorCard } from '@/components/content/author-card';
import styles from '@/components/content/content.module.css';
import { draftsShown } from '@/lib/cms/release-view';

type Props = Chrome & { authors: AuthorListItem[] };

export default function AuthorsPage({ authors, ...chrome }: Props) {
  return (
    <ContentPage
      {...chrome}
      title="Авторы"
      description="Эксперты ELMA, которые пишут об электронном документообороте, архивах, ЭП и low-code."
    >
      <section className={`container ${styles.section}`}>
        <h1 className={styles.heading}>авторы</h1>
        {authors.length ? (
          <ul className={styles.grid}>
            {authors.map((a) => (
              <li key={a.id} className={styles.card}>
                <AuthorCard author={a} headingLevel={2} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>Авторов пока нет.</p>
        )}
      </section>
    </ContentPage>
  );
}

export const getStaticProps: GetStaticProps<Props> = async ({ draftMode, previewData }) => {
  const preview = draftsShown(draftMode, previewData);
  const [chrome, all] = await Promise.all([readChrome(preview), readAuthors(preview)]);
  // Authors of other products' articles only are not listed here.
  const authors = all.filter((a) => (a.articles ?? []).length > 0);
  return { props: { ...chrome, authors }, revalidate: revalidate() };
};
