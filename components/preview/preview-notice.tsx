// What a marketer sees in preview where a visitor sees nothing (view/render-blocks.tsx): a block
// the site does not know, or one that failed to render. An island (lib/chrome/island.tsx): only
// previews render it, so visitors' pages carry none of its code.
import styles from './preview-notice.module.css';

export default function PreviewNotice({ block, failed = false }: { block: string; failed?: boolean }) {
  return (
    <div className={styles.notice} role="note" data-island="preview_notice">
      {failed
        ? `Блок «${block}» не удалось показать: ошибка в данных или в компоненте.`
        : `Неизвестный блок «${block}»: сайт пока не умеет его показывать.`}
    </div>
  );
}
