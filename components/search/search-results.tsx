// The visitor's side of site search: the query box, and the answer to the query in the address
// (./search-answer.tsx, whose code and swr load once there is a query).
import { useRouter } from 'next/router';
import { BASE_PATH } from '@/lib/routing/base-path';
import { onDemand } from '@/lib/chrome/on-demand';
import styles from './search.module.css';

const loadAnswer = () => import('./search-answer');
const SearchStatus = onDemand(() => loadAnswer().then((m) => m.SearchStatus));
const SearchList = onDemand(() => loadAnswer().then((m) => m.SearchList));

export function SearchResults() {
  const { query, isReady } = useRouter();
  const q = typeof query.q === 'string' ? query.q.trim() : '';
  const asked = isReady && q !== '';
  return (
    <>
      <form role="search" action={`${BASE_PATH}/search/`} method="get" className={styles.form}>
        <label htmlFor="site-search" className="visually-hidden">
          Что найти на сайте
        </label>
        <input
          id="site-search"
          name="q"
          type="search"
          defaultValue={q}
          key={q}
          placeholder="Например, согласование договоров"
          className={styles.input}
        />
        <button type="submit" className="btn btn--accent btn--200">
          Найти
        </button>
      </form>
      <div aria-live="polite" className={styles.status}>
        {asked && <SearchStatus q={q} />}
      </div>
      {asked && <SearchList q={q} />}
    </>
  );
}
