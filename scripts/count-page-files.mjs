#!/usr/bin/env node
// How many project files a page render crosses, and how often it changes top-level folder on the
// way (issue 42: «a page render crosses at most 15 project files, with no return to a folder it has
// left»). Read from the code's imports, nothing is run:
//   node scripts/count-page-files.mjs [route] [--list]
// The walk starts at the route (pages/[[...slug]].tsx by default) and follows its value imports
// (`import type` is left out: it ships and runs nothing) depth first, in the order they are written,
// the way a reader follows the render from the route down. Each project file counts once, the first
// time it is reached. The walk does not go into:
// - packages (node_modules): not the project's files;
// - what the render hands over to as a whole, counted as one file each and not followed: a block's
//   own folder (blocks/<name>/, reached through the generated registry: its inside is the block's
//   business, one folder a block), the generated files (schema/generated/) and the page's frame
//   (the header, footer and contents list of components/layout/, behind components/page-view.tsx).
// A «folder change» is a step of the walk into a file of another top-level folder than the file it
// comes from; a «return» is a step into a top-level folder the walk had left before.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const args = process.argv.slice(2);
const list = args.includes('--list');
const route = args.find((a) => !a.startsWith('--')) ?? 'pages/[[...slug]].tsx';

const extensions = ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json'];
/** The project file an import names, or null for a package. */
function resolveImport(from, spec) {
  let base;
  if (spec.startsWith('@/')) base = join(root, spec.slice(2));
  else if (spec.startsWith('.')) base = resolve(dirname(from), spec);
  else return null;
  if (existsSync(base) && statSync(base).isFile()) return base;
  for (const ext of extensions) if (existsSync(base + ext)) return base + ext;
  for (const ext of extensions) if (existsSync(join(base, 'index' + ext))) return join(base, 'index' + ext);
  return null;
}

/** The value imports of a file in the order written: static, re-exports and import(). */
function importsOf(file) {
  const text = readFileSync(file, 'utf8').replace(/^\s*\/\/.*$/gm, '');
  const found = [];
  const pattern =
    /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[\s\S]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*(?:\/\*[\s\S]*?\*\/\s*)?['"]([^'"]+)['"]\s*\)/g;
  for (const m of text.matchAll(pattern)) {
    if (m[2]) continue; // import type / export type
    const spec = m[3] ?? m[4];
    if (spec) found.push(spec);
  }
  return found;
}

const rel = (file) => relative(root, file);
/** The unit a file is counted as, and whether the walk goes into it. */
function unitOf(file) {
  const path = rel(file);
  const block = /^blocks\/([^/_][^/]*)\//.exec(path);
  if (block) return { name: `blocks/${block[1]}/`, leaf: true };
  if (path.startsWith('schema/generated/')) return { name: path, leaf: true };
  if (path.startsWith('components/layout/')) return { name: path, leaf: true };
  return { name: path, leaf: false };
}

const order = [];
const seen = new Set();
function walk(file, from) {
  const unit = unitOf(file);
  if (seen.has(unit.name)) return;
  seen.add(unit.name);
  order.push({ unit: unit.name, from });
  if (unit.leaf) return;
  for (const spec of importsOf(file)) {
    const target = resolveImport(file, spec);
    if (target) walk(target, unit.name);
  }
}
walk(join(root, route), null);

const top = (name) => name.split('/')[0];
let changes = 0;
const returns = [];
const left = new Set();
for (const step of order) {
  if (!step.from || top(step.from) === top(step.unit)) continue;
  changes++;
  left.add(top(step.from));
  if (left.has(top(step.unit))) returns.push(`${step.from} → ${step.unit}`);
}
if (list) for (const step of order) console.log(`${step.unit}${step.from ? `  (from ${step.from})` : ''}`);
console.log(`${route}: ${order.length} project files, ${changes} folder changes, ${returns.length} returns to a folder left`);
for (const r of returns) console.log(`  return: ${r}`);
