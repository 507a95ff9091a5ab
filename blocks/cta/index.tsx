import type { BlockCtaFragment } from '@/schema/generated/graphql';
import { ActionButton, buttonFields, buttonOf } from '@/components/action-button';
import { BlockSection } from '../section';
import styles from './cta.module.css';
import { useEditable } from '@/components/preview/editable-block';
import { BlockHeading } from '../page-heading';

/** The box colour; anything the CMS sends that is not a known variant falls back to the accent one. */
function variantOf(value: string | null): 'accent' | 'dark' | 'light' {
  return value === 'dark' || value === 'light' ? value : 'accent';
}

export default function Cta({ block }: { block: BlockCtaFragment }) {
  const edit = useEditable();
  const variant = variantOf(block.variant);
  if (!block.title && !block.text && !block.button_label) return null;
  return (
    <BlockSection>
      <div className={`${styles.box} ${styles[variant]}`} data-variant={variant}>
        <div className={styles.copy}>
          {block.title && (
            <BlockHeading className={styles.title} {...edit('title')}>
              {block.title}
            </BlockHeading>
          )}
          {block.text && (
            <p className={styles.text} {...edit('text')}>
              {block.text}
            </p>
          )}
        </div>
        <div className={styles.action}>
          <ActionButton
            {...buttonOf(block, 'button')}
            variant={variant === 'accent' ? 'white' : 'accent'}
            size={400}
            edit={edit(buttonFields('button'))}
          />
        </div>
      </div>
    </BlockSection>
  );
}
