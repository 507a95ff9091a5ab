import { assign, drawVariant } from './assign';
import type { RunningExperiment } from './types';

const experiment: RunningExperiment = {
  id: 7,
  name: 'Заголовок первого экрана',
  path: '/',
  blockId: 1,
  goal: 'trial',
  variants: [
    { id: 10, name: 'Контроль', weight: 50, hasBlock: false },
    { id: 11, name: 'Вариант Б', weight: 30, hasBlock: true },
    { id: 12, name: 'Вариант В', weight: 20, hasBlock: true },
  ],
};

/** A seeded generator (mulberry32), so that the run is the same every time. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('A/B assignment', () => {
  it('follows the weights within 1.5 points over 10,000 visitors, and each keeps the variant their cookie names', () => {
    const random = seeded(16);
    const cookies: string[] = [];
    const counts = new Map<number, number>();
    for (let i = 0; i < 10_000; i++) {
      const first = assign(experiment, true, undefined, random());
      expect(first.kind).toBe('new');
      if (first.kind === 'outside') throw new Error('unreachable');
      counts.set(first.variantId, (counts.get(first.variantId) ?? 0) + 1);
      cookies.push(String(first.variantId));
    }
    expect(Math.abs(counts.get(10)! / 10_000 - 0.5)).toBeLessThan(0.015);
    expect(Math.abs(counts.get(11)! / 10_000 - 0.3)).toBeLessThan(0.015);
    expect(Math.abs(counts.get(12)! / 10_000 - 0.2)).toBeLessThan(0.015);
    // Every later visit of the same visitor, whatever the draw, shows the same variant and counts nobody.
    for (const cookie of cookies) {
      for (const r of [0, 0.5, 0.999]) expect(assign(experiment, true, cookie, r)).toEqual({ kind: 'kept', variantId: Number(cookie) });
    }
  });

  it('gives no variant and sets nothing without consent, even with a cookie from before', () => {
    expect(assign(experiment, false, undefined, 0.9)).toEqual({ kind: 'outside' });
    expect(assign(experiment, false, '11', 0.9)).toEqual({ kind: 'outside' });
  });

  it('draws again when the cookie names no variant of the test', () => {
    expect(assign(experiment, true, '99', 0.6)).toEqual({ kind: 'new', variantId: 11 });
    expect(assign(experiment, true, '11; x', 0.1)).toEqual({ kind: 'new', variantId: 10 });
  });

  it('draws by cumulative weight and never a variant of weight 0', () => {
    const vs = [
      { id: 1, weight: 0 },
      { id: 2, weight: 1 },
      { id: 3, weight: 3 },
      { id: 4, weight: 0 },
    ];
    expect(drawVariant(vs, 0).id).toBe(2);
    expect(drawVariant(vs, 0.2499).id).toBe(2);
    expect(drawVariant(vs, 0.25).id).toBe(3);
    expect(drawVariant(vs, 0.9999999).id).toBe(3);
    expect(drawVariant([{ id: 5, weight: 0 }], 0.5).id).toBe(5);
  });
});
