import type { BlockStepsFragment } from '@/schema/generated/graphql';
import { present } from '@/lib/format/present';
import { BlockSection, ItemTitle } from '../section';
import styles from './steps.module.css';

const ITEMS = 'block_steps_items';

export default function Steps({ block }: { block: BlockStepsFragment }) {
  const items = present(block.items).filter((item) => item.title);
  if (items.length === 0) return null;
  return (
    <BlockSection title={block.title} text={block.text}>
      {/* role=list keeps the list semantics that Safari drops from lists without bullets. */}
      <ol className={styles.list} role="list">
        {items.map((item, index) => (
          <li key={item.id} className={styles.item}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <ItemTitle item={item} collection={ITEMS} classes={{ title: styles.itemTitle, text: styles.itemText }} />
          </li>
        ))}
      </ol>
    </BlockSection>
  );
}
