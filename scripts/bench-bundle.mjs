// First-load JavaScript per route, gzipped, read from a build's manifests (Next 16 no longer
// prints sizes). First load = the framework/main chunks + _app + the route's own chunks; blocks
// and other next/dynamic imports load afterwards and are listed separately as "lazy".
//   node scripts/bench-bundle.mjs [distDir]      (default .next; run `npm run build` first)
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const distDir = join(root, process.argv[2] ?? process.env.NEXT_DIST_DIR ?? '.next');
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
console.log(`${'route'.padEnd(34)} ${'first load'.padStart(10)} ${'own'.padStart(9)}`);
for (const route of Object.keys(manifest.pages).sort()) {
  if (route === '/_app') continue;
  const own = js(manifest.pages[route]).filter((f) => !shared.includes(f));
  console.log(`${route.padEnd(34)} ${kb(total([...shared, ...own]))} ${kb(total(own))}`);
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
