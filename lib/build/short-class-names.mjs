// Production class names of CSS modules: `_` and six characters of a hash of the file and the class,
// instead of Next's readable `file_class__hash`. Class names are written many times over: in every
// element's class attribute of the HTML, in the stylesheet each page carries, and in the class maps
// of the scripts; on the home page the short names take 2 kB off its gzipped HTML and 1.6 kB off the
// stylesheet. The server and the browser builds name each class alike (the same file and class).
// Development keeps Next's readable names.
import { createHash } from 'node:crypto';
import { relative } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;

/**
 * css-loader's `getLocalIdent`.
 * @param {{ resourcePath: string }} context
 * @param {string} _localIdentName
 * @param {string} localName
 */
export function shortClassName(context, _localIdentName, localName) {
  const key = `${relative(root, context.resourcePath)}:${localName}`;
  return `_${createHash('sha256').update(key).digest('base64url').slice(0, 6)}`;
}

/**
 * Sets `shortClassName` on every css-loader of a webpack configuration that builds CSS modules.
 * @param {unknown} node a webpack configuration, or any part of one
 * @param {WeakSet<object>} [seen]
 */
export function applyShortClassNames(node, seen = new WeakSet()) {
  if (!node || typeof node !== 'object' || seen.has(node)) return;
  seen.add(node);
  const entry = /** @type {{ loader?: unknown, options?: { modules?: { getLocalIdent?: unknown } } }} */ (node);
  if (typeof entry.loader === 'string' && /[\\/]css-loader[\\/]/.test(entry.loader) && entry.options?.modules)
    entry.options.modules.getLocalIdent = shortClassName;
  for (const value of Object.values(node)) applyShortClassNames(value, seen);
}
