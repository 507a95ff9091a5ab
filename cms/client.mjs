// The Directus client of setup, seeding and schema building: Directus' own SDK with the admin
// token. Commands the SDK has no function for (`/access`, the links of roles and users to
// policies) go through its `customEndpoint`.
import { createDirectus, rest, staticToken } from '@directus/sdk';
import { answerError, CmsError } from '../lib/cms/cms-error.mjs';

/**
 * @typedef {Record<string, any>} Row
 * @typedef {() => { path: string, method?: string }} Command a command of @directus/sdk
 * @typedef {(command: Command) => Promise<any>} AdminRequest
 */

/**
 * A request function bound to Directus at `url` with `token`. A failed request throws the site's
 * CmsError (lib/cms/cms-error.mjs), which names the method, the path, the status and Directus'
 * reason (the SDK rejects with a plain object).
 * @param {string} url
 * @param {string} token
 * @returns {AdminRequest}
 */
export function adminClient(url, token) {
  const client = createDirectus(url).with(staticToken(token)).with(rest());
  return async (command) => {
    try {
      return await client.request(/** @type {any} */ (command));
    } catch (e) {
      throw directusError(command, e);
    }
  };
}

/**
 * @param {Command} command
 * @param {unknown} e what the SDK rejected with: `{ errors, response }` for an error answer, fetch's error for none
 * @returns {CmsError}
 */
function directusError(command, e) {
  if (e instanceof CmsError) return e;
  const { method = 'GET', path } = command();
  const failure = /** @type {{ errors?: any, response?: Response, message?: string }} */ (e ?? {});
  if (failure.response) return answerError(failure.response, failure, `${method} ${path}`, 'rest', e);
  return new CmsError('network', `CMS ${method} ${path}: ${String(failure.message ?? e).split('\n')[0]}`, { cause: e });
}
