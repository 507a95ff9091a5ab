// The answer to a search, fetched from the content endpoint with swr (cached per query, so going
// back to a query shows it at once): its status line and its ranked results. Loaded on demand by
// the search page (./search-results.tsx) once there is a query, with swr, so the page itself
// carries neither; both parts read the one request swr makes for the query.
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

const useAnswer = (q: string) => useSWR(['search', q], ([, text]) => search(text));

const found = (n: number) => {
  const [last, lastTwo] = [n % 10, n % 100];
  const word =
    last === 1 && lastTwo !== 11 ? 'результат' : last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14) ? 'результата' : 'результатов';
  return `${n} ${word}`;
};

/** What the search is doing or found, for the page's live region. */
export function SearchStatus({ q }: { q: string }) {
  const { data, error, isLoading } = useAnswer(q);
  if (isLoading) return <p>Ищем…</p>;
  if (error) return <p>Поиск временно недоступен. Попробуйте через несколько секунд.</p>;
  if (!data) return null;
  if (data.total === 0) return <p>По запросу «{q}» ничего не нашлось. Попробуйте другие слова.</p>;
  return (
    <p>
      По запросу «{q}»: {found(data.total)}
    </p>
  );
}

/** The results, best first, their matching words marked. */
export function SearchList({ q }: { q: string }) {
  const { data } = useAnswer(q);
  if (!data || data.data.length === 0) return null;
  return (
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
  );
}
