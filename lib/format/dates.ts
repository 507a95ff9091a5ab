// Dates as the spec shows them: ru-RU, in Moscow time whatever the server's own time zone is.
export const TIME_ZONE = 'Europe/Moscow';

// Moscow has been UTC+3 all year since 26 October 2014, 02:00 local time. From then on a date's
// fields are read arithmetically, as Intl would give them (dates.test.ts compares the two): making an
// `Intl.DateTimeFormat` for the zone loads ICU's zone and locale data, 17–35 ms on this machine and
// four times that on a phone, inside the hydration of a page that shows a date (news, webinars),
// one task that holds the visitor's tap. Older instants, with their changing offsets, go to Intl.
const FIXED_OFFSET_SINCE = Date.UTC(2014, 9, 25, 22);
const MOSCOW_OFFSET_MS = 3 * 3600_000;
const MONTHS = ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'];

// Each formatter is made on its first use (see above; only dates before the fixed offset need one).
const formatter = (options: Intl.DateTimeFormatOptions) => {
  let made: Intl.DateTimeFormat | undefined;
  return () => (made ??= new Intl.DateTimeFormat('ru-RU', { ...options, timeZone: TIME_ZONE }));
};
const monthDay = formatter({ day: 'numeric', month: 'long' });
const fullDate = formatter({ day: 'numeric', month: 'long', year: 'numeric' });
const clock = formatter({ hour: '2-digit', minute: '2-digit' });

/** The Moscow wall clock of `d` as UTC fields (`getUTC…`), or null before the offset became fixed. */
function moscow(d: Date): Date | null {
  return d.getTime() >= FIXED_OFFSET_SINCE ? new Date(d.getTime() + MOSCOW_OFFSET_MS) : null;
}

const pad = (n: number) => String(n).padStart(2, '0');

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  // A date without a time ("2026-10-28") is a calendar day: read it at Moscow midday so no zone shifts it.
  const d = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00+03:00` : value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** Webinars: month and day, "30 ноября". */
export const formatWebinarDate = (value: string | null | undefined) => {
  const d = parse(value);
  if (!d) return '';
  const m = moscow(d);
  return m ? `${m.getUTCDate()} ${MONTHS[m.getUTCMonth()]}` : monthDay().format(d);
};

/** Start time of a webinar in Moscow, "11:00". */
export const formatWebinarTime = (value: string | null | undefined) => {
  const d = parse(value);
  if (!d) return '';
  const m = moscow(d);
  return m ? `${pad(m.getUTCHours())}:${pad(m.getUTCMinutes())}` : clock().format(d);
};

/** News and articles: with the year, "28 октября 2026 г.". */
export const formatNewsDate = (value: string | null | undefined) => {
  const d = parse(value);
  if (!d) return '';
  const m = moscow(d);
  return m ? `${m.getUTCDate()} ${MONTHS[m.getUTCMonth()]} ${m.getUTCFullYear()} г.` : fullDate().format(d);
};

/** Machine-readable value for <time dateTime>. */
export const isoDate = (value: string | null | undefined) => parse(value)?.toISOString() ?? undefined;
