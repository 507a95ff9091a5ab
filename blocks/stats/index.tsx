import type { BlockStatsFragment } from '@/schema/generated/graphql';
import styles from './stats.module.css';
import { useEditable } from '@/components/preview/editable-block';

export default function Stats({ block }: { block: BlockStatsFragment }) {
  const edit = useEditable();
  const items = (block.items ?? []).filter((item) => item !== null).filter((item) => item.value);
  if (items.length === 0) return null;
  return (
    <section className={styles.section}>
      <div className="container">
        {block.title && (
          <h2 className={styles.title} {...edit('title')}>
            {block.title}
          </h2>
        )}
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.id} className={styles.item}>
              <span className={styles.value}>{item.value}</span>
              {item.label && <span className={styles.label}>{item.label}</span>}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
