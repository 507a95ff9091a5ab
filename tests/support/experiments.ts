// A/B tests made over REST for the tests that need one in place (the marketer's own way, the admin
// form, is experiments.browser.test.ts).
import { cms } from './stack';

/** A variant: its share of visitors and, unless it is the control (the page's block as it is), the block it shows instead. */
export type NewVariant = { name: string; weight: number; block?: { collection: string; item: Record<string, unknown> }[] };

/**
 * Creates the A/B test of `block` (a pages_blocks id) on `page`, its variants sorted as listed, and
 * returns the test's `fields`.
 */
export const createAbTest = <T = { id: number }>(
  test: { name: string; state: 'draft' | 'running'; goal: string; page: number; block: number },
  variants: NewVariant[],
  fields = 'id',
): Promise<T> =>
  cms<T>('POST', `/items/experiments?fields=${fields}`, { ...test, variants: variants.map((v, i) => ({ ...v, sort: i + 1 })) });
