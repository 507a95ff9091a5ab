// The visitor's side of site search: the query box, and the answer to the query in the address,
// rendered by the server (pages/search.tsx). The box is a plain GET form, so searching works
// without scripts; with them, the search is an in-app navigation to the same address.
import Router from 'next/router';
import type { FormEvent } from 'react';
import { BASE_PATH } from '@/lib/routing/base-path';
import { canonicalSearch, searchText, type SearchAnswer } from '@/lib/search/page';
import { SearchList, SearchStatus } from './search-answer';
import styles from './search.module.css';

export function SearchResults({ q, answer }: { q: string; answer: SearchAnswer | null }) {
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    if (!Router.router) return;
    e.preventDefault();
    const text = searchText(new FormData(e.currentTarget).get('q'));
    void Router.router.push(text ? `/search/${canonicalSearch(text)}` : '/search/');
  };
  return (
    <>
      <form role="search" action={`${BASE_PATH}/search/`} method="get" className={styles.form} onSubmit={onSubmit}>
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
        {q && answer && <SearchStatus q={q} answer={answer} />}
      </div>
      {q && answer && <SearchList answer={answer} />}
    </>
  );
}
