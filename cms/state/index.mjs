// The CMS's whole declared state, in the order it is applied: access (policies, permissions, the
// site's users, roles), each collection folder's own (collections/<name>/state.mjs: its site jobs,
// role rules, flows, list views), flows, the admin app (settings, preview links), dashboards,
// translations. How to add to it: docs/architecture.md («The CMS's state as data»).
import { existsSync } from 'node:fs';
import { access } from './access.mjs';
import { flows } from './flows.mjs';
import { adminApp } from './admin-app.mjs';
import { insights } from './insights.mjs';
import { translations } from './translations.mjs';
import { applyState } from './apply.mjs';
import { loadModel, COLLECTIONS_DIR } from '../../schema/model/index.mjs';
import { LEAD_KINDS } from '../../collections/leads/model.mjs';

const kinds = /** @type {[string, string][]} */ (LEAD_KINDS);

/**
 * @param {Awaited<ReturnType<typeof loadModel>>} model
 * @returns {Promise<import('./apply.mjs').Item[]>}
 */
export async function cmsState({ collections, collectionFolders }) {
  const tables = collections.filter((c) => c.schema !== null);
  const ofFolders = [];
  for (const name of collectionFolders) {
    const file = `${COLLECTIONS_DIR}/${name}/state.mjs`;
    if (existsSync(file)) ofFolders.push(...(await import(file)).state);
  }
  return [
    ...access(collections),
    ...ofFolders,
    ...flows({
      revalidating: tables.filter((c) => c.site?.revalidates !== false).map((c) => c.collection),
      scheduled: tables.filter((c) => c.fields?.some((f) => f.field === 'publish_at')).map((c) => c.collection),
    }),
    ...adminApp,
    ...insights(kinds),
    ...translations,
  ];
}

/**
 * Applies the declared state to Directus at `url` (scripts/stack.mjs, on every start).
 * @param {string} url @param {string} adminToken
 * @param {Record<string, string | undefined>} vars the values of `@{name}` (see stateVars in scripts/stack.mjs)
 * @param {(line: string) => void} [log]
 */
export async function applyCmsState(url, adminToken, vars, log) {
  return applyState(url, adminToken, await cmsState(await loadModel()), vars, log);
}
