import { useId, useState } from 'react';
import type { BlockFaqFragment } from '@/schema/generated/graphql';
import { JsonLdScript } from '@/lib/seo/json-ld';
import { faqPage } from '@/lib/seo/structured-data';
import { present } from '@/lib/format/present';
import { BlockSection } from '../section';
import styles from './faq.module.css';
import { useEditable } from '@/components/preview/editable-block';
import { itemEditor } from '@/lib/visual-editing/edit-attr';

type Item = NonNullable<NonNullable<BlockFaqFragment['items']>[number]>;

const ITEMS = 'block_faq_items';

/** One question of the accordion: a heading button that shows and hides its answer. */
function Question({ item }: { item: Item }) {
  const editItem = itemEditor(useEditable(), ITEMS);
  const [open, setOpen] = useState(false);
  const id = useId();
  const buttonId = `${id}-question`;
  const panelId = `${id}-answer`;
  return (
    <li className={`${styles.item} ${open ? styles.open : ''}`}>
      <h3 className={styles.question}>
        <button
          type="button"
          id={buttonId}
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          <span {...editItem(item.id, 'question')}>{item.question}</span>
          <span className={styles.icon} aria-hidden="true" />
        </button>
      </h3>
      <div
        id={panelId}
        role="region"
        aria-labelledby={buttonId}
        className={`prose ${styles.answer}`}
        hidden={!open}
        {...editItem(item.id, 'answer')}
        dangerouslySetInnerHTML={{ __html: item.answer ?? '' }}
      />
    </li>
  );
}

export default function Faq({ block }: { block: BlockFaqFragment }) {
  const items = present(block.items).filter((item) => item.question);
  if (items.length === 0) return null;
  return (
    <BlockSection title={block.title}>
      <ul className={styles.list}>
        {items.map((item) => (
          <Question key={item.id} item={item} />
        ))}
      </ul>
      <JsonLdScript data={typeof window === 'undefined' && faqPage(items)} />
    </BlockSection>
  );
}
