// The answer to a search as the server worked it out (lib/search/page.ts): its status line and its
// ranked results, rendered in the server's HTML so that they need no script.
import type { DocType } from '@/lib/search/documents';
import type { SearchAnswer } from '@/lib/search/page';
import { formatNewsDate } from '@/lib/format/dates';
import { SmartLink } from '@/components/smart-link';
import styles from './search.module.css';

const TYPE_LABEL: Record<DocType, string> = { page: 'Страница', news: 'Новость', article: 'Статья', webinar: 'Вебинар' };

const found = (n: number) => {
  const [last, lastTwo] = [n % 10, n % 100];
  const word =
    last === 1 && lastTwo !== 11 ? 'результат' : last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14) ? 'результата' : 'результатов';
  return `${n} ${word}`;
};

/** What the search found, for the page's live region. */
export function SearchStatus({ q, answer }: { q: string; answer: SearchAnswer }) {
  if ('unavailable' in answer) return <p>Поиск временно недоступен. Попробуйте через несколько секунд.</p>;
  if (answer.total === 0) return <p>По запросу «{q}» ничего не нашлось. Попробуйте другие слова.</p>;
  return (
    <p>
      По запросу «{q}»: {found(answer.total)}
    </p>
  );
}

/** The results, best first, their matching words marked. */
export function SearchList({ answer }: { answer: SearchAnswer }) {
  if ('unavailable' in answer || answer.data.length === 0) return null;
  return (
    <ol className={styles.results}>
      {answer.data.map((r) => (
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
