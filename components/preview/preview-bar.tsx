// The draft banner above a preview's header (components/layout/site-layout.tsx). An island
// (lib/chrome/island.tsx): only previews render it, so only their pages load its code (before they
// hydrate); visitors' pages carry none of it.
import { BASE_PATH } from '@/lib/routing/base-path';
import styles from './preview-bar.module.css';

export default function PreviewBar() {
  return (
    <div className={styles.bar} role="status" data-island="preview_bar">
      <span className={styles.text}>Черновик: так страница будет выглядеть после публикации.</span>
      <a href={`${BASE_PATH}/api/preview/exit/`}>Выйти из предпросмотра</a>
    </div>
  );
}
