// The webinar answer's calendar links: Google Calendar's template URL and an .ics file for any
// other calendar ('Другой').
export type CalendarEvent = { title: string; start: Date; durationMinutes?: number; details?: string; url?: string };

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const end = (e: CalendarEvent) => new Date(e.start.getTime() + (e.durationMinutes ?? 60) * 60_000);

export function googleCalendarUrl(e: CalendarEvent): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: e.title,
    dates: `${stamp(e.start)}/${stamp(end(e))}`,
    details: [e.details, e.url].filter(Boolean).join('\n'),
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}

/** RFC 5545 text: backslash, semicolon, comma and newline escaped. */
const icsText = (s: string) => s.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\n/g, '\\n');

const utf8Length = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/**
 * RFC 5545 §3.1: a content line longer than 75 octets is folded (CRLF and one space). Octets, not
 * characters: a line of Cyrillic text reaches 75 octets at about 37 letters. (The `ics` package
 * folds at 75 characters, which leaves Cyrillic lines twice too long; hence this writer.)
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  for (const ch of line) {
    const size = utf8Length(ch.codePointAt(0)!);
    // The first line holds 75 octets; a continuation line 74 after its leading space.
    if (octets + size > (parts.length ? 74 : 75)) {
      parts.push(part);
      part = '';
      octets = 0;
    }
    part += ch;
    octets += size;
  }
  parts.push(part);
  return parts.join('\r\n ');
}

export function icsFile(e: CalendarEvent, uid: string): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//ELMA365 ECM//Webinars//RU',
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTAMP:${stamp(new Date())}`,
    `DTSTART:${stamp(e.start)}`,
    `DTEND:${stamp(end(e))}`,
    `SUMMARY:${icsText(e.title)}`,
    ...(e.details ? [`DESCRIPTION:${icsText(e.details)}`] : []),
    ...(e.url ? [`URL:${e.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ]
    .map(foldLine)
    .join('\r\n');
}
