// The bars of the lead chart (cms/extensions/lead-chart): the days or Monday-started weeks of a range,
// and the grouped counts Directus answers put into them. Days are Moscow days, whatever the viewer's
// time zone: the leads list shows Moscow time, and a lead at 01:30 Moscow time (22:30 UTC the day
// before) fell on different dates in the two when the chart counted the browser's days. Moscow has
// kept UTC+3 all year since 2014, so a fixed offset is exact. No Vue here, so that unit tests import it.

const MOSCOW_MS = 3 * 3600_000;
const DAY_MS = 24 * 3600_000;

/** The instant of Moscow's midnight on the Moscow day of `date`. */
const startOfDay = (date) => new Date(Math.floor((date.getTime() + MOSCOW_MS) / DAY_MS) * DAY_MS - MOSCOW_MS);
/** The Moscow wall clock of `date`, read with the UTC getters. */
const moscow = (date) => new Date(date.getTime() + MOSCOW_MS);
const addDays = (date, n) => new Date(date.getTime() + n * DAY_MS);
const startOfWeek = (date) => {
  const day = startOfDay(date);
  return addDays(day, -((moscow(day).getUTCDay() + 6) % 7));
};
/** «25.11»: the Moscow date of `date`. */
export const ddmm = (date) => {
  const m = moscow(date);
  return `${String(m.getUTCDate()).padStart(2, '0')}.${String(m.getUTCMonth() + 1).padStart(2, '0')}`;
};

/** The buckets of the range ending today (Moscow): `days` days, or the weeks that cover them. */
export function buckets(precision, days, now = new Date()) {
  const start = precision === 'week' ? startOfWeek : startOfDay;
  const step = precision === 'week' ? 7 : 1;
  const last = start(now);
  const first = start(addDays(startOfDay(now), -(days - 1)));
  const list = [];
  for (let at = first; at <= last; at = addDays(at, step)) list.push({ start: at, count: 0 });
  return list;
}

/**
 * Counts of the grouped rows added to their buckets. The admin app asks through GraphQL, whose rows
 * carry the groups apart (`{ group: { date_created_year, …_month, …_day, …_hour }, count: { id } }`,
 * UTC hours, which a Moscow day is made of: it starts at 21:00 UTC); REST rows have them beside the count.
 */
export function fill(list, rows, field) {
  for (const row of rows ?? []) {
    const group = row.group ?? row;
    const part = (fn) => Number(group[`${field}_${fn}`] ?? 0);
    const at = new Date(Date.UTC(part('year'), part('month') - 1, part('day'), part('hour')));
    // The last bucket that starts at or before the row's time (rows before the range are left out).
    const bucket = list.findLast((b) => b.start <= at);
    if (bucket) bucket.count += Number(row.count?.id ?? 0);
  }
  return list;
}
