// The content endpoint's query language (spec §7: only, without, sortBy, where, search, surround,
// limit, skip, deep, text), applied to search documents. Pure: the route reads the body and the index.
import * as yup from 'yup';
import type { SearchDoc } from './documents';
import { snippet, type Segment } from './snippet';

export type Found = SearchDoc & { score?: number; snippet?: Segment[] };
export type Result = Partial<Found>;

/** A query that cannot be run: the route answers 400 with this message. */
export class QueryError extends Error {}

const FIELDS = ['id', 'type', 'path', 'title', 'description', 'text', 'date', 'score', 'snippet'] as const;
type Field = (typeof FIELDS)[number];
const field = yup.string().oneOf(FIELDS, 'неизвестное поле ${value}; поля: ' + FIELDS.join(', '));

export const contentQuerySchema = yup
  .object({
    /** Fields to return (default: all but `text`). */
    only: yup.array(field.required()),
    /** Fields to leave out. */
    without: yup.array(field.required()),
    /** Order, e.g. [{"date": "desc"}, {"title": "asc"}]; with `search` the default is by relevance. */
    sortBy: yup.array(yup.object().required()),
    /** Conditions on fields: {"type": "news"}, {"date": {"$gte": "2026-01-01"}}, $and, $or, $not. */
    where: yup.object(),
    /** Full-text query; every word must match in one of its forms. */
    search: yup.string().trim().max(200),
    /** The path whose neighbours in the result order are returned as `surround: [previous, next]`. */
    surround: yup.string(),
    limit: yup.number().integer().min(1).max(100).default(20),
    skip: yup.number().integer().min(0).default(0),
    /** With a `where.path`, also match every path below it. */
    deep: yup.boolean().default(false),
    /** Return the whole text of each document. */
    text: yup.boolean().default(false),
  })
  .noUnknown('неизвестный параметр ${unknown}');

export type ContentQuery = yup.InferType<typeof contentQuerySchema>;

/** Checks a request body strictly (an unknown parameter or a wrong type is refused, not dropped), then fills in the defaults. */
export const parseContentQuery = (body: unknown): ContentQuery =>
  contentQuerySchema.cast(contentQuerySchema.validateSync(body, { strict: true, abortEarly: false }));

type Condition = Record<string, unknown>;

const OPERATORS: Record<string, (value: unknown, arg: unknown) => boolean> = {
  $eq: (v, a) => v === a,
  $ne: (v, a) => v !== a,
  $in: (v, a) => Array.isArray(a) && a.includes(v),
  $nin: (v, a) => Array.isArray(a) && !a.includes(v),
  $gt: (v, a) => v !== null && v !== undefined && String(v) > String(a),
  $gte: (v, a) => v !== null && v !== undefined && String(v) >= String(a),
  $lt: (v, a) => v !== null && v !== undefined && String(v) < String(a),
  $lte: (v, a) => v !== null && v !== undefined && String(v) <= String(a),
  $contains: (v, a) => typeof v === 'string' && v.toLowerCase().includes(String(a).toLowerCase()),
};

function matches(doc: Found, where: Condition, deep: boolean): boolean {
  return Object.entries(where).every(([key, cond]) => {
    if (key === '$and' || key === '$or') {
      if (!Array.isArray(cond)) throw new QueryError(`${key} ожидает список условий`);
      const parts = cond.map((c) => matches(doc, c as Condition, deep));
      return key === '$and' ? parts.every(Boolean) : parts.some(Boolean);
    }
    if (key === '$not') return !matches(doc, cond as Condition, deep);
    if (!(FIELDS as readonly string[]).includes(key)) throw new QueryError(`неизвестное поле ${key}`);
    const value = doc[key as Field];
    if (key === 'path' && deep && typeof cond === 'string') return typeof value === 'string' && value.startsWith(cond);
    if (cond === null || typeof cond !== 'object' || Array.isArray(cond)) return value === cond;
    return Object.entries(cond).every(([op, arg]) => {
      const test = OPERATORS[op];
      if (!test) throw new QueryError(`неизвестный оператор ${op}; операторы: ${Object.keys(OPERATORS).join(', ')}`);
      return test(value, arg);
    });
  });
}

function sorter(sortBy: object[]) {
  const keys = sortBy.flatMap((s) =>
    Object.entries(s).map(([key, dir]) => {
      if (!(FIELDS as readonly string[]).includes(key)) throw new QueryError(`неизвестное поле сортировки ${key}`);
      if (dir !== 'asc' && dir !== 'desc') throw new QueryError(`направление сортировки ${key}: asc или desc`);
      return { key: key as Field, sign: dir === 'asc' ? 1 : -1 };
    }),
  );
  return (a: Found, b: Found) => {
    for (const { key, sign } of keys) {
      const [x, y] = [a[key] ?? '', b[key] ?? ''];
      if (x < y) return -sign;
      if (x > y) return sign;
    }
    return 0;
  };
}

function project(doc: Found, q: ContentQuery): Result {
  const keep = new Set<string>(q.only ?? FIELDS.filter((f) => f !== 'text' || q.text));
  for (const f of q.without ?? []) keep.delete(f);
  return Object.fromEntries(Object.entries(doc).filter(([k]) => keep.has(k)));
}

/**
 * Runs a query over documents; `ranked` are the search hits (best first) when the query has a
 * `search`, otherwise every document.
 */
export function runQuery(q: ContentQuery, ranked: { doc: SearchDoc; score?: number }[]) {
  let found: Found[] = ranked.map(({ doc, score }) => ({
    ...doc,
    ...(score === undefined ? {} : { score: Math.round(score * 1000) / 1000 }),
    ...(q.search ? { snippet: snippet(`${doc.description} ${doc.text}`.trim(), q.search) } : {}),
  }));
  if (q.where) found = found.filter((d) => matches(d, q.where as Condition, q.deep));
  if (q.sortBy?.length) found = [...found].sort(sorter(q.sortBy));
  const at = q.surround === undefined ? -1 : found.findIndex((d) => d.path === q.surround);
  return {
    total: found.length,
    data: found.slice(q.skip, q.skip + q.limit).map((d) => project(d, q)),
    ...(q.surround === undefined
      ? {}
      : { surround: at < 0 ? [null, null] : [found[at - 1], found[at + 1]].map((d) => (d ? project(d, q) : null)) }),
  };
}
