// The draft banner above a preview's header (components/layout/site-layout.tsx). An island
// (lib/chrome/island.tsx): only previews render it, so only their pages load its code (before they
// hydrate); visitors' pages carry none of it.
import { BASE_PATH } from '@/lib/routing/base-path';
import styles from './preview-bar.module.css';

/** `release`: the name of the release whose preview this is (lib/cms/release-view.ts). */
export default function PreviewBar({ release }: { release?: string }) {
  return (
    <div className={release === undefined ? styles.bar : `${styles.bar} ${styles.release}`} role="status" data-island="preview_bar">
      <span className={styles.text}>
        {release === undefined ? (
          'Черновик: так страница будет выглядеть после публикации.'
        ) : (
          <>
            {`Релиз «${release}»`}
            <span className={styles.explain}>: так сайт будет выглядеть после его публикации.</span>
          </>
        )}
      </span>
      <a href={`${BASE_PATH}/api/preview/exit/`}>
        Выйти<span className={styles.explain}> из предпросмотра</span>
      </a>
    </div>
  );
}
