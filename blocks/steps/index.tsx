import type { BlockStepsFragment } from '@/schema/generated/graphql';
import styles from './steps.module.css';
import { useEditable } from '@/components/preview/editable-block';

export default function Steps({ block }: { block: BlockStepsFragment }) {
  const edit = useEditable();
  const items = (block.items ?? []).filter((item) => item !== null).filter((item) => item.title);
  if (items.length === 0) return null;
  return (
    <section className={styles.section}>
      <div className="container">
        {(block.title || block.text) && (
          <div className={styles.intro}>
            {block.title && (
              <h2 className={styles.title} {...edit('title')}>
                {block.title}
              </h2>
            )}
            {block.text && (
              <p className={styles.text} {...edit('text')}>
                {block.text}
              </p>
            )}
          </div>
        )}
        {/* role=list keeps the list semantics that Safari drops from lists without bullets. */}
        <ol className={styles.list} role="list">
          {items.map((item, index) => (
            <li key={item.id} className={styles.item}>
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={styles.itemTitle}>{item.title}</h3>
              {item.text && <p className={styles.itemText}>{item.text}</p>}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
