import type { BlockLogosFragment } from '@/schema/generated/graphql';
import { CmsImage } from '@/components/cms-image';
import { SmartLink } from '@/components/smart-link';
import { present } from '@/lib/format/present';
import { BlockSection } from '../section';
import styles from './logos.module.css';
import { useEditable } from '@/components/preview/editable-block';

type Item = NonNullable<NonNullable<BlockLogosFragment['items']>[number]>;

const ITEMS = 'block_logos_items';

/**
 * The company's logo, named by the company: the file's own description may be empty or say
 * something else, so the image is hidden from assistive technology and the name is read instead.
 */
function Logo({ item }: { item: Item }) {
  const edit = useEditable();
  const target = { collection: ITEMS, item: item.id };
  if (!item.logo)
    return (
      <span className={styles.name} {...edit('name', target)}>
        {item.name}
      </span>
    );
  return (
    <>
      <span className={styles.image} aria-hidden="true" {...edit(['name', 'logo'], target)}>
        <CmsImage image={item.logo} sizes="180px" />
      </span>
      <span className="visually-hidden">{item.name}</span>
    </>
  );
}

export default function Logos({ block }: { block: BlockLogosFragment }) {
  const items = present(block.items).filter((item) => item.name);
  if (items.length === 0) return null;
  return (
    <BlockSection title={block.title} classes={{ title: styles.title }}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            {item.href ? (
              <SmartLink href={item.href} className={styles.link}>
                <Logo item={item} />
              </SmartLink>
            ) : (
              <Logo item={item} />
            )}
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
