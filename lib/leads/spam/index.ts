// Is a submission suspicious? A suspicious lead is kept like any other (journaled, stored in
// Directus, answered with the normal success), but marked «На проверке» and held back from the CRM
// until a marketer releases it in «Заявки на проверке» (cms/extensions/lead-review). Nothing here
// refuses a lead: a false alarm costs a marketer a look, never a customer.
import { gibberish } from './gibberish';
import { disposableDomain } from './disposable';

/**
 * Less than this from the form appearing to its submission is faster than a person. Even the
 * shortest form (e-mail and a consent box) with the browser's autofill takes a click into a field,
 * a pick of the suggestion, a tick and a click on the button: several seconds (an estimate, not a
 * measurement of our visitors); a script that runs the page submits within milliseconds. 2 s keeps
 * a margin for the fastest person, and the flag only sends the lead to review, never refuses it.
 */
export const MIN_FILL_MS = 2000;

/**
 * Forms that start work for sales (a trial stand, a demo call, and the forms marketers build in
 * «Формы», which go to the CRM as leads): a throw-away address there is no customer.
 */
export const DISPOSABLE_CHECKED: ReadonlySet<string> = new Set(['trial', 'demo', 'form']);

export type Submission = {
  kind: string;
  email?: string | null;
  /** The form's free-text fields as [label, value] (names, companies, positions, comments). */
  texts: readonly (readonly [string, string])[];
  /** The captcha verdict; a score below `minScore` is suspicious. */
  captcha: { score: number | null; status: string };
  minScore: number;
  /** Milliseconds from the form appearing to the submit, as the browser measured them; undefined: not told. */
  fillMs?: number;
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(1).replace('.', ',')} с`;

/** Why the submission looks like spam, in Russian for the review list; empty when it does not. */
export async function spamReasons(s: Submission): Promise<string[]> {
  const reasons: string[] = [];
  const { score, status } = s.captcha;
  if (status === 'verified' && score !== null && score < s.minScore) reasons.push(`низкая оценка капчи: ${score}`);
  if (status === 'missing') reasons.push('отправлена без капчи: скрипты страницы не работали');
  for (const [label, value] of s.texts) {
    // The word itself is personal data (a marketer may not read the field): only the field and why.
    const found = gibberish(value);
    if (found) reasons.push(`бессмыслица в поле «${label}»: ${found.why}`);
  }
  if (s.email && DISPOSABLE_CHECKED.has(s.kind)) {
    const domain = await disposableDomain(s.email);
    if (domain) reasons.push(`одноразовый адрес e-mail: ${domain}`);
  }
  if (s.fillMs !== undefined && s.fillMs < MIN_FILL_MS) reasons.push(`заполнена за ${seconds(s.fillMs)}`);
  return reasons;
}
