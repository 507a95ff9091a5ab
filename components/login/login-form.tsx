// The login dialog's content ('Вход во внешнюю систему'): credentials, then the company choice
// when there are several. It renders inside whatever dialog it is given and calls onClose to leave.
import { useEffect, useMemo, useState } from 'react';
import { trialApiUrl } from '@/lib/trial/config';
import { companyLoginUrl, restoreUrl } from '@/lib/trial/company-address';
import { favouritesCookie, readFavourites, rememberCompany } from '@/lib/trial/favourite-companies';
import type { LoginValues } from '@/lib/trial/login-schema';
import { requestState } from '@/lib/store/request';
import { signIn, type CompanyEntry } from '@/lib/trial/sign-in';
import { trialApi } from '@/lib/trial/trial-api';
import { trackEvent } from '@/lib/analytics/track';
import { analyticsFormType } from '@/lib/analytics/form-types';
import { CredentialsStep, LOGIN_TITLE } from './credentials-step';
import { CompanyStep } from './company-step';
import { LoginAlert, type LoginProblem } from './login-alert';
import styles from './login.module.css';

type Props = {
  onClose: () => void;
  /** Id for the dialog's heading, so the dialog can be named by it. */
  titleId: string;
  /** The platform's address; the build's NEXT_PUBLIC_TRIAL_API_URL unless given. */
  apiUrl?: string;
  /** Leaves for the company; a test replaces it. */
  navigate?: (url: string) => void;
};

type Choice = { companies: CompanyEntry[]; token: string; remember: boolean };

const hostOf = (address: string) => new URL(address).host;

/** Known companies first, in the order this browser last entered them. */
function favouritesFirst(companies: CompanyEntry[]): CompanyEntry[] {
  const recent = readFavourites(document.cookie).map((f) => f.domain);
  const rank = (c: CompanyEntry) => {
    const i = recent.indexOf(hostOf(c.address));
    return i === -1 ? recent.length : i;
  };
  return [...companies].sort((a, b) => rank(a) - rank(b));
}

export function LoginForm({ onClose, titleId, apiUrl, navigate = (url) => window.location.assign(url) }: Props) {
  const api = useMemo(() => {
    const url = trialApiUrl(apiUrl);
    return url ? trialApi(url) : null;
  }, [apiUrl]);
  const [problem, setProblem] = useState<LoginProblem | null>(null);
  const [choice, setChoice] = useState<Choice | null>(null);
  const [leaving, setLeaving] = useState(false);

  // The shared error state is cleared when the dialog closes.
  useEffect(() => () => requestState.clearError(), []);

  const enter = (company: CompanyEntry, url: string, remember: boolean) => {
    const entry = { name: company.name, description: company.description, active: true as const, domain: hostOf(company.address) };
    document.cookie = favouritesCookie(rememberCompany(readFavourites(document.cookie), entry), { persistent: remember });
    setLeaving(true);
    trackEvent('login', analyticsFormType('login'));
    navigate(url);
  };

  const submit = async ({ email, password, remember_me }: LoginValues) => {
    setProblem(null);
    if (!api) {
      console.error('Login failed: NEXT_PUBLIC_TRIAL_API_URL is not configured');
      setProblem('failed');
      return;
    }
    const outcome = await signIn(api, { email, password });
    if (outcome.kind === 'redirect') return enter(outcome.company, outcome.url, remember_me);
    if (outcome.kind === 'choose') {
      setChoice({ companies: favouritesFirst(outcome.companies), token: outcome.token, remember: remember_me });
      return;
    }
    // A failed sign-in is only logged (spec, section 8); the visitor sees the texts below.
    if (outcome.kind === 'failed') console.error('Login failed', requestState.get().error);
    setProblem(outcome.kind);
  };

  const alert = problem && <LoginAlert problem={problem} onClose={onClose} />;
  if (!choice)
    return (
      <CredentialsStep
        titleId={titleId}
        onSubmit={submit}
        restoreHref={api ? restoreUrl(api.baseUrl) : null}
        leaving={leaving}
        alert={alert}
      />
    );
  return (
    <div className={styles.login}>
      <h2 id={titleId} className={styles.title}>
        {LOGIN_TITLE}
      </h2>
      <CompanyStep
        companies={choice.companies}
        leaving={leaving}
        onChoose={(company) => enter(company, companyLoginUrl(company.address, choice.token), choice.remember)}
      />
    </div>
  );
}
