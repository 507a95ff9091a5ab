import { bestVariant, goalFilter, variantResults } from './results';

const variants = [
  { id: 1, name: 'Контроль', block: [] },
  { id: 2, name: 'Вариант Б', block: [{ collection: 'block_hero', item: '5' }] },
  { id: 3, name: 'Вариант В', block: [{ collection: 'block_hero', item: '6' }] },
];

describe('A/B results per variant', () => {
  it('compares every variant with the control, the variant without a block', () => {
    const tallies = new Map([
      [1, { visitors: 1000, leads: 100 }],
      [2, { visitors: 1000, leads: 130 }],
    ]);
    const [control, b, c] = variantResults(variants, tallies);
    expect(control).toMatchObject({ control: true, visitors: 1000, leads: 100, conversion: '10,00 %', significance: 'Контроль' });
    expect(b).toMatchObject({ control: false, conversion: '13,00 %' });
    expect(b!.significance).toBe('p = 0,035, различие значимо, +30,0 % к контролю; вероятность превзойти контроль 98,2 %');
    // A variant nobody saw yet.
    expect(c).toMatchObject({ visitors: 0, leads: 0, conversion: '0,00 %' });
    expect(c!.significance).toMatch(/^p — нет данных, мало данных; вероятность превзойти контроль \d/);
    expect(bestVariant([control!, b!, c!])!.id).toBe(2);
  });

  it('keeps the control on a tie', () => {
    const tallies = new Map([
      [1, { visitors: 10, leads: 1 }],
      [2, { visitors: 10, leads: 1 }],
    ]);
    expect(bestVariant(variantResults(variants.slice(0, 2), tallies))!.id).toBe(1);
  });
});

describe("the leads that are a test's goal", () => {
  it('are the leads of a spec form by its kind, as before', () => {
    expect(goalFilter({ goal: 'demo', goal_form: null })).toEqual({ kind: { _eq: 'demo' } });
  });

  it('are the completed leads of the built form chosen as the goal (a partial lead of step 1 is not one)', () => {
    expect(goalFilter({ goal: 'form', goal_form: 12 })).toEqual({ kind: { _eq: 'form' }, form: { _eq: 12 }, partial: { _eq: false } });
    // No form chosen (or its form deleted): no lead is that goal.
    expect(goalFilter({ goal: 'form', goal_form: null })).toMatchObject({ form: { _null: true } });
  });
});
