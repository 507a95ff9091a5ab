import type { BlockStepsFragment } from '@/schema/generated/graphql';
import { present } from '@/lib/format/present';
import { BlockSection } from '../section';
import styles from './steps.module.css';
import { useEditable } from '@/components/preview/editable-block';

const ITEMS = 'block_steps_items';

export default function Steps({ block }: { block: BlockStepsFragment }) {
  const edit = useEditable();
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
            <h3 className={styles.itemTitle} {...edit('title', { collection: ITEMS, item: item.id })}>
              {item.title}
            </h3>
            {item.text && (
              <p className={styles.itemText} {...edit('text', { collection: ITEMS, item: item.id })}>
                {item.text}
              </p>
            )}
          </li>
        ))}
      </ol>
    </BlockSection>
  );
}
