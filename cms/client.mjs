// The Directus client of setup, seeding and schema building: Directus' own SDK with the admin
// token. Commands the SDK has no function for (`/access`, the links of roles and users to
// policies) go through its `customEndpoint`.
import { createDirectus, rest, staticToken } from '@directus/sdk';

/**
 * @typedef {Record<string, any>} Row
 * @typedef {() => { path: string, method?: string }} Command a command of @directus/sdk
 * @typedef {(command: Command) => Promise<any>} AdminRequest
 */

/**
 * A request function bound to Directus at `url` with `token`. A refused request throws an Error that
 * names the method, the path, the status and Directus' reasons (the SDK rejects with a plain object).
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
 * @param {unknown} e what the SDK rejected with: `{ errors, response }` for an error answer
 */
function directusError(command, e) {
  if (e instanceof Error) return e;
  const { method = 'GET', path } = command();
  const failure = /** @type {{ errors?: unknown, response?: Response }} */ (e ?? {});
  const status = failure.response?.status ?? '?';
  return new Error(`${method} ${path} -> ${status}: ${JSON.stringify(failure.errors ?? e).slice(0, 2000)}`, { cause: e });
}
