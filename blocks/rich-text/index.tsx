import type { BlockRichTextFragment } from '@/schema/generated/graphql';
import { BlockSection } from '../section';
import styles from './rich-text.module.css';
import { useEditable } from '@/components/preview/editable-block';

export default function RichText({ block }: { block: BlockRichTextFragment }) {
  const edit = useEditable();
  return (
    <BlockSection title={block.title} classes={{ title: styles.title }}>
      <div className={`prose ${styles.content}`} {...edit('content')} dangerouslySetInnerHTML={{ __html: block.content ?? '' }} />
    </BlockSection>
  );
}
