import type { HTMLAttributes, ReactNode } from 'react';
import { useEditable } from '@/components/preview/editable-block';
import styles from './section.module.css';

type Props = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  /** The block's heading (h2), editable in place in preview; none when empty. */
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
    <h2 id={headingId} className={classes.title ?? styles.title} {...edit('title')}>
      {title}
    </h2>
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
