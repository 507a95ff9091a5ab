// Sends tracking events to whatever counters the page loaded; with none loaded it only records
// them in dataLayer, which nothing reads.
import { TRACKING_EVENTS, isTrackingEvent } from './events';
import { analyticsFormType, type AnalyticsFormType } from './form-types';

type Ym = (id: number, method: string, ...args: unknown[]) => void;
export type AnalyticsWindow = Window & {
  dataLayer?: unknown[];
  ym?: Ym;
  VK?: { Retargeting?: { Init(id: string): void; Hit(): void } };
  __metrikaId?: number;
  /** Goals reached before the counter started (./counters.ts sends them once it does). */
  __pendingGoals?: unknown[][];
};

const w = () => window as AnalyticsWindow;

/** An event of a form, by the form's kind and goals (the forms provider, which loads this on demand). */
export const trackFormEvent = (type: string, ...form: Parameters<typeof analyticsFormType>) => trackEvent(type, analyticsFormType(...form));

/**
 * One event by its type name (from code or from a block's metric actions in the CMS). An event of
 * a form carries the form's analytics type (`formType` in dataLayer, a goal parameter in Metrika).
 */
export function trackEvent(type: string, formType?: AnalyticsFormType | null): void {
  if (!isTrackingEvent(type)) {
    console.error('GTM event type not found');
    return;
  }
  const e = TRACKING_EVENTS[type];
  (w().dataLayer ??= []).push({ event: 'event', eventCategory: e.category, eventAction: e.action, ...(formType ? { formType } : {}) });
  if (!('goal' in e)) return;
  const goal = formType ? ['reachGoal', e.goal, { formType }] : ['reachGoal', e.goal];
  const id = w().__metrikaId;
  // A form opened as the page hydrates comes before the counter has started (it starts once the
  // app is up, and only with the visitor's consent): the goal waits for it.
  if (id && w().ym) w().ym!(id, ...(goal as [string, ...unknown[]]));
  else (w().__pendingGoals ??= []).push(goal);
}

export const trackEvents = (types: readonly string[], formType?: AnalyticsFormType | null) =>
  types.forEach((type) => trackEvent(type, formType));

/** A page view after a client-side route change (the first one is sent by the counters themselves). */
export function trackPageView(url: string): void {
  const id = w().__metrikaId;
  if (id && w().ym) w().ym!(id, 'hit', url, { referer: document.referrer });
  w().VK?.Retargeting?.Hit();
}

/** A Core Web Vitals measurement (next/web-vitals: CLS, FCP, INP, LCP, TTFB). */
export type WebVital = { name: string; value: number; rating?: 'good' | 'needs-improvement' | 'poor' };

/**
 * One Core Web Vital of this page view to Metrika, as a visit parameter
 * `web_vitals → {name} → {rating} = value` (milliseconds; CLS as a fraction), so Metrika's visit
 * parameters report groups them by metric and rating and averages the values. Only a started
 * counter has an id here, i.e. only after the visitor accepted cookies.
 */
export function sendWebVital({ name, value, rating }: WebVital): void {
  const id = w().__metrikaId;
  if (!id || !w().ym) return;
  const rounded = name === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value);
  w().ym!(id, 'params', { web_vitals: { [name]: { [rating ?? 'unrated']: rounded } } });
}
