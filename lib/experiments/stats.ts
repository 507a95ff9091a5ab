// The results of an A/B test: each variant against the control, by the share of its visitors who
// sent the goal form. Two readings: the p-value of a two-sided two-proportion z-test (pooled
// standard error), and the Bayesian probability that the variant's rate beats the control's with
// uniform Beta(1, 1) priors (Evan Miller's closed form). Normal CDF and log-gamma come from
// simple-statistics.
import { errorFunction, gammaln } from 'simple-statistics';

export type Tally = { visitors: number; leads: number };

export type Comparison = {
  conversion: number;
  /** Relative change of the conversion against the control (0.3 = +30 %); null when the control has none. */
  uplift: number | null;
  z: number | null;
  pValue: number | null;
  probabilityToBeat: number;
  /** p < 0.05 */
  significant: boolean;
};

export const SIGNIFICANCE_LEVEL = 0.05;

const rate = (t: Tally) => (t.visitors > 0 ? Math.min(t.leads, t.visitors) / t.visitors : 0);

/** Standard normal CDF. */
export const normalCdf = (z: number) => 0.5 * (1 + errorFunction(z / Math.SQRT2));

/** Two-sided two-proportion z-test; null when it is undefined (no visitors, or no spread at all). */
export function zTest(control: Tally, variant: Tally): { z: number; pValue: number } | null {
  if (control.visitors <= 0 || variant.visitors <= 0) return null;
  const pooled =
    (Math.min(control.leads, control.visitors) + Math.min(variant.leads, variant.visitors)) / (control.visitors + variant.visitors);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / control.visitors + 1 / variant.visitors));
  if (se === 0) return null;
  const z = (rate(variant) - rate(control)) / se;
  return { z, pValue: 2 * (1 - normalCdf(Math.abs(z))) };
}

const lnBeta = (a: number, b: number) => gammaln(a) + gammaln(b) - gammaln(a + b);

/** P(rate of B > rate of A) with Beta(1 + leads, 1 + visitors − leads) posteriors. */
export function probabilityToBeat(a: Tally, b: Tally): number {
  const [la, lb] = [Math.min(a.leads, a.visitors), Math.min(b.leads, b.visitors)];
  const [alphaA, betaA] = [1 + la, 1 + a.visitors - la];
  const [alphaB, betaB] = [1 + lb, 1 + b.visitors - lb];
  let total = 0;
  for (let i = 0; i < alphaB; i++) {
    total += Math.exp(lnBeta(alphaA + i, betaA + betaB) - Math.log(betaB + i) - lnBeta(1 + i, betaB) - lnBeta(alphaA, betaA));
  }
  return Math.min(1, Math.max(0, total));
}

export function compare(control: Tally, variant: Tally): Comparison {
  const test = zTest(control, variant);
  const base = rate(control);
  return {
    conversion: rate(variant),
    uplift: base > 0 ? rate(variant) / base - 1 : null,
    z: test?.z ?? null,
    pValue: test?.pValue ?? null,
    probabilityToBeat: probabilityToBeat(control, variant),
    significant: test !== null && test.pValue < SIGNIFICANCE_LEVEL,
  };
}

const percent = (x: number, digits = 1) => `${(x * 100).toFixed(digits).replace('.', ',')} %`;

/** The conversion as the admin shows it, e.g. «3,2 %». */
export const formatConversion = (t: Tally) => percent(rate(t), 2);

/** The significance as the admin shows it, in Russian. */
export function formatComparison(c: Comparison): string {
  const p = c.pValue === null ? 'p — нет данных' : `p = ${c.pValue.toFixed(3).replace('.', ',')}`;
  const verdict = c.pValue === null ? 'мало данных' : c.significant ? 'различие значимо' : 'различие не значимо';
  const uplift = c.uplift === null || c.pValue === null ? '' : `, ${c.uplift >= 0 ? '+' : '−'}${percent(Math.abs(c.uplift))} к контролю`;
  return `${p}, ${verdict}${uplift}; вероятность превзойти контроль ${percent(c.probabilityToBeat)}`;
}
