import { formatNewsDate, formatWebinarDate, formatWebinarTime, TIME_ZONE } from './dates';

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

  it('reads dates since Moscow kept UTC+3 all year as Intl does, and older ones through Intl', () => {
    const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('ru-RU', { ...options, timeZone: TIME_ZONE });
    const monthDay = intl({ day: 'numeric', month: 'long' });
    const full = intl({ day: 'numeric', month: 'long', year: 'numeric' });
    const clock = intl({ hour: '2-digit', minute: '2-digit' });
    // Every 31 h 7 min from 2010 (summer time, then UTC+4) to 2040: every hour of the day and every month.
    for (let t = Date.UTC(2010, 0, 1); t < Date.UTC(2040, 0, 1); t += 31 * 3600_000 + 7 * 60_000) {
      const iso = new Date(t).toISOString();
      expect(formatWebinarDate(iso)).toBe(monthDay.format(t));
      expect(formatNewsDate(iso)).toBe(full.format(t));
      expect(formatWebinarTime(iso)).toBe(clock.format(t));
    }
    // The change itself, 26 October 2014 02:00 Moscow time (UTC+4 → UTC+3), and the calendar days around it.
    for (const iso of ['2014-10-25T21:59:59Z', '2014-10-25T22:00:00Z', '2014-10-25T23:30:00Z'])
      expect(formatWebinarTime(iso)).toBe(clock.format(new Date(iso)));
    for (const day of ['2014-10-25', '2014-10-26', '2014-10-27', '2026-02-28', '2028-02-29'])
      expect(formatNewsDate(day)).toBe(full.format(new Date(`${day}T12:00:00+03:00`)));
  });
});
