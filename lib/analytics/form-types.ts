// The spec's analytics form types (section 3): every event a form sends (opening it, submitting it,
// signing in) names which kind of form it came from, so reports can tell a price request from a
// trial. Kept apart from the forms' schemas: every page's bundle loads this file.
import type { LeadFormKind } from '@/lib/forms/kinds';

export const ANALYTICS_FORM_TYPES = ['Trial', 'Webinar', 'Manager', 'Login', 'GetPrice'] as const;

export type AnalyticsFormType = (typeof ANALYTICS_FORM_TYPES)[number];

/** Forms whose requests go to a manager; a subscription is none of the types. */
const BY_KIND: Record<LeadFormKind | 'login', AnalyticsFormType | null> = {
  trial: 'Trial',
  webinar: 'Webinar',
  login: 'Login',
  demo: 'Manager',
  question: 'Manager',
  questionComment: 'Manager',
  download: 'Manager',
  partner: 'Manager',
  subscribe: null,
};

/**
 * The form type of a form as placed: a placement whose goals include the price request (the price
 * pages' forms) is GetPrice; otherwise the form's kind decides.
 */
export function analyticsFormType(kind: LeadFormKind | 'login', metricActions?: readonly string[] | null): AnalyticsFormType | null {
  if (kind !== 'login' && kind !== 'subscribe' && metricActions?.includes('price_request')) return 'GetPrice';
  return BY_KIND[kind];
}
