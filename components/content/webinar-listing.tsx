import { useState } from 'react';
import type { WebinarListing as Listing } from '@/lib/content/reads';
import { WebinarCard } from './webinar-card';
import { Pagination } from './pagination';
import styles from './content.module.css';
import { CardGrid } from './card';

type Filter = 'upcoming' | 'past' | 'all';

// The spec's section labels.
const FILTERS: [Filter, string][] = [
  ['upcoming', 'предстоящие'],
  ['past', 'прошедшие'],
  ['all', 'все'],
];

type Props = { listing: Listing; page: number; pages: number };

/** Upcoming webinars (soonest first) and past ones (latest first); the filter shows one side or both. */
export function WebinarListing({ listing, page, pages }: Props) {
  const [filter, setFilter] = useState<Filter>('all');
  // Later pages hold past webinars only.
  const showUpcoming = page === 1 && filter !== 'past';
  const showPast = filter !== 'upcoming';
  return (
    <>
      {page === 1 && (
        <div className={styles.filters} role="group" aria-label="Какие вебинары показать">
          {FILTERS.map(([value, label]) => (
            <button key={value} type="button" className={styles.filter} aria-pressed={filter === value} onClick={() => setFilter(value)}>
              {label}
            </button>
          ))}
        </div>
      )}
      {showUpcoming && (
        <section aria-labelledby="webinars-upcoming" data-testid="webinars-upcoming">
          <h2 id="webinars-upcoming" className={styles.sectionTitle}>
            предстоящие
          </h2>
          <CardGrid
            items={listing.upcoming}
            empty="Новые вебинары скоро появятся. Посмотрите записи прошедших."
            card={(w) => <WebinarCard webinar={w} />}
          />
        </section>
      )}
      {showPast && (
        <section aria-labelledby="webinars-past" data-testid="webinars-past">
          <h2 id="webinars-past" className={styles.sectionTitle}>
            прошедшие
          </h2>
          <CardGrid items={listing.past} empty="Записей пока нет." card={(w) => <WebinarCard webinar={w} past />} />
          <Pagination base="/webinars/" page={page} pages={pages} />
        </section>
      )}
    </>
  );
}
