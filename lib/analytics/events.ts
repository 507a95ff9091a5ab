// The spec's tracking events (category/action) and Metrika goals. Each fires a GTM dataLayer event;
// those with a goal also reach Metrika's reachGoal.
export const TRACKING_EVENTS = {
  trial: { category: 'target', action: 'trial', goal: 'trial' },
  login: { category: 'login', action: 'lk' },
  mail: { category: 'target', action: 'trial_email' },
  price_request: { category: 'target', action: 'price_request' },
  consult: { category: 'target', action: 'consult' },
  partner: { category: 'target', action: 'partner' },
  manager: { category: 'target', action: 'manager', goal: 'manager' },
  webinar: { category: 'webinar', action: 'sign_up' },
  popup: { category: 'target', action: 'pop_up' },
  trial_submit: { category: 'trial', action: 'submit' },
  webinar_submit: { category: 'webinar', action: 'submit' },
} as const satisfies Record<string, { category: string; action: string; goal?: string }>;

export type TrackingEvent = keyof typeof TRACKING_EVENTS;

export const isTrackingEvent = (v: string): v is TrackingEvent => v in TRACKING_EVENTS;
