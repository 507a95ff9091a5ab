import type { CaseCardFragment } from '@/schema/generated/graphql';
import { formatNewsDate, isoDate } from '@/lib/format/dates';
import { ContentCard } from './card';
import styles from './content.module.css';

export function CaseCard({ item }: { item: CaseCardFragment }) {
  return (
    <ContentCard
      image={item.preview}
      meta={
        <>
          <span className={styles.tag}>{item.name_company}</span>
          <time dateTime={isoDate(item.date)}>{formatNewsDate(item.date)}</time>
        </>
      }
      href={`/cases/${item.slug}/`}
      title={item.title}
      text={item.description}
    />
  );
}
