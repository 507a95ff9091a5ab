import { formatNewsDate, formatWebinarDate, formatWebinarTime } from './dates';

describe('ru-RU dates in Moscow time', () => {
  it('shows a webinar as day and month name without the year', () => {
    expect(formatWebinarDate('2026-11-30T08:00:00.000Z')).toBe('30 ноября');
  });

  it('moves a late UTC evening to the next Moscow day', () => {
    expect(formatWebinarDate('2026-12-31T22:30:00.000Z')).toBe('1 января');
    expect(formatWebinarTime('2026-12-31T22:30:00.000Z')).toBe('01:30');
  });

  it('shows news with the year', () => {
    expect(formatNewsDate('2026-10-28')).toBe('28 октября 2026 г.');
  });

  it('gives an empty string for a missing or broken date', () => {
    expect(formatNewsDate(null)).toBe('');
    expect(formatWebinarDate('not a date')).toBe('');
  });
});
