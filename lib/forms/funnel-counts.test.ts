import { addCounts, countFunnel, NO_COUNTS, takeFunnel, type FunnelHit, type FunnelRow } from './funnel-counts';

const empty: FunnelRow = {
  form: 'question',
  built_form: null,
  form_name: 'Вопрос',
  page: '/archiving/',
  experiment: null,
  variant: null,
  variant_name: '—',
  ...NO_COUNTS,
};
const hit = (event: FunnelHit['event'], field?: string): FunnelHit => ({
  form: 'question',
  page: '/archiving/',
  experiment: null,
  event,
  field,
});

describe('form funnel figures', () => {
  it('adds counts onto a row and works out completion, spam share and where visitors drop off', () => {
    const row = addCounts(empty, [
      [hit('view'), 8],
      [hit('start'), 5],
      [hit('submit'), 2],
      [hit('spam'), 1],
      [hit('leave', 'phone'), 2],
      [hit('leave', 'fio'), 1],
    ]);
    expect(row).toMatchObject({ views: 8, starts: 5, submissions: 2, spam: 1, completion: '25,0 %', spam_share: '50,0 %' });
    expect(row.drop_off).toEqual({ phone: 2, fio: 1 });
    expect(row.drop_off_summary).toBe('Телефон — 2, ФИО — 1');
    // Added to, not replaced: the next flush brings more.
    expect(addCounts(row, [[hit('leave', 'fio'), 2]]).drop_off_summary).toBe('ФИО — 3, Телефон — 2');
  });

  it("names drop-off fields by the form's own labels when it gives them (a built form)", () => {
    const labels: Record<string, string> = { sed: 'Какая СЭД у вас сейчас?' };
    const row = addCounts(
      empty,
      [
        [hit('leave', 'sed'), 2],
        [hit('leave', 'budget'), 1],
      ],
      (f) => labels[f] ?? f,
    );
    expect(row.drop_off_summary).toBe('Какая СЭД у вас сейчас? — 2, budget — 1');
  });

  it('shows a dash for a share of nothing', () => {
    expect(addCounts(empty, [[hit('start'), 1]])).toMatchObject({ completion: '—', spam_share: '—' });
  });

  it('adds up hits in this process without Redis and hands them over once', async () => {
    countFunnel(hit('view'), null);
    countFunnel(hit('view'), null);
    countFunnel({ ...hit('view'), experiment: { experiment: 3, variant: 7 } }, null);
    const taken = await takeFunnel(null);
    expect([...taken.values()].sort()).toEqual([1, 2]);
    expect((await takeFunnel(null)).size).toBe(0);
  });
});
