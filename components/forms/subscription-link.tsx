// What a visitor sees after following a link from our e-mails: the confirmation of a subscription
// (?confirm=) or an unsubscribe link (?hash=). Nothing happens until the button is pressed: mail
// scanners open links, only a person presses buttons.
import { useState } from 'react';
import { BASE_PATH } from '@/lib/routing/base-path';
import { ERROR_TEXTS, UNSUBSCRIBE_ERROR } from '@/lib/forms/texts';
import styles from '@/components/not-found.module.css';

export type SubscriptionLinkProps = { action: 'confirm' | 'unsubscribe'; token: string };

const TEXTS = {
  confirm: {
    title: 'Подтверждение подписки',
    text: 'Нажмите кнопку, чтобы получать нашу рассылку.',
    button: 'Подтвердить подписку',
    done: 'Подписка подтверждена. Спасибо!',
  },
  unsubscribe: {
    title: 'Отписка от рассылки',
    text: 'Нажмите кнопку, и письма рассылки больше не будут приходить на этот адрес.',
    button: 'Отписаться',
    done: 'Вы отписались от рассылки.',
  },
} as const;

async function send({ action, token }: SubscriptionLinkProps): Promise<string | null> {
  const r =
    action === 'confirm'
      ? await fetch(`${BASE_PATH}/api/subscribe/confirm/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ token }),
        })
      : await fetch(`${BASE_PATH}/api/subscribe/?hash=${encodeURIComponent(token)}`);
  if (r.ok) return null;
  const body = (await r.json().catch(() => ({}))) as { error?: string };
  return failure(action, body.error);
}

/** Spec §8: a failed unsubscribe says 'Не удалось отписаться', with the server's reason when it gave one. */
function failure(action: SubscriptionLinkProps['action'], reason?: string) {
  if (action === 'unsubscribe') return reason ? `${UNSUBSCRIBE_ERROR}: ${reason}` : UNSUBSCRIBE_ERROR;
  return reason ?? `${ERROR_TEXTS.title}. ${ERROR_TEXTS.description}`;
}

export function SubscriptionLink(props: SubscriptionLinkProps) {
  const [state, setState] = useState<'idle' | 'sending' | 'done' | { error: string }>('idle');
  const texts = TEXTS[props.action];
  async function onClick() {
    setState('sending');
    const error = await send(props).catch(() => failure(props.action));
    setState(error ? { error } : 'done');
  }
  return (
    <section className={`container ${styles.box}`}>
      <h1 className={styles.title}>{texts.title}</h1>
      {!props.token ? (
        <p className={styles.text}>Ссылка неполная: откройте её из письма ещё раз.</p>
      ) : state === 'done' ? (
        <p className={styles.text} role="status">
          {texts.done}
        </p>
      ) : (
        <>
          <p className={styles.text}>{texts.text}</p>
          <button type="button" className="btn btn--accent btn--300" disabled={state === 'sending'} onClick={onClick}>
            {texts.button}
          </button>
          {typeof state === 'object' && (
            <p className={styles.text} role="alert">
              {state.error}
            </p>
          )}
        </>
      )}
    </section>
  );
}
