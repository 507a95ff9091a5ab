import type { BlockRichTextFragment } from '@/schema/generated/graphql';
import { sanitize } from '@/lib/html/sanitize';
import styles from './rich-text.module.css';
import { useEditable } from '@/components/preview/editable-block';

export default function RichText({ block }: { block: BlockRichTextFragment }) {
  const edit = useEditable();
  return (
    <section className={styles.section}>
      <div className="container">
        {block.title && (
          <h2 className={styles.title} {...edit('title')}>
            {block.title}
          </h2>
        )}
        <div className={`prose ${styles.content}`} {...edit('content')} dangerouslySetInnerHTML={{ __html: sanitize(block.content) }} />
      </div>
    </section>
  );
}
