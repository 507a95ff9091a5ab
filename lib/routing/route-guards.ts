// Route guards (the spec's route middleware, §8): a page may name checks that apply to every request
// of it (the «Особые правила страницы» field of the page, chosen from ROUTE_GUARD_CHOICES). They are
// part of the page's own answer, cached with it: the page's render runs them
// (pipeline/page-pipeline.ts), so that a cached page needs no proxy to be guarded. A name the site
// does not know is a configuration mistake; the page then answers 500 'Unknown middleware {name}'
// (UnknownRouteGuardError, which pages/_error.tsx answers as such) rather than being served without
// the check it was meant to have, and the cache handlers serve no copy of such a page
// (lib/shared/routed-cache.mjs).
import { pagePath } from './page-path';

/** Site path (without the base path) → the guard names of its page, in the order given. */
export type GuardTable = ReadonlyMap<string, readonly string[]>;

/** What the guards make of the page: `robots` is its robots meta tag's content. */
export type GuardEffects = { robots?: string };

export type GuardOutcome = { ok: true; effects: GuardEffects } | { ok: false; status: 500; message: string };

type Guard = () => GuardEffects;

/** The guards the site knows. */
// Offered to marketers by ROUTE_GUARD_CHOICES of collections/site/model.mjs.
export const ROUTE_GUARDS: Readonly<Record<string, Guard>> = {
  /** Keep the page out of search engines (a thank-you or campaign page): it is served as usual. */
  noindex: () => ({ robots: 'noindex, nofollow' }),
};

const known = (name: string): name is keyof typeof ROUTE_GUARDS => Object.prototype.hasOwnProperty.call(ROUTE_GUARDS, name);

/** The names as a page holds them: trimmed, empty ones left out. */
export const guardNames = (guards: readonly (string | null)[] | null | undefined): string[] =>
  (guards ?? []).flatMap((g) => (g?.trim() ? [g.trim()] : []));

/** Runs a page's guards in order; the first unknown name stops the request with 500. */
export function runGuards(names: readonly string[]): GuardOutcome {
  const effects: GuardEffects = {};
  for (const name of names) {
    if (!known(name)) return { ok: false, status: 500, message: `Unknown middleware ${name}` };
    Object.assign(effects, ROUTE_GUARDS[name]!());
  }
  return { ok: true, effects };
}

/** A page names a guard the site does not know: its render fails with this, answered 500 with the message. */
export class UnknownRouteGuardError extends Error {
  override name = 'UnknownRouteGuardError';
}

/** The guards' effects on a page, or UnknownRouteGuardError. */
export function guardEffects(guards: readonly (string | null)[] | null | undefined): GuardEffects {
  const outcome = runGuards(guardNames(guards));
  if (!outcome.ok) throw new UnknownRouteGuardError(outcome.message);
  return outcome.effects;
}

/** Rows as the CMS returns them → the table; names are trimmed, empty ones and pageless rows skipped. */
export function guardTable(rows: readonly ({ path?: string | null; guards?: readonly (string | null)[] | null } | null)[]): GuardTable {
  const table = new Map<string, string[]>();
  for (const row of rows) {
    const names = guardNames(row?.guards);
    if (row?.path && names.length) table.set(row.path, names);
  }
  return table;
}

/** The guard names of the page at a path (page data included: `/archiving` is `/archiving/`). */
export const guardsOf = (table: GuardTable, pathname: string): readonly string[] => table.get(pagePath(pathname)) ?? [];

/** Whether the page at a path names a guard the site does not know (its render would fail). */
export const refusedByGuards = (table: GuardTable, pathname: string): boolean => !runGuards(guardsOf(table, pathname)).ok;
