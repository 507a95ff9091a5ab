// What the ISR cache handlers (./file-cache-handler.mjs, ./redis-cache-handler.mjs) serve and store
// for a request no proxy has routed (docs/adr/0024): the decisions are the site's
// (lib/routing/cached-answers.ts), reached on globalThis because Next loads the handlers outside
// the site's bundles. Before the server has registered them (they are registered when it starts),
// every entry is served and stored as Next asks.
//
// An answer that is not stored must not leave its path's lifetime behind either: Next writes it into
// its own map (`SharedCacheControls`) before it asks the handler to store the answer, and never
// forgets one until a restart, so it is deleted here. That map is the pinned Next version's
// (package.json pins next exactly); its module path is internal, and the import below fails the
// server's start at once if it moves.
import * as sharedCacheControls from 'next/dist/server/lib/incremental-cache/shared-cache-controls.external.js';
import { pagePathOfKey } from './every-page-mark.mjs';

/** @typedef {import('../routing/cached-answers').CachedAnswers} CachedAnswers */

// Node's import of that CommonJS module names its exports under `default` (and, as it can tell
// them, on its own); a compiled import (the unit tests'), on its own.
const cacheControls = /** @type {any} */ (sharedCacheControls);
/** @type {Map<string, unknown>} */
const lifetimes = (cacheControls.SharedCacheControls ?? cacheControls.default.SharedCacheControls).cacheControls;

const answers = () => /** @type {{ __ecmCachedAnswers?: CachedAnswers }} */ (globalThis).__ecmCachedAnswers;

/**
 * Whether the entry stored for `key` may be served; false answers the request as a miss, rendered now.
 * @param {string} key
 */
export async function servesStored(key) {
  const decide = answers();
  return !decide || (await decide.servesStored(pagePathOfKey(key)));
}

/**
 * Whether Next's answer `data` for `key` is stored; when it is not, its lifetime is forgotten too.
 * @param {string} key
 * @param {{ kind?: string } | null | undefined} data
 */
export async function keepsAnswer(key, data) {
  const decide = answers();
  const answer = !data ? 'notFound' : data.kind === 'REDIRECT' ? 'redirect' : 'page';
  const kept = !decide || (await decide.keepsAnswer(pagePathOfKey(key), answer));
  if (!kept) lifetimes.delete(key);
  return kept;
}

/**
 * Wraps a handler of @fortedigital/nextjs-cache-handler (the production profile's Redis handler):
 * its entries are `{ value, lastModified, … }`, Next's answer being `value`.
 * @template {{ name: string, get(key: string, meta?: unknown): Promise<unknown>, set(key: string, value: any, ctx?: unknown): Promise<void> }} H
 * @param {H} handler
 * @returns {H}
 */
export function routed(handler) {
  return {
    ...handler,
    name: `${handler.name}-routed`,
    async get(key, meta) {
      return (await servesStored(key)) ? handler.get(key, meta) : null;
    },
    async set(key, value, ctx) {
      if (await keepsAnswer(key, value?.value)) await handler.set(key, value, ctx);
    },
  };
}
