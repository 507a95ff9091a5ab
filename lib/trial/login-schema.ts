// The login form's rules (spec, section 5): the e-mail by the e-mail rule, the password required.
import * as yup from 'yup';
import { MESSAGES } from '@/lib/forms/messages';
import { email } from '@/lib/forms/rules';

export const loginSchema = yup.object({
  email: email(),
  password: yup.string().required(MESSAGES.required).max(1024, MESSAGES.regex),
  remember_me: yup.boolean().default(false),
});

export type LoginValues = yup.InferType<typeof loginSchema>;

/** First message per field, the shape react-final-form expects from `validate`. */
export function loginErrors(values: unknown): Partial<Record<keyof LoginValues, string>> {
  try {
    loginSchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (e) {
    if (!(e instanceof yup.ValidationError)) throw e;
    const errors: Partial<Record<keyof LoginValues, string>> = {};
    for (const inner of e.inner) {
      const path = inner.path;
      if ((path === 'email' || path === 'password') && !errors[path]) errors[path] = inner.message;
    }
    return errors;
  }
}
