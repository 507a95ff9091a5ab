// Applies the CMS's declared state (cms/state/*.mjs) to a Directus; idempotent, it reports what it
// changed. An item's `match` finds its row; `initial` is set on creation only (then people own it),
// `sync` on every run (the site owns it), `include` adds list entries, `was` upgrades a row an earlier
// setup left, `remove` deletes. `@{name}` is a value of `vars`, `@kind:name` a row's id. The whole
// format, and who owns what: docs/architecture.md («The CMS's state as data»).
import { customEndpoint } from '@directus/sdk';
import { adminClient } from '../client.mjs';

/**
 * @typedef {Record<string, any>} Row
 * @typedef {{ kind: Kind, match: Row, initial?: Row, sync?: Row, include?: Record<string, unknown[]>, was?: Row[] }} Upsert
 * @typedef {{ kind: Kind, remove: Row, if?: { kind: Kind, match: Row } }} Removal
 * @typedef {Upsert | Removal} Item
 * @typedef {keyof typeof KINDS} Kind
 * @typedef {{ created: string[], updated: string[], unchanged: number, removed: string[] }} Counts
 */

/** Directus' system collections: the field naming a row (`@kind:name`, the report), its key when not `id`,
 * singletons, and `partial`: objects compared key by key (a collection's `meta` has many more keys). */
const KINDS = {
  policies: { name: 'name' },
  roles: { name: 'name' },
  users: { name: 'email' },
  'users/me': { singleton: true },
  access: {},
  permissions: {},
  flows: { name: 'name' },
  operations: { name: 'key' },
  presets: { name: 'bookmark' },
  dashboards: { name: 'name' },
  panels: { name: 'name' },
  translations: { name: 'key' },
  collections: { name: 'collection', key: 'collection', partial: true },
  settings: { singleton: true },
  folders: { name: 'name' },
};

/** What Directus answers for a field it never reads back (a password, a token): written every run. */
const MASKED = '**********';

/** JSON with object keys sorted: Directus may give back a stored object's keys in another order. */
const canon = (v) =>
  JSON.stringify(v ?? null, (_, x) => (x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort()) : x));
const same = (a, b) => canon(a) === canon(b);
/** `b`'s keys have `a`'s values, recursively into plain objects (arrays compare whole). */
const contains = (a, b) =>
  b && typeof b === 'object' && !Array.isArray(b) ? Object.entries(b).every(([k, v]) => contains(a?.[k], v)) : same(a, b);
const isLocked = (e) => e?.locked === true;
/** A list entry's identity: its `id`, else its address without the query (a secret may change), else itself. */
const identity = (e) => (e && typeof e === 'object' ? (e.id ?? String(e.url).split('?')[0]) : e);

/**
 * @param {string} url Directus
 * @param {string} token an administrator's
 * @param {Item[]} items the declared state, applied in order
 * @param {Record<string, string | undefined>} vars what `@{name}` stands for
 * @param {(line: string) => void} [log]
 * @returns {Promise<Record<string, Counts>>} what changed, by kind
 */
