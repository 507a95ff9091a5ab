import type { GetServerSideProps } from 'next';
import { readChrome, readChromeOrEmpty, type Chrome } from '@/lib/cms/page-props';
import { searchCacheControl, searchText, type SearchAnswer } from '@/lib/search/page';
import { answerSearch } from '@/lib/search/page-answer';
import { ContentPage } from '@/components/content/content-page';
import { SearchResults } from '@/components/search/search-results';
import styles from '@/components/content/content.module.css';
import { draftsShown } from '@/lib/cms/release-view';

type Props = Chrome & { q: string; answer: SearchAnswer | null };

/**
 * /search/?q=…: rendered per request with the results in the HTML, so that a search works without
 * scripts and crawlers see what it found. Shared caches keep it only where that is safe
 * (lib/search/page.ts: searchCacheControl).
 */
export default function SearchPage({ q, answer, ...chrome }: Props) {
  return (
    <ContentPage {...chrome} title="Поиск по сайту" description="Поиск по страницам, новостям, статьям и вебинарам ELMA365 ECM.">
      <section className={`container ${styles.section}`}>
        <h1 className={styles.heading}>поиск по сайту</h1>
        <SearchResults q={q} answer={answer} />
      </section>
    </ContentPage>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ query, req, res, draftMode, previewData }) => {
  const preview = draftsShown(draftMode, previewData);
  const q = searchText(query.q);
  // The search runs on the site's own index: a CMS outage leaves the chrome bare, not the page broken.
  const [chrome, answer] = await Promise.all([preview ? readChrome(true) : readChromeOrEmpty(), q ? answerSearch(q) : null]);
  const search = new URL(req.url ?? '/', 'http://site').search;
  res.setHeader('Cache-Control', searchCacheControl({ q, search, answer, preview }));
  return { props: { ...chrome, q, answer } };
};
