import type { BlockStatsFragment } from '@/schema/generated/graphql';
import { present } from '@/lib/format/present';
import { BlockSection } from '../section';
import styles from './stats.module.css';
import { useEditable } from '@/components/preview/editable-block';

const ITEMS = 'block_stats_items';

export default function Stats({ block }: { block: BlockStatsFragment }) {
  const edit = useEditable();
  const items = present(block.items).filter((item) => item.value);
  if (items.length === 0) return null;
  return (
    <BlockSection title={block.title}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            <span className={styles.value} {...edit('value', { collection: ITEMS, item: item.id })}>
              {item.value}
            </span>
            {item.label && (
              <span className={styles.label} {...edit('label', { collection: ITEMS, item: item.id })}>
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
