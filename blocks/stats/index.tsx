import type { BlockStatsFragment } from '@/schema/generated/graphql';
import { present } from '@/lib/format/present';
import { BlockSection } from '../section';
import styles from './stats.module.css';
import { useEditable } from '@/components/preview/editable-block';
import { itemEditor } from '@/lib/visual-editing/edit-attr';

const ITEMS = 'block_stats_items';

export default function Stats({ block }: { block: BlockStatsFragment }) {
  const editItem = itemEditor(useEditable(), ITEMS);
  const items = present(block.items).filter((item) => item.value);
  if (items.length === 0) return null;
  return (
    <BlockSection title={block.title}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            <span className={styles.value} {...editItem(item.id, 'value')}>
              {item.value}
            </span>
            {item.label && (
              <span className={styles.label} {...editItem(item.id, 'label')}>
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
