/** @jest-environment jsdom */
import { counters } from '@/lib/analytics/counters';
import type { AnalyticsWindow } from '@/lib/analytics/track';
import { mirrorConsent, variantsOfVisitor } from './consent-cookie';

const clearCookies = () => document.cookie.split('; ').forEach((c) => (document.cookie = `${c.split('=')[0]}=; path=/; max-age=0`));

describe('consent and A/B cookies in the browser', () => {
  beforeEach(clearCookies);

  it('tells the server about an acceptance, and forgets the variants when consent is declined or withdrawn', () => {
    mirrorConsent(true);
    expect(document.cookie).toContain('cookies-approved=true');
    document.cookie = 'ab_7=12; path=/';
    document.cookie = 'other=1; path=/';
    expect(variantsOfVisitor()).toEqual({ '7': '12' });
    mirrorConsent(false);
    expect(document.cookie).not.toContain('cookies-approved');
    expect(variantsOfVisitor()).toEqual({});
    expect(document.cookie).toContain('other=1');
  });

  it('sends the visitor’s variants to Metrika as a visit parameter', () => {
    document.cookie = 'ab_7=12; path=/';
    document.cookie = 'ab_9=20; path=/';
    counters({ metrika_id: '12345678' })[0]!.start();
    const queue = ((window as AnalyticsWindow).ym as unknown as { a: unknown[][] }).a;
    expect(queue).toContainEqual([12345678, 'params', { ab: { '7': '12', '9': '20' } }]);
  });

  it('sends no parameter to a visitor without a variant', () => {
    counters({ metrika_id: '12345678' })[0]!.start();
    const queue = ((window as AnalyticsWindow).ym as unknown as { a: unknown[][] }).a;
    expect(queue.some((call) => call[1] === 'params')).toBe(false);
  });
});
