import { pricePath } from './prices';

describe('price routes', () => {
  it('accepts a known delivery and its editions', () => {
    expect(pricePath('saas', undefined)).toBe('/prices/saas/');
    expect(pricePath('on-premises', ['sed'])).toBe('/prices/on-premises/sed/');
  });

  it('rejects an unknown delivery, an unknown edition and deeper paths', () => {
    expect(pricePath('cloud', undefined)).toBeNull();
    expect(pricePath('saas', ['gold'])).toBeNull();
    expect(pricePath('saas', ['ai', 'extra'])).toBeNull();
    expect(pricePath(['saas'], undefined)).toBeNull();
  });
});
