import { compare, formatComparison, formatConversion, probabilityToBeat, zTest } from './stats';

describe('A/B results', () => {
  it('computes the two-proportion z-test as by hand', () => {
    // Control 100 of 1,000 (10 %), variant 130 of 1,000 (13 %). Pooled p = 230 / 2,000 = 0.115;
    // SE = √(0.115 · 0.885 · (1/1000 + 1/1000)) = √0.00020355 = 0.0142671; z = 0.03 / 0.0142671 = 2.1027;
    // two-sided p = 2 · (1 − Φ(2.1027)) = 2 · 0.017744 = 0.03549.
    const test = zTest({ visitors: 1000, leads: 100 }, { visitors: 1000, leads: 130 })!;
    expect(test.z).toBeCloseTo(2.1027, 4);
    expect(test.pValue).toBeCloseTo(0.03549, 4);
    const c = compare({ visitors: 1000, leads: 100 }, { visitors: 1000, leads: 130 });
    expect(c.conversion).toBeCloseTo(0.13, 10);
    expect(c.uplift).toBeCloseTo(0.3, 10);
    expect(c.significant).toBe(true);
    // 20 of 200 against 26 of 200: the same rates on a fifth of the traffic: z = 2.1027 / √5 = 0.9404.
    const small = compare({ visitors: 200, leads: 20 }, { visitors: 200, leads: 26 });
    expect(small.z).toBeCloseTo(0.9404, 3);
    expect(small.significant).toBe(false);
  });

  it('computes the probability to beat the control as by hand', () => {
    // Control 0 of 1 → Beta(1, 2), density 2(1 − x); variant 1 of 1 → Beta(2, 1), density 2y.
    // P(y > x) = ∫₀¹ 2(1 − x) · (1 − x²) dx = 2 · (1 − 1/2 − 1/3 + 1/4) = 5/6.
    expect(probabilityToBeat({ visitors: 1, leads: 0 }, { visitors: 1, leads: 1 })).toBeCloseTo(5 / 6, 10);
    expect(probabilityToBeat({ visitors: 1, leads: 1 }, { visitors: 1, leads: 0 })).toBeCloseTo(1 / 6, 10);
    // Identical data: a coin toss.
    expect(probabilityToBeat({ visitors: 40, leads: 7 }, { visitors: 40, leads: 7 })).toBeCloseTo(0.5, 10);
    expect(probabilityToBeat({ visitors: 0, leads: 0 }, { visitors: 0, leads: 0 })).toBeCloseTo(0.5, 10);
    // 100/1,000 against 130/1,000: checked against a numerical integration of the two Beta densities (0.982).
    expect(probabilityToBeat({ visitors: 1000, leads: 100 }, { visitors: 1000, leads: 130 })).toBeCloseTo(0.982, 3);
  });

  it('has no test without visitors, and says so', () => {
    const c = compare({ visitors: 0, leads: 0 }, { visitors: 10, leads: 1 });
    expect(c.pValue).toBeNull();
    expect(c.uplift).toBeNull();
    expect(c.significant).toBe(false);
    expect(formatComparison(c)).toMatch(/^p — нет данных, мало данных; вероятность превзойти контроль/);
  });

  it('writes the figures in Russian', () => {
    expect(formatConversion({ visitors: 1000, leads: 130 })).toBe('13,00 %');
    expect(formatComparison(compare({ visitors: 1000, leads: 100 }, { visitors: 1000, leads: 130 }))).toBe(
      'p = 0,035, различие значимо, +30,0 % к контролю; вероятность превзойти контроль 98,2 %',
    );
  });
});
