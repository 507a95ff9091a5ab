import type { BlockFeaturesFragment } from '@/schema/generated/graphql';
import { CmsImage } from '@/components/cms-image';
import { SmartLink } from '@/components/smart-link';
import { present } from '@/lib/format/present';
import { BlockSection, ItemTitle } from '../section';
import styles from './features.module.css';
import { useEditable } from '@/components/preview/editable-block';
import { itemEditor } from '@/lib/visual-editing/edit-attr';

/** Columns on wide screens: 2, 3 or 4; anything else gets the default of 3. */
function columnsOf(value: string | null): 2 | 3 | 4 {
  return value === '2' ? 2 : value === '4' ? 4 : 3;
}

const ITEMS = 'block_features_items';

export default function Features({ block }: { block: BlockFeaturesFragment }) {
  const editItem = itemEditor(useEditable(), ITEMS);
  const items = present(block.items).filter((item) => item.title);
  if (items.length === 0) return null;
  const cards = block.variant === 'cards';
  const columns = columnsOf(block.column_count);
  return (
    <BlockSection title={block.title} text={block.text}>
      <ul
        className={`${styles.list} ${styles[`cols${columns}`]} ${cards ? styles.cards : styles.grid}`}
        data-variant={cards ? 'cards' : 'grid'}
        data-columns={columns}
      >
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            {item.icon && (
              <div className={styles.icon} aria-hidden="true" {...editItem(item.id, 'icon')}>
                <CmsImage image={item.icon} sizes="48px" />
              </div>
            )}
            <ItemTitle item={item} collection={ITEMS} classes={{ title: styles.itemTitle, text: styles.itemText }} />
            {item.href && (
              <SmartLink href={item.href} className={styles.more} {...editItem(item.id, 'href')}>
                Подробнее<span className="visually-hidden">: {item.title}</span>
                <span className={styles.arrow} aria-hidden="true">
                  →
                </span>
              </SmartLink>
            )}
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
