// Site search; 'Войти' opens the login form; 'Попробовать' goes to the trial configuration page.
import { SmartLink } from '@/components/smart-link';
import { useOpenForm } from '@/components/forms/form-popup-context';
import { SearchIcon } from './icons';
import styles from './site-header.module.css';

export function HeaderActions({ stacked = false }: { stacked?: boolean }) {
  const openForm = useOpenForm();
  return (
    <div className={stacked ? styles.actionsStacked : styles.actions}>
      <SmartLink href="/search/" className={styles.search} aria-label="Поиск по сайту" title="Поиск по сайту" data-closes-menu>
        <SearchIcon />
      </SmartLink>
      <button type="button" className={`btn btn--200 ${styles.login}`} data-closes-menu onClick={() => openForm?.('login')}>
        Войти
      </button>
      <SmartLink href="/configuration/" className="btn btn--accent btn--200">
        Попробовать
      </SmartLink>
    </div>
  );
}
