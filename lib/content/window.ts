import { WEBINAR_WINDOW_HOURS } from './config';

/**
 * The moment that splits upcoming from past webinars: now + 3 hours. Webinar dates are stored as
 * instants and shown in Moscow time, so the split does not depend on the server's time zone.
 */
export const webinarWindowStart = (now: Date = new Date()) => new Date(now.getTime() + WEBINAR_WINDOW_HOURS * 3_600_000).toISOString();

/** Whether a webinar counts as upcoming at `now`. */
export const isUpcoming = (date: string | null | undefined, now: Date = new Date()) =>
  !!date && new Date(date).getTime() >= new Date(webinarWindowStart(now)).getTime();
