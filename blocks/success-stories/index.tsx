import { useId, useRef } from 'react';
import { CmsImage } from '@/components/cms-image';
import { SmartLink } from '@/components/smart-link';
import { present } from '@/lib/format/present';
import { newestFirst, type SuccessStoriesBlock } from '@/lib/content/success-stories';
import { formatNewsDate, isoDate } from '@/lib/format/dates';
import { BlockSection, ItemTitle } from '../section';
import styles from './success-stories.module.css';
import { useEditable } from '@/components/preview/editable-block';
import { itemEditor } from '@/lib/visual-editing/edit-attr';
import { BlockHeading } from '../page-heading';

/** The spec's section label, used when the block has no title of its own. */
export const DEFAULT_TITLE = 'истории успеха';

/** The stories are items of their own collection, shared by every block that shows them. */
const STORIES = 'success_stories';

/**
 * Customer stories as a horizontally scrolling slider. The slides are a plain list, so keyboard and
 * screen-reader users get every story; the arrows only scroll by one slide.
 */
export default function SuccessStories({ block }: { block: SuccessStoriesBlock }) {
  const edit = useEditable();
  const editItem = itemEditor(edit, STORIES);
  const track = useRef<HTMLUListElement>(null);
  const arrowsId = useId();
  // The stories the page's data brings (lib/content/success-stories.ts); without them, the block's
  // own list. A story the reader may not see (a draft) comes back as null.
  const stories = block.stories ?? newestFirst(present(present(block.items).map((i) => i.story)));
  if (stories.length === 0) return null;
  const title = block.title || DEFAULT_TITLE;
  const scroll = (direction: 1 | -1) => {
    const list = track.current;
    const slide = list?.firstElementChild;
    if (list && slide) list.scrollBy({ left: direction * (slide.getBoundingClientRect().width + 16), behavior: 'smooth' });
  };
  return (
    <BlockSection classes={{ section: styles.section }} aria-roledescription="карусель" aria-label={title}>
      <div className={styles.head}>
        <BlockHeading className={styles.title} {...edit('title')}>
          {title}
        </BlockHeading>
        {stories.length > 1 && (
          <div className={styles.arrows} id={arrowsId} role="group" aria-label="Листать истории">
            <button type="button" className={styles.arrow} onClick={() => scroll(-1)} aria-label="Предыдущая история">
              ←
            </button>
            <button type="button" className={styles.arrow} onClick={() => scroll(1)} aria-label="Следующая история">
              →
            </button>
          </div>
        )}
      </div>
      {/* The track scrolls sideways: by keyboard too (it takes the focus), and the arrows above say so. */}
      <ul
        ref={track}
        className={styles.track}
        tabIndex={stories.length > 1 ? 0 : undefined}
        aria-label={stories.length > 1 ? title : undefined}
        aria-describedby={stories.length > 1 ? arrowsId : undefined}
      >
        {stories.map((story, i) => (
          <li key={story.id} className={styles.slide} aria-roledescription="слайд" aria-label={`${i + 1} из ${stories.length}`}>
            <article className={styles.card}>
              {story.slider_preview && (
                <div className={styles.image} {...editItem(story.id, 'slider_preview')}>
                  <CmsImage image={story.slider_preview} sizes="(min-width: 1010px) 420px, 90vw" />
                </div>
              )}
              <p className={styles.company} {...editItem(story.id, 'name_company')}>
                {story.name_company}
              </p>
              <ItemTitle
                item={{ id: story.id, title: story.title, text: story.description }}
                collection={STORIES}
                textField="description"
                classes={{ title: styles.storyTitle, text: styles.text }}
              />
              {(story.author || story.position) && (
                <p className={styles.author} {...editItem(story.id, ['author', 'position'])}>
                  {story.author}
                  {story.position && <span className={styles.position}>{story.position}</span>}
                </p>
              )}
              {story.date && (
                <time className={styles.date} dateTime={isoDate(story.date)}>
                  {formatNewsDate(story.date)}
                </time>
              )}
              {story.href && (
                <SmartLink href={story.href} className={styles.more}>
                  Подробнее<span className="visually-hidden">: {story.name_company}</span>
                </SmartLink>
              )}
            </article>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
