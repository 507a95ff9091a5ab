import type { GetStaticProps } from 'next';
import { readChrome, type Chrome } from '@/lib/cms/page-props';
import { revalidate } from '@/lib/content/isr';
import { ContentPage } from '@/components/content/content-page';
import { SearchResults } from '@/components/search/search-results';
import styles from '@/components/content/content.module.css';

/** /search/?q=…: the chrome is static; the results come from the content endpoint in the browser. */
export default function SearchPage(chrome: Chrome) {
  return (
    <ContentPage {...chrome} title="Поиск по сайту" description="Поиск по страницам, новостям, статьям и вебинарам ELMA365 ECM.">
      <section className={`container ${styles.section}`}>
        <h1 className={styles.heading}>поиск по сайту</h1>
        <SearchResults />
      </section>
    </ContentPage>
  );
}

export const getStaticProps: GetStaticProps<Chrome> = async ({ draftMode }) => ({
  props: await readChrome(Boolean(draftMode)),
  revalidate: revalidate(),
});
