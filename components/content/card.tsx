import type { ReactNode } from 'react';
import type { CmsImageFragment } from '@/schema/generated/graphql';
import { SmartLink } from '@/components/smart-link';
import { CmsImage } from '@/components/cms-image';
import styles from './content.module.css';

type CardProps = {
  image: CmsImageFragment | null | undefined;
  /** The line above the title: date, tags. */
  meta: ReactNode;
  href: string;
  title: ReactNode;
  text?: ReactNode;
  /** A link of its own at the card's foot (an upcoming webinar's «Записаться»), above the card's link. */
  action?: ReactNode;
  /** Classes besides the card's own (a premier card, a dark one). */
  className?: string;
  colorMode?: string;
};

/** An item of a content section in a list: its picture, a line of facts, the linked title and a short text. */
export function ContentCard({ image, meta, href, title, text, action, className, colorMode }: CardProps) {
  return (
    <article className={className === undefined ? styles.card : `${styles.card} ${className}`} data-color-mode={colorMode}>
      {image && (
        <div className={styles.cardImage}>
          <CmsImage image={image} sizes="(min-width: 1010px) 400px, 90vw" />
        </div>
      )}
      <p className={styles.meta}>{meta}</p>
      <h3 className={styles.cardTitle}>
        <SmartLink href={href} className={styles.cardLink}>
          {title}
        </SmartLink>
      </h3>
      {text && <p className={styles.cardText}>{text}</p>}
      {action && <p className={styles.cardAction}>{action}</p>}
    </article>
  );
}

/** Items as a grid of cards, or a line saying there are none yet. */
export function CardGrid<T extends { id: string | number }>({
  items,
  empty,
  card,
}: {
  items: readonly T[];
  empty: ReactNode;
  card: (item: T) => ReactNode;
}) {
  return items.length ? (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={item.id}>{card(item)}</li>
      ))}
    </ul>
  ) : (
    <p className={styles.empty}>{empty}</p>
  );
}
