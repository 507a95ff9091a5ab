import type { BlockRichTextFragment } from '@/schema/generated/graphql';
import { sanitize } from '@/lib/html/sanitize';
import styles from './rich-text.module.css';

export default function RichText({ block }: { block: BlockRichTextFragment }) {
  return (
    <section className={styles.section}>
      <div className="container">
        {block.title && <h2 className={styles.title}>{block.title}</h2>}
        <div className={`prose ${styles.content}`} dangerouslySetInnerHTML={{ __html: sanitize(block.content) }} />
      </div>
    </section>
  );
}
