import type { HTMLAttributes, ReactNode } from 'react';
import { useEditable } from '@/components/preview/editable-block';
import type { EditTarget } from '@/lib/visual-editing/edit-attr';
import { BlockHeading } from './page-heading';
import styles from './section.module.css';

type Props = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  /** The block's heading (h2; h1 when the block heads its page, ./page-heading.ts), editable in place in preview; none when empty. */
  title?: string | null;
  /**
   * The intro under the heading. Passing it (even as null) lays title and text out as an intro
   * column; without it the heading stands alone above the content.
   */
  text?: string | null;
  /** The heading's id, for a region or list that is labelled by it. */
  headingId?: string;
  /** Classes that replace the shared ones, for a block that looks different. */
  classes?: { section?: string; title?: string; text?: string };
  children: ReactNode;
};

/**
 * One page block's section: the vertical rhythm, the page container and, when given, the heading
 * and intro, so that every block starts the same way.
 */
export function BlockSection({ title, text, headingId, classes = {}, children, ...rest }: Props) {
  const edit = useEditable();
  const heading = title ? (
    <BlockHeading id={headingId} className={classes.title ?? styles.title} {...edit('title')}>
      {title}
    </BlockHeading>
  ) : null;
  const intro =
    text === undefined ? (
      heading
    ) : title || text ? (
      <div className={styles.intro}>
        {heading}
        {text && (
          <p className={classes.text ?? styles.text} {...edit('text')}>
            {text}
          </p>
        )}
      </div>
    ) : null;
  return (
    <section className={classes.section ?? styles.section} {...rest}>
      <div className="container">
        {intro}
        {children}
      </div>
    </section>
  );
}

type ItemTitleProps = {
  /** The item (card, step, story): a click on its title or text in the Visual Editor opens it, not the block. */
  item: { id: EditTarget['item']; title?: string | null; text?: string | null };
  /** The collection of the block's items. */
  collection: string;
  /** The item's field that holds the text. */
  textField?: string;
  classes: { title?: string; text?: string };
};

/** The heading (h3) of one of a block's items and, when there is one, its text under it. */
export function ItemTitle({ item, collection, textField = 'text', classes }: ItemTitleProps) {
  const edit = useEditable();
  const target = { collection, item: item.id };
  return (
    <>
      <h3 className={classes.title} {...edit('title', target)}>
        {item.title}
      </h3>
      {item.text && (
        <p className={classes.text} {...edit(textField, target)}>
          {item.text}
        </p>
      )}
    </>
  );
}
