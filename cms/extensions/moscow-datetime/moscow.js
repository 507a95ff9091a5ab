// Moscow wall-clock time, the one time zone of the site's schedule (cms/state/flows.mjs reads a
// `publish_at` as Moscow time). Moscow has kept UTC+3 all year since 2014, so it is a fixed offset
// here as in the flow: the editor's own time zone never enters.

export const MOSCOW_OFFSET_MS = 3 * 3_600_000;

/** Moscow wall time of `at` (ms) as Directus keeps a `dateTime` without zone: `2026-11-29T02:20:00`. */
export const moscowWallTime = (at) => new Date(at + MOSCOW_OFFSET_MS).toISOString().slice(0, 19);

/** The instant (ms) a Moscow wall time (`2026-11-29T02:20[:00]`) stands for, or null if it is none. */
export function instantOf(wall) {
  const m = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?/.exec(wall ?? '');
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number);
  return Date.UTC(y, mo - 1, d, h, mi, s || 0) - MOSCOW_OFFSET_MS;
}

const MONTHS = ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'];

/**
 * «29 ноября в 02:20 МСК» (the year too when it is not the current Moscow year at `now`), read from
 * the wall time's own digits.
 */
export function inWords(wall, now = Date.now()) {
  const m = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})/.exec(wall ?? '');
  if (!m) return '';
  const [, y, mo, d, h, mi] = m;
  const year = y === moscowWallTime(now).slice(0, 4) ? '' : ` ${y} года`;
  return `${Number(d)} ${MONTHS[Number(mo) - 1]}${year} в ${h}:${mi} МСК`;
}

/** Russian plural: `plural(5, ['минуту', 'минуты', 'минут'])` → «минут». */
export function plural(n, [one, few, many]) {
  const n10 = n % 10;
  const n100 = n % 100;
  if (n10 === 1 && n100 !== 11) return one;
  if (n10 >= 2 && n10 <= 4 && (n100 < 12 || n100 > 14)) return few;
  return many;
}

/** «5 минут», «1 час 5 минут», «2 дня» for a span of `ms`, rounded down to the minute. */
export function spanInWords(ms) {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  const parts = [];
  if (days) parts.push(`${days} ${plural(days, ['день', 'дня', 'дней'])}`);
  if (hours) parts.push(`${hours} ${plural(hours, ['час', 'часа', 'часов'])}`);
  if (mins || parts.length === 0) parts.push(`${mins} ${plural(mins, ['минуту', 'минуты', 'минут'])}`);
  return parts.slice(0, 2).join(' ');
}

/** A scheduled item still unpublished this long after its time is late (the flow runs every minute). */
export const LATE_AFTER_MS = 60_000;
