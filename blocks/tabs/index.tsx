import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { BlockTabsFragment } from '@/schema/generated/graphql';
import { CmsImage } from '@/components/cms-image';
import { present } from '@/lib/format/present';
import { BlockSection } from '../section';
import styles from './tabs.module.css';
import { useEditable } from '@/components/preview/editable-block';
import { itemEditor } from '@/lib/visual-editing/edit-attr';

/** The tab a key moves to from `index` among `count` tabs (wrapping round), or null for other keys. */
function targetOf(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** Tabs after the WAI-ARIA pattern with automatic activation: arrows, Home and End move and select. */
const ITEMS = 'block_tabs_items';

export default function Tabs({ block }: { block: BlockTabsFragment }) {
  const editItem = itemEditor(useEditable(), ITEMS);
  const items = present(block.items).filter((item) => item.label);
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();
  if (items.length === 0) return null;
  const current = Math.min(selected, items.length - 1);
  const headingId = `${id}-heading`;
  const tabId = (index: number) => `${id}-tab-${index}`;
  const panelId = (index: number) => `${id}-panel-${index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = targetOf(event.key, index, items.length);
    if (target === null) return;
    event.preventDefault();
    setSelected(target);
    tabs.current[target]?.focus();
  };

  return (
    <BlockSection title={block.title} headingId={headingId}>
      <div
        className={styles.tablist}
        role="tablist"
        aria-labelledby={block.title ? headingId : undefined}
        aria-label={block.title ? undefined : 'Вкладки'}
      >
        {items.map((item, index) => (
          <button
            key={item.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(index)}
            className={styles.tab}
            aria-selected={index === current}
            aria-controls={panelId(index)}
            tabIndex={index === current ? 0 : -1}
            onClick={() => setSelected(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
            {...editItem(item.id, 'label')}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item, index) => (
        <div
          key={item.id}
          role="tabpanel"
          id={panelId(index)}
          aria-labelledby={tabId(index)}
          className={`${styles.panel} ${item.image ? styles.withImage : ''}`}
          hidden={index !== current}
          tabIndex={0}
        >
          <div
            className={`prose ${styles.content}`}
            {...editItem(item.id, 'content')}
            dangerouslySetInnerHTML={{ __html: item.content ?? '' }}
          />
          {item.image && (
            <div className={styles.media} {...editItem(item.id, 'image')}>
              <CmsImage image={item.image} sizes="(min-width: 1010px) 600px, 100vw" />
            </div>
          )}
        </div>
      ))}
    </BlockSection>
  );
}
