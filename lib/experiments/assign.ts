// Which variant of a running A/B test a visitor sees. Only visitors who accepted cookies take part:
// their variant is drawn once by the traffic weights and kept in a first-party cookie, so every
// later page view shows the same one. Everyone else sees the control (the page as it is).
import type { RunningExperiment } from './types';

/** The cookie that keeps a visitor's variant of one test. */
export const variantCookie = (experimentId: number) => `ab_${experimentId}`;
/** How long a visitor keeps a variant: longer than any test is expected to run. */
export const VARIANT_COOKIE_MAX_AGE_S = 90 * 24 * 3600;

/**
 * The variant whose share of the summed weights `random` (0 ≤ random < 1) falls into. Variants
 * with no weight are never drawn; if no variant has weight, the first is.
 */
export function drawVariant<V extends { weight: number }>(variants: readonly V[], random: number): V {
  const weights = variants.map((v) => (Number.isFinite(v.weight) && v.weight > 0 ? v.weight : 0));
  const total = weights.reduce((a, b) => a + b, 0);
  if (total === 0) return variants[0]!;
  let point = random * total;
  for (let i = 0; i < variants.length; i++) {
    if (point < weights[i]!) return variants[i]!;
    point -= weights[i]!;
  }
  // random * total rounded up to total: the last variant with weight.
  return variants[weights.findLastIndex((w) => w > 0)]!;
}

export type Assignment =
  /** Not in the test (no consent): the control, no cookie, not counted. */
  | { kind: 'outside' }
  /** Kept from the cookie. */
  | { kind: 'kept'; variantId: number }
  /** Drawn now: set the cookie and count a visitor. */
  | { kind: 'new'; variantId: number };

/** A visitor's variant of `experiment`, given the consent and the cookie the request carries. */
export function assign(experiment: RunningExperiment, consent: boolean, cookie: string | undefined, random: number): Assignment {
  if (!consent) return { kind: 'outside' };
  const kept = cookie !== undefined && /^\d{1,10}$/.test(cookie) ? Number(cookie) : NaN;
  // A cookie naming a variant the test no longer has (removed since) draws again.
  if (experiment.variants.some((v) => v.id === kept)) return { kind: 'kept', variantId: kept };
  return { kind: 'new', variantId: drawVariant(experiment.variants, random).id };
}
