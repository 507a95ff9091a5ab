import { SmartLink } from '@/components/smart-link';
import type { MouseEvent } from 'react';
import { BASE_PATH } from '@/lib/routing/base-path';
import { AUTH_FAILED, COMPANY_NOT_FOUND, NO_ACTIVE_COMPANY } from '@/lib/trial/messages';
import styles from './login.module.css';

export type LoginProblem = 'not-found' | 'no-active-company' | 'failed';

const CONFIGURATION = '/configuration/';
const [beforeLink = '', afterLink = ''] = NO_ACTIVE_COMPANY.split('по ссылке');

/** The spec's texts for a failed sign-in; the no-active-company one links to the trial activation. */
export function LoginAlert({ problem, onClose }: { problem: LoginProblem; onClose: () => void }) {
  // Already on the activation page: the link has nowhere to go, so it closes the dialog instead.
  const toConfiguration = (e: MouseEvent<HTMLAnchorElement>) => {
    if (window.location.pathname === `${BASE_PATH}${CONFIGURATION}`) e.preventDefault();
    onClose();
  };
  return (
    <p className={styles.alert} role="alert">
      {problem === 'not-found' && COMPANY_NOT_FOUND}
      {problem === 'failed' && AUTH_FAILED}
      {problem === 'no-active-company' && (
        <>
          {beforeLink}
          <SmartLink href={CONFIGURATION} onClick={toConfiguration}>
            по ссылке
          </SmartLink>
          {afterLink}
        </>
      )}
    </p>
  );
}
