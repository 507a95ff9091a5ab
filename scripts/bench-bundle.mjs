// First-load JavaScript per route, gzipped, read from a build's manifests (Next 16 no longer
// prints sizes). First load = the framework/main chunks + _app + the route's own chunks; blocks
// and other next/dynamic imports load afterwards and are listed separately as "lazy".
//   node scripts/bench-bundle.mjs [distDir] [--modules]   (default .next; run `npm run build` first)
// The floor beside each figure is an empty Next 16.4.6 Pages Router app with the same basePath and
// trailingSlash and one getStaticProps page (measured here the same way): what the framework costs.
// --modules (a build made with BUNDLE_SOURCE_MAPS=1): the heaviest source files of the first-load
// chunks beyond the framework.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const distDir = join(root, args.find((a) => !a.startsWith('--')) ?? process.env.NEXT_DIST_DIR ?? '.next');
const FLOOR = 109.6 * 1024;
const manifestFile = join(distDir, 'build-manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`No build in ${distDir}: run \`npm run build\` (or pass the build folder).`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

const sizes = new Map();
function gz(file) {
  if (!sizes.has(file)) {
    const path = join(distDir, file.replace(/^\/?_next\//, ''));
    sizes.set(file, existsSync(path) ? gzipSync(readFileSync(path), { level: 9 }).length : 0);
  }
  return sizes.get(file);
}
const js = (files = []) => files.filter((f) => f.endsWith('.js'));
const total = (files) => [...new Set(files)].reduce((sum, f) => sum + gz(f), 0);

// polyfillFiles are `nomodule` scripts: only browsers without ES modules load them, so they are
// reported apart (webpack builds have them, Turbopack builds do not).
const polyfills = js(manifest.polyfillFiles);
const shared = [...js(manifest.rootMainFiles), ...js(manifest.pages['/_app'])];
const kb = (n) => `${(n / 1024).toFixed(1)} kB`.padStart(9);

console.log(`build: ${distDir}`);
console.log(`shared by all routes (main, framework, _app): ${kb(total(shared))} gzipped`);
console.log(`nomodule polyfills, old browsers only:        ${kb(total(polyfills))} gzipped\n`);
console.log(`${'route'.padEnd(34)} ${'first load'.padStart(10)} ${'floor'.padStart(9)} ${'above'.padStart(9)} ${'own'.padStart(9)}`);
for (const route of Object.keys(manifest.pages).sort()) {
  if (route === '/_app') continue;
  const own = js(manifest.pages[route]).filter((f) => !shared.includes(f));
  const first = total([...shared, ...own]);
  console.log(`${route.padEnd(34)} ${kb(first)} ${kb(FLOOR)} ${kb(first - FLOOR)} ${kb(total(own))}`);
}

// Chunks that are loaded on demand (blocks, popups): everything in static/chunks not counted above.
const counted = new Set([...Object.values(manifest.pages).flat(), ...polyfills]);
const chunkDir = join(distDir, 'static/chunks');
const lazy = existsSync(chunkDir)
  ? readdirSync(chunkDir, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.js') && !counted.has(`static/chunks/${f}`))
      .map((f) => `static/chunks/${f}`)
  : [];
console.log(`\nloaded on demand (blocks, forms, popups): ${lazy.length} chunks, ${kb(total(lazy))} gzipped in all`);

if (args.includes('--modules')) {
  const { sizesBySource } = await import('./bench/source-map-sizes.mjs');
  const framework = (f) => /\/(framework|main|webpack|polyfills)-/.test(f);
  const chunks = [...new Set(Object.values(manifest.pages).flat())].filter((f) => f.endsWith('.js') && !framework(f));
  console.log('\nFirst-load chunks beyond the framework, heaviest sources (minified bytes, before gzip):');
  for (const chunk of chunks) {
    const sizes = sizesBySource(join(distDir, chunk));
    if (!sizes) {
      console.log(`${chunk}: no source map (build with BUNDLE_SOURCE_MAPS=1)`);
      continue;
    }
    const routes = Object.keys(manifest.pages).filter((r) => manifest.pages[r].includes(chunk));
    console.log(`${chunk} (${kb(gz(chunk)).trim()} gzipped; ${routes.length > 4 ? `${routes.length} routes` : routes.join(', ')})`);
    for (const [name, n] of [...sizes].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`  ${String(n).padStart(7)}  ${name}`);
  }
}
