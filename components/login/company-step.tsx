import type { CompanyEntry } from '@/lib/trial/sign-in';
import styles from './login.module.css';

type Props = { companies: readonly CompanyEntry[]; onChoose: (company: CompanyEntry) => void; leaving: boolean };

/** Several active companies: the visitor picks the one to enter. */
export function CompanyStep({ companies, onChoose, leaving }: Props) {
  return (
    <div className={styles.companies}>
      <p id="login-companies">Выберите компанию для входа</p>
      <ul className={styles.list} aria-labelledby="login-companies">
        {companies.map((company) => (
          <li key={company.address}>
            <button type="button" className={styles.company} onClick={() => onChoose(company)} disabled={leaving}>
              <span className={styles.companyName}>{company.name}</span>
              <span className={styles.companyZone}>{company.zone}</span>
              {company.description && <span className={styles.companyDescription}>{company.description}</span>}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