export async function applyState(url, token, items, vars, log = console.log) {
  const request = adminClient(url, token);
  const api = (method, path, body, params) =>
    request(customEndpoint({ method, path, params, ...(body ? { body: JSON.stringify(body) } : {}) }));
  /** @type {Record<string, Row[]>} */
  const cache = {};
  const rows = async (/** @type {Kind} */ kind) =>
    (cache[kind] ??= KINDS[kind].singleton ? [await api('GET', `/${kind}`)] : await api('GET', `/${kind}`, null, { limit: -1 }));
  const key = (kind, row) => row[KINDS[kind].key ?? 'id'];

  // New rows of one kind are sent together (hundreds of permissions), before anything refers to them.
  /** @type {{ kind: Kind | null, rows: Row[] }} */
  const pending = { kind: null, rows: [] };
  const flush = async () => {
    if (!pending.rows.length) return;
    const made = [await api('POST', `/${pending.kind}`, pending.rows)].flat();
    pending.rows.forEach((r, i) => Object.assign(r, made[i]));
    pending.rows = [];
  };

  const ref = async (kind, name) => {
    const row = (await rows(kind)).find((r) => r[KINDS[kind].name] === name);
    if (!row) throw new Error(`CMS state: no ${kind} named «${name}»`);
    if (key(kind, row) === undefined) await flush();
    return key(kind, row);
  };
  /** The value with `@kind:name` and `@{name}` resolved (undefined: a whole-string `@{name}` with no value). */
  const resolve = async (v) => {
    if (Array.isArray(v)) return Promise.all(v.map(resolve));
    if (v && typeof v === 'object') {
      const out = {};
      for (const [k, x] of Object.entries(v)) if ((out[k] = await resolve(x)) === undefined) delete out[k];
      return out;
    }
    if (typeof v !== 'string') return v;
    const r = /^@([\w/]+):(.*)$/s.exec(v);
    if (r && r[1] in KINDS) return ref(r[1], r[2]);
    const whole = /^@\{(\w+)\}$/.exec(v);
    if (whole) return vars[whole[1]];
    return v.replace(/@\{(\w+)\}/g, (_, name) => {
      if (vars[name] === undefined) throw new Error(`CMS state: no value for @{${name}} in «${v}»`);
      return /** @type {string} */ (vars[name]);
    });
  };
  const find = async (kind, match) => (await rows(kind)).filter((r) => Object.entries(match).every(([k, v]) => same(r[k], v)));

  /** @type {Record<string, Counts>} */
  const report = {};
  const noted = new Set(); // a row declared twice (a flow, then its first operation) is reported once
  const note = (kind, what, label, row) => {
    if (noted.has(row)) return;
    noted.add(row);
    const c = (report[kind] ??= { created: [], updated: [], unchanged: 0, removed: [] });
    if (what === 'unchanged') c.unchanged++;
    else c[what].push(label);
  };
  // A row's name, else what it is matched by (`@kind:` left out).
  const labelOf = ({ kind, match: declared }, match) => {
    if (KINDS[kind].singleton) return kind;
    const values = Object.values(declared).filter((v) => v !== null);
    return match[KINDS[kind].name] ?? values.map((v) => String(v).replace(/^@[\w/]+:/, '')).join(' ');
  };

  for (const item of items) {
    const { kind } = item;
    const k = KINDS[kind];
    if ('remove' in item) {
      await flush();
      if (item.if && !(await find(item.if.kind, await resolve(item.if.match))).length) continue;
      const gone = await find(kind, await resolve(item.remove));
      for (const row of gone) {
        await api('DELETE', `/${kind}/${key(kind, row)}`);
        note(kind, 'removed', labelOf({ kind, match: item.remove }, row), row);
      }
      cache[kind] = cache[kind].filter((r) => !gone.includes(r));
      continue;
    }
    const { match, initial = {}, sync = {}, include = {} } = await resolve(item);
    if (Object.keys(match).length < Object.keys(item.match).length) continue; // a `@{name}` without value
    const [found] = await find(kind, match);
    const label = labelOf(item, match);
    if (!found) {
      if (k.singleton || k.key) throw new Error(`CMS state: ${kind} «${label}» is not there`);
      const row = { ...match, ...initial, ...sync };
      includeInto(row, row, include);
      if (pending.kind !== kind) await flush();
      pending.kind = kind;
      pending.rows.push(row);
      (await rows(kind)).push(row);
      note(kind, 'created', label, row);
      continue;
    }
    const upgrade = (item.was ?? []).some((w) => contains(found, w));
    const wanted = { ...(upgrade ? initial : {}), ...sync };
    if (k.singleton) for (const [f, v] of Object.entries(initial)) if (found[f] == null && !(f in sync)) wanted[f] = v;
    includeInto(wanted, found, include);
    const patch = {};
    let changed = false;
    for (const [f, v] of Object.entries(wanted)) {
      if (found[f] === MASKED) patch[f] = v;
      else if (!(k.partial ? contains(found[f], v) : same(found[f], v))) [patch[f], changed] = [v, true];
    }
    if (Object.keys(patch).length) {
      if (key(kind, found) === undefined) await flush();
      await api('PATCH', k.singleton ? `/${kind}` : `/${kind}/${key(kind, found)}`, patch);
      Object.assign(found, patch);
    }
    note(kind, changed ? 'updated' : 'unchanged', label, found);
  }
  await flush();

  const names = (list) => list.slice(0, 8).join(', ') + (list.length > 8 ? ` and ${list.length - 8} more` : '');
  for (const [kind, c] of Object.entries(report)) {
    const changes = ['created', 'updated', 'removed'].filter((w) => c[w].length).map((w) => `${w} ${c[w].length} (${names(c[w])})`);
    log(`CMS state: ${kind}: ${[...changes, `unchanged ${c.unchanged}`].join(', ')}`);
  }
  return report;
}

/**
 * Puts `include`'s entries into `into`'s lists (read from `from` when `into` has none). A list holding
 * `*` holds everything already. An entry already there (same identity) is replaced, keeping its
 * `enabled`; a lacking one goes before the first locked entry (the module bar's settings), else first.
 */
function includeInto(into, from, include) {
  for (const [field, entries] of Object.entries(include)) {
    const list = [...(into[field] ?? from[field] ?? [])];
    if (list.includes('*')) continue;
    for (const entry of entries) {
      const at = list.findIndex((e) => identity(e) === identity(entry));
      if (at >= 0) list[at] = list[at]?.enabled === undefined ? entry : { ...entry, enabled: list[at].enabled };
      else list.splice(Math.max(0, list.findIndex(isLocked)), 0, entry);
    }
    into[field] = list;
  }
}
