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
      {/* In the header's kept HTML (site-header.tsx) no onClick is attached: its listener opens the
          form named in data-form. The mobile menu renders this in the browser, with the onClick. */}
      <button
        type="button"
        className={`btn btn--200 ${styles.login}`}
        data-closes-menu
        data-action="open-form"
        data-form="login"
        onClick={(e) => openForm?.('login', e.currentTarget)}
      >
        Войти
      </button>
      <SmartLink href="/configuration/" className="btn btn--accent btn--200">
        Попробовать
      </SmartLink>
    </div>
  );
}
