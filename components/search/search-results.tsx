// The visitor's side of site search: the query box and its ranked results, fetched from the
// content endpoint with swr (cached per query, so going back to a query shows it at once).
import { useRouter } from 'next/router';
import useSWR from 'swr';
import { BASE_PATH } from '@/lib/routing/base-path';
import type { DocType } from '@/lib/search/documents';
import type { Result } from '@/lib/search/content-query';
import { formatNewsDate } from '@/lib/format/dates';
import { SmartLink } from '@/components/smart-link';
import styles from './search.module.css';

const TYPE_LABEL: Record<DocType, string> = { page: 'Страница', news: 'Новость', article: 'Статья', webinar: 'Вебинар' };
const PAGE_SIZE = 20;

type Answer = { data: Result[]; total: number };

async function search(q: string): Promise<Answer> {
  const r = await fetch(`${BASE_PATH}/api/content/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ search: q, limit: PAGE_SIZE, without: ['text'] }),
  });
  if (!r.ok) throw new Error(`Search failed: ${r.status}`);
  return (await r.json()) as Answer;
}

const found = (n: number) => {
  const [last, lastTwo] = [n % 10, n % 100];
  const word =
    last === 1 && lastTwo !== 11 ? 'результат' : last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14) ? 'результата' : 'результатов';
  return `${n} ${word}`;
};

export function SearchResults() {
  const { query, isReady } = useRouter();
  const q = typeof query.q === 'string' ? query.q.trim() : '';
  const { data, error, isLoading } = useSWR(q ? ['search', q] : null, ([, text]) => search(text));
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
        {!isReady || !q ? null : isLoading ? (
          <p>Ищем…</p>
        ) : error ? (
          <p>Поиск временно недоступен. Попробуйте через несколько секунд.</p>
        ) : data && data.total === 0 ? (
          <p>По запросу «{q}» ничего не нашлось. Попробуйте другие слова.</p>
        ) : data ? (
          <p>
            По запросу «{q}»: {found(data.total)}
          </p>
        ) : null}
      </div>
      {data && data.data.length > 0 && (
        <ol className={styles.results}>
          {data.data.map((r) => (
            <li key={r.id} className={styles.result}>
              <p className={styles.meta}>
                {r.type && <span>{TYPE_LABEL[r.type]}</span>}
                {r.date && r.type !== 'page' && <span>{formatNewsDate(r.date)}</span>}
              </p>
              <h2 className={styles.title}>
                <SmartLink href={r.path ?? '/'}>{r.title}</SmartLink>
              </h2>
              {r.snippet && r.snippet.length > 0 && (
                <p className={styles.snippet}>{r.snippet.map((s, i) => (s.hit ? <mark key={i}>{s.text}</mark> : s.text))}</p>
              )}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
