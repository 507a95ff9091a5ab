import { useEffect, useRef, useState } from 'react';
import type { BlockMediaFragment } from '@/schema/generated/graphql';
import { CmsImage } from '@/components/cms-image';
import { SmartLink } from '@/components/smart-link';
import { videoEmbed, videoLink, withAutoplay } from '@/lib/media/video-embed';
import { BlockSection } from '../section';
import styles from './media.module.css';
import { useEditable } from '@/components/preview/editable-block';

const SIZES = '(min-width: 1280px) 1268px, 100vw';

/**
 * A video player that costs nothing until asked for: the cover (or a neutral placeholder) with a
 * play button, replaced by the provider's iframe on click.
 */
function VideoPlayer({ src, title, cover }: { src: string; title: string | null; cover: BlockMediaFragment['image'] }) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  // The button the user pressed is gone: keyboard focus moves on to the player that replaced it.
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);
  return (
    <div className={styles.player}>
      {playing ? (
        <iframe
          ref={frame}
          className={styles.frame}
          src={withAutoplay(src)}
          title={title ? `Видео: ${title}` : 'Видео'}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture; screen-wake-lock"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button type="button" className={styles.play} onClick={() => setPlaying(true)}>
          <span className={styles.cover} aria-hidden="true">
            {cover ? <CmsImage image={cover} sizes={SIZES} className={styles.coverImage} /> : <span className={styles.placeholder} />}
          </span>
          <span className={styles.playIcon} aria-hidden="true">
            <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
              <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5Z" fill="currentColor" />
            </svg>
          </span>
          <span className="visually-hidden">{title ? `Смотреть видео: ${title}` : 'Смотреть видео'}</span>
        </button>
      )}
    </div>
  );
}

export default function Media({ block }: { block: BlockMediaFragment }) {
  const edit = useEditable();
  const link = videoLink(block.video_url);
  const embed = videoEmbed(block.video_url);
  if (!block.image && !link) return null;
  return (
    <BlockSection title={block.title}>
      <figure className={styles.figure} {...edit(['image', 'alt', 'video_url'])}>
        {embed ? (
          <VideoPlayer src={embed.src} title={block.title} cover={block.image} />
        ) : (
          block.image && <CmsImage image={block.image} alt={block.alt} sizes={SIZES} className={styles.image} />
        )}
        {link && !embed && (
          <p className={styles.link}>
            <SmartLink href={link}>{block.title ? `Смотреть видео: ${block.title}` : 'Смотреть видео'}</SmartLink>
          </p>
        )}
        {block.caption && (
          <figcaption className={styles.caption} {...edit('caption')}>
            {block.caption}
          </figcaption>
        )}
      </figure>
    </BlockSection>
  );
}
