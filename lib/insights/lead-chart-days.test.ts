import { buckets, ddmm, fill } from './lead-chart-days.mjs';

describe('the lead chart’s days', () => {
  it('counts a lead by its Moscow day, as the leads list shows it', () => {
    // 29 Nov, 01:30 Moscow time is 28 Nov, 22:30 UTC.
    const now = new Date('2026-11-29T09:00:00Z');
    const days = buckets('day', 3, now);
    expect(days.map((d: { start: Date }) => ddmm(d.start))).toEqual(['27.11', '28.11', '29.11']);
    expect(days[2]!.start.toISOString()).toBe('2026-11-28T21:00:00.000Z');
    const rows = [
      { group: { date_created_year: 2026, date_created_month: 11, date_created_day: 28, date_created_hour: 22 }, count: { id: 2 } },
    ];
    expect(fill(days, rows, 'date_created').map((d: { count: number }) => d.count)).toEqual([0, 0, 2]);
  });

  it('starts weeks on Moscow Mondays', () => {
    // Sunday 29 Nov 2026, 23:30 Moscow time (20:30 UTC): still the week of Monday 23 Nov.
    const weeks = buckets('week', 7, new Date('2026-11-29T20:30:00Z'));
    expect(weeks.map((w: { start: Date }) => ddmm(w.start))).toEqual(['23.11']);
    // Monday 30 Nov, 00:30 Moscow time is Sunday 21:30 UTC: a new week in Moscow.
    const next = buckets('week', 1, new Date('2026-11-29T21:30:00Z'));
    expect(next.map((w: { start: Date }) => ddmm(w.start))).toEqual(['30.11']);
  });
});
