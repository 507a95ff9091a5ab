// Dates as the spec shows them: ru-RU, in Moscow time whatever the server's own time zone is.
export const TIME_ZONE = 'Europe/Moscow';

// Each formatter is made on its first use: making one loads the locale's and the zone's data, tens of
// milliseconds on a phone, and the code that imports this module (the mobile menu's, a page's) mostly
// formats no date at all, or one kind.
const formatter = (options: Intl.DateTimeFormatOptions) => {
  let made: Intl.DateTimeFormat | undefined;
  return () => (made ??= new Intl.DateTimeFormat('ru-RU', { ...options, timeZone: TIME_ZONE }));
};
const monthDay = formatter({ day: 'numeric', month: 'long' });
const fullDate = formatter({ day: 'numeric', month: 'long', year: 'numeric' });
const clock = formatter({ hour: '2-digit', minute: '2-digit' });

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  // A date without a time ("2026-10-28") is a calendar day: read it at Moscow midday so no zone shifts it.
  const d = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00+03:00` : value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** Webinars: month and day, "30 ноября". */
export const formatWebinarDate = (value: string | null | undefined) => {
  const d = parse(value);
  return d ? monthDay().format(d) : '';
};

/** Start time of a webinar in Moscow, "11:00". */
export const formatWebinarTime = (value: string | null | undefined) => {
  const d = parse(value);
  return d ? clock().format(d) : '';
};

/** News and articles: with the year, "28 октября 2026 г.". */
export const formatNewsDate = (value: string | null | undefined) => {
  const d = parse(value);
  return d ? fullDate().format(d) : '';
};

/** Machine-readable value for <time dateTime>. */
export const isoDate = (value: string | null | undefined) => parse(value)?.toISOString() ?? undefined;
