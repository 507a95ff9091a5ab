import { googleCalendarUrl, icsFile } from './calendar';

const event = {
  title: 'ECM за 60 минут; обзор, вопросы',
  start: new Date('2026-12-03T08:00:00Z'),
  durationMinutes: 90,
  details: 'Ссылка придёт на почту',
};

describe('webinar calendar links', () => {
  it('builds a Google Calendar template link with the start and end in UTC', () => {
    const url = new URL(googleCalendarUrl(event));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe(event.title);
    expect(url.searchParams.get('dates')).toBe('20261203T080000Z/20261203T093000Z');
  });

  it('writes an .ics event with escaped text for the other calendars', () => {
    const ics = icsFile(event, 'uid-1');
    expect(ics.split('\r\n')).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        'UID:uid-1',
        'DTSTART:20261203T080000Z',
        'DTEND:20261203T093000Z',
        'SUMMARY:ECM за 60 минут\\; обзор\\, вопросы',
        'END:VCALENDAR',
      ]),
    );
  });

  it('folds lines longer than 75 octets, as RFC 5545 requires', () => {
    const ics = icsFile(
      { ...event, details: 'Подробности вебинара о системе электронного документооборота и архиве. '.repeat(4) },
      'uid-2',
    );
    const lines = ics.split('\r\n');
    expect(lines.length).toBeGreaterThan(12);
    expect(lines.filter((l) => Buffer.byteLength(l) > 75)).toEqual([]);
    // Unfolded (CRLF + one space removed) the description is whole again.
    expect(ics.replace(/\r\n /g, '')).toContain(
      `DESCRIPTION:${'Подробности вебинара о системе электронного документооборота и архиве. '.repeat(4).trim()}`,
    );
  });
});
