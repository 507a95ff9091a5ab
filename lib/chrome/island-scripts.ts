// Scripts the document names besides the page's own (pages/_document.tsx), found in the build.
// The scripts of the islands in a page's HTML (lib/chrome/island.tsx), asked for early: fetched
// alongside the page's own scripts rather than after them, as Next does for next/dynamic's modules.
// An island's chunk is named after its key (webpackChunkName), so the build's chunk folder tells its
// file. And the scripts of a module's import(), as the build's react-loadable-manifest.json lists
// them, which the boot script fetches on a tap that will need them. Server only.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { BASE_PATH } from '@/lib/routing/base-path';

const distDir = () => join(process.cwd(), process.env.NEXT_DIST_DIR ?? '.next');
let chunks: ReadonlyMap<string, string> | undefined;
let imports: Readonly<Record<string, { files: string[] }>> | undefined;

/** The build's named chunks by name (`block_cta.1a2b3c….js`); a development build has none of that form. */
function namedChunks(): ReadonlyMap<string, string> {
  if (chunks) return chunks;
  const dir = join(distDir(), 'static/chunks');
  const files = existsSync(dir) ? readdirSync(dir) : [];
  return (chunks = new Map(
    files.flatMap(
      (file) =>
        /^([a-z_]+)\.[0-9a-f]{8,}\.js$/
          .exec(file)
          ?.slice(1, 2)
          .map((name) => [name, file]) ?? [],
    ),
  ));
}

/** The address of the build's chunk named `name` (webpackChunkName), if there is one. */
export function namedChunkScript(name: string): string | undefined {
  const file = namedChunks().get(name);
  return file ? `${BASE_PATH}/_next/static/chunks/${file}` : undefined;
}

/** The addresses of the scripts of the islands marked in `html`. */
export function islandScripts(html: string): string[] {
  const keys = new Set([...html.matchAll(/ data-island="([^"]+)"/g)].map((m) => m[1]!));
  return [...keys].flatMap((key) => namedChunkScript(key) ?? []);
}

/**
 * The scripts of `import(request)` in the module `from` (its path from the project's root), all of
 * them, in one list: what webpack fetches together when the import runs. None in a development build.
 */
export function importScripts(from: string, request: string): string[] {
  const manifest = join(distDir(), 'react-loadable-manifest.json');
  imports ??= existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')) : {};
  return (imports![`${from} -> ${request}`]?.files ?? []).filter((f) => f.endsWith('.js')).map((f) => `${BASE_PATH}/_next/${f}`);
}
