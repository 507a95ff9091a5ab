// Activates the trial from the link in the e-mail: /configuration/?hash=… is checked first
// (GET /guard/trial/{hash}/check), /configuration/?id=… goes straight to the activation
// (POST /guard/trial/{id}/activate). The link's parameters are sent on as the form data, so the
// platform gets back exactly what it put into its own link.
import { useEffect, useRef, useState } from 'react';
import type { BlockTrialActivationFragment } from '@/schema/generated/graphql';
import { useSite } from '@/components/layout/site-context';
import { trialApiUrl } from '@/lib/trial/config';
import { ACTIVATION_FAILED } from '@/lib/trial/messages';
import { activateFromLink, type ActivationState } from '@/lib/trial/activate-from-link';
import { BlockSection } from '../section';
import styles from './trial-activation.module.css';
import { BlockHeading } from '../page-heading';

const DEFAULTS = {
  title: 'Активация пробной версии',
  pending: 'Активируем пробную версию. Это может занять несколько минут, не закрывайте страницу.',
  success: 'Пробная версия активирована',
};

export default function TrialActivation({ block, apiUrl }: { block: BlockTrialActivationFragment; apiUrl?: string }) {
  const { preview } = useSite();
  const [state, setState] = useState<ActivationState>({ kind: 'idle' });
  // Activation is not idempotent: never send it twice for one page view.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void activateFromLink(trialApiUrl(apiUrl), new URLSearchParams(window.location.search), setState);
  }, [apiUrl]);

  if (state.kind === 'idle')
    // Visitors without a link see nothing; the marketer in preview sees where the block sits.
    return preview ? (
      <p className={`container ${styles.note}`} role="note">
        Здесь появится ход активации пробной версии для посетителя, пришедшего по ссылке из письма.
      </p>
    ) : null;
  return (
    <BlockSection classes={{ section: styles.section }} aria-labelledby="trial-activation-title">
      <div className={styles.box}>
        <BlockHeading id="trial-activation-title" className={styles.title}>
          {state.kind === 'done' ? block.success_title || DEFAULTS.success : block.title || DEFAULTS.title}
        </BlockHeading>
        {state.kind === 'pending' && (
          <p role="status" className={styles.pending}>
            <span className={styles.spinner} aria-hidden="true" />
            {block.pending_text || DEFAULTS.pending}
          </p>
        )}
        {state.kind === 'failed' && (
          <p role="alert" className={styles.alert}>
            {ACTIVATION_FAILED}
          </p>
        )}
        {state.kind === 'done' && (
          <div role="status">
            <p className={styles.name}>{state.name}</p>
            {state.description && <p className={styles.description}>{state.description}</p>}
          </div>
        )}
      </div>
    </BlockSection>
  );
}
