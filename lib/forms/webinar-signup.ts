// The sign-up for one webinar, wherever its form is (the webinar's page, a card's «Записаться»
// in the list as a dialog or popup, the form's own page without scripts): what the lead is sent
// with (the webinar as its `target`, the webinar's deal source) and the calendar of its answer.
// Plain strings, so that it travels as it is in a page's data, a dialog's attribute
// (components/forms/form-dialogs.tsx) and the form page's props.
import type { LeadFormConfig } from './config';
import { BASE_PATH } from '@/lib/routing/base-path';
import { formatWebinarDate, formatWebinarTime } from '@/lib/format/dates';

export type WebinarSignup = {
  slug: string;
  /** The whole title: the lead's `target`, the same from every place the webinar is signed up for. */
  title: string;
  date: string;
  description?: string | null;
  sourceDeal?: string | null;
  /** Its page, in the calendar event's details. */
  url: string;
};

type Row = {
  slug?: string | null;
  title?: string | null;
  date?: string | null;
  description?: string | null;
  source_deal?: string | null;
};

/** A webinar as the CMS reads it, to sign up for; null without a slug or a date (nothing to sign up for). */
export function webinarSignup(w: Row, siteUrl: string | undefined): WebinarSignup | null {
  if (!w.slug || !w.date) return null;
  return {
    slug: w.slug,
    title: w.title ?? '',
    date: w.date,
    description: w.description,
    sourceDeal: w.source_deal,
    url: `${siteUrl ?? ''}${BASE_PATH}/webinars/${w.slug}/`,
  };
}

/**
 * What a sign-up form is placed with: the deal source, and the webinar (its title the lead's target;
 * the answer's calendar). Away from the webinar's page (a card's dialog or popup, the form's page),
 * the form names it and its time, `named`: the visitor sees what they sign up for.
 */
export const webinarSignupConfig = (w: WebinarSignup, { named = true } = {}): LeadFormConfig => ({
  subject: named ? `«${w.title}», ${formatWebinarDate(w.date)}, ${formatWebinarTime(w.date)} МСК` : null,
  postQuery: `webinar=${encodeURIComponent(w.slug)}`,
  sourceDeal: w.sourceDeal,
  webinar: { title: w.title, start: new Date(w.date), details: w.description ?? undefined, url: w.url },
});
