import type { BlockLogosFragment } from '@/schema/generated/graphql';
import { CmsImage } from '@/components/cms-image';
import { SmartLink } from '@/components/smart-link';
import styles from './logos.module.css';
import { useEditable } from '@/components/preview/editable-block';

type Item = NonNullable<NonNullable<BlockLogosFragment['items']>[number]>;

/**
 * The company's logo, named by the company: the file's own description may be empty or say
 * something else, so the image is hidden from assistive technology and the name is read instead.
 */
function Logo({ item }: { item: Item }) {
  if (!item.logo) return <span className={styles.name}>{item.name}</span>;
  return (
    <>
      <span className={styles.image} aria-hidden="true">
        <CmsImage image={item.logo} sizes="180px" />
      </span>
      <span className="visually-hidden">{item.name}</span>
    </>
  );
}

export default function Logos({ block }: { block: BlockLogosFragment }) {
  const edit = useEditable();
  const items = (block.items ?? []).filter((item) => item !== null).filter((item) => item.name);
  if (items.length === 0) return null;
  return (
    <section className={styles.section}>
      <div className="container">
        {block.title && (
          <h2 className={styles.title} {...edit('title')}>
            {block.title}
          </h2>
        )}
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
      </div>
    </section>
  );
}
