// The CMS's whole declared state, in the order it is applied: access (policies, permissions, the
// site's users, roles), flows, the admin app (settings, preview links, list views), dashboards,
// translations. How to add to it: docs/architecture.md («The CMS's state as data»).
import { access } from './access.mjs';
import { flows } from './flows.mjs';
import { adminApp } from './admin-app.mjs';
import { insights } from './insights.mjs';
import { translations } from './translations.mjs';
import { applyState } from './apply.mjs';
import { loadModel } from '../../schema/model/index.mjs';
import { LEAD_KINDS } from '../../schema/model/leads.mjs';

const kinds = /** @type {[string, string][]} */ (LEAD_KINDS);

/** @param {Awaited<ReturnType<typeof loadModel>>} model */
export function cmsState({ collections }) {
  const tables = collections.filter((c) => c.schema !== null);
  return [
    ...access(collections),
    ...flows({
      revalidating: tables.filter((c) => c.site?.revalidates !== false).map((c) => c.collection),
      scheduled: tables.filter((c) => c.fields?.some((f) => f.field === 'publish_at')).map((c) => c.collection),
    }),
    ...adminApp(kinds),
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
  return applyState(url, adminToken, cmsState(await loadModel()), vars, log);
}
