// The bars of the lead chart (index.js): the days or Monday-started weeks of a range, in local time,
// and the grouped counts Directus answers put into them. No Vue here, so that unit tests import it.

/** Midnight (local time) of the day of `date`, and of the Monday of its week. */
const startOfDay = (date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());
const startOfWeek = (date) => {
  const day = startOfDay(date);
  return new Date(day.getFullYear(), day.getMonth(), day.getDate() - ((day.getDay() + 6) % 7));
};
const addDays = (date, n) => new Date(date.getFullYear(), date.getMonth(), date.getDate() + n);
export const ddmm = (date) => `${String(date.getDate()).padStart(2, '0')}.${String(date.getMonth() + 1).padStart(2, '0')}`;

/** The buckets of the range ending today: `days` days, or the weeks that cover them. */
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
 * UTC); REST rows have them beside the count.
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
