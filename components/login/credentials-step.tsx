import type { ReactNode } from 'react';
import { Field, Form } from 'react-final-form';
import { FormShell, TextField } from '@/components/forms';
import { loginErrors, type LoginValues } from '@/lib/trial/login-schema';
import styles from './login.module.css';

export const LOGIN_TITLE = 'Вход во внешнюю систему';

type Props = {
  titleId: string;
  onSubmit: (values: LoginValues) => Promise<void>;
  /** Where a forgotten password is recovered; null while the platform is not configured. */
  restoreHref: string | null;
  /** Kept busy after a successful sign-in while the browser leaves for the company. */
  leaving: boolean;
  /** The outcome of the last attempt, shown above the fields. */
  alert: ReactNode;
};

const initialValues: LoginValues = { email: '', password: '', remember_me: false };

/** E-mail, password, "remember me" and the 'Войти' button, disabled while invalid or pending. */
export function CredentialsStep({ titleId, onSubmit, restoreHref, leaving, alert }: Props) {
  return (
    <Form<LoginValues> onSubmit={onSubmit} validate={loginErrors} initialValues={initialValues}>
      {({ handleSubmit, invalid, submitting }) => (
        <FormShell
          title={LOGIN_TITLE}
          titleId={titleId}
          submitLabel="Войти"
          pending={submitting || leaving}
          invalid={Boolean(invalid)}
          onSubmit={handleSubmit}
          footer={
            restoreHref && (
              <a href={restoreHref} target="_blank" rel="noopener noreferrer">
                Забыли пароль?
              </a>
            )
          }
        >
          {alert}
          <TextField name="email" label="E-mail" type="email" autoComplete="username" />
          <TextField name="password" label="Пароль" type="password" autoComplete="current-password" />
          <label className={styles.check}>
            <Field<boolean> name="remember_me" type="checkbox" component="input" />
            Запомнить меня
          </label>
        </FormShell>
      )}
    </Form>
  );
}
