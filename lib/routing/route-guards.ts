// Route guards (the spec's route middleware, §8): a page may name checks that run on every request
// of it (the «Особые правила страницы» field of the page, chosen from ROUTE_GUARD_CHOICES), in the proxy, before the page is served. A
// name the site does not know is a configuration mistake; the page then answers 500 'Unknown
// middleware {name}' rather than being served without the check it was meant to have.
import { pagePath } from './page-path';

/** Site path (without the base path) → the guard names of its page, in the order given. */
export type GuardTable = ReadonlyMap<string, readonly string[]>;

export type GuardOutcome = { ok: true; headers: Record<string, string> } | { ok: false; status: 500; message: string };

type Guard = () => { headers: Record<string, string> };

/** The guards the site knows. */
// Offered to marketers by ROUTE_GUARD_CHOICES of collections/site/model.mjs.
export const ROUTE_GUARDS: Readonly<Record<string, Guard>> = {
  /** Keep the page out of search engines (a thank-you or campaign page): it is served as usual. */
  noindex: () => ({ headers: { 'x-robots-tag': 'noindex, nofollow' } }),
};

const known = (name: string): name is keyof typeof ROUTE_GUARDS => Object.prototype.hasOwnProperty.call(ROUTE_GUARDS, name);

/** Runs a page's guards in order; the first unknown name stops the request with 500. */
export function runGuards(names: readonly string[]): GuardOutcome {
  const headers: Record<string, string> = {};
  for (const name of names) {
    if (!known(name)) return { ok: false, status: 500, message: `Unknown middleware ${name}` };
    Object.assign(headers, ROUTE_GUARDS[name]!().headers);
  }
  return { ok: true, headers };
}

/** Rows as the CMS returns them → the table; names are trimmed, empty ones and pageless rows skipped. */
export function guardTable(rows: readonly ({ path?: string | null; guards?: readonly (string | null)[] | null } | null)[]): GuardTable {
  const table = new Map<string, string[]>();
  for (const row of rows) {
    const names = (row?.guards ?? []).flatMap((g) => (g?.trim() ? [g.trim()] : []));
    if (row?.path && names.length) table.set(row.path, names);
  }
  return table;
}

/** The guard names of the page a proxied request is for (page data included: `/archiving` is `/archiving/`). */
export const guardsOf = (table: GuardTable, pathname: string): readonly string[] => table.get(pagePath(pathname)) ?? [];
