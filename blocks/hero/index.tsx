import type { BlockHeroFragment } from '@/schema/generated/graphql';
import { ActionButton, buttonFields, buttonOf } from '@/components/action-button';
import { CmsImage } from '@/components/cms-image';
import styles from './hero.module.css';
import { useEditable } from '@/components/preview/editable-block';

export default function Hero({ block }: { block: BlockHeroFragment }) {
  const edit = useEditable();
  return (
    <section className={`${styles.hero} ${block.theme === 'dark' ? styles.dark : ''}`}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          {block.eyebrow && (
            <p className={styles.eyebrow} {...edit('eyebrow')}>
              {block.eyebrow}
            </p>
          )}
          <h1 className={styles.title} {...edit('title')}>
            {block.title}
          </h1>
          {block.text && (
            <p className={styles.text} {...edit('text')}>
              {block.text}
            </p>
          )}
          <div className={styles.actions}>
            <ActionButton {...buttonOf(block, 'primary')} variant="accent" size={400} edit={edit(buttonFields('primary'))} />
            <ActionButton
              {...buttonOf(block, 'secondary')}
              variant={block.theme === 'dark' ? 'white' : 'secondary'}
              size={400}
              edit={edit(buttonFields('secondary'))}
            />
          </div>
        </div>
        {block.image && (
          <div className={styles.media} {...edit('image')}>
            <CmsImage image={block.image} sizes="(min-width: 1010px) 560px, 100vw" priority />
          </div>
        )}
      </div>
    </section>
  );
}
