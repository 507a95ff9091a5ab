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
  ].join('\r\n');
}
