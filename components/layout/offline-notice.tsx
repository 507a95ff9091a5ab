import { useOnline } from '@/lib/chrome/online';
import styles from './site-layout.module.css';

/** Shown while the browser is offline, so that a visitor knows why forms and links do not work. */
export function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    <div className={styles.offline} role="status">
      Нет подключения к интернету. Страница открыта, но отправить форму не получится, пока связь не вернётся.
    </div>
  );
}
