#!/usr/bin/env node
// How many project files a page render crosses, and how often it changes top-level folder on the
// way (issue 42: «a page render crosses at most 15 project files, with no return to a folder it has
// left»). Read from the code's imports, nothing is run:
//   node scripts/count-page-files.mjs [route] [--list]
// The walk starts at the route (pages/[[...slug]].tsx by default) and follows its value imports
// (`import type` is left out: it ships and runs nothing) depth first, in the order they are written,
// the way a reader follows the render from the route down. Each file counts once, the first time
// it is reached. The walk goes into the route and every project file it reaches, except:
// - packages (node_modules): not the project's files, not counted;
// - the units the render hands over to as a whole, each counted once and not followed:
//   - a block's own folder (blocks/<name>/, reached through the blocks' registry: its inside is
//     the block's business, one unit a block);
//   - a generated file (schema/generated/);
//   - a domain's entry, the one module through which the rest of the site reaches that domain,
//     listed in ENTRIES below and in docs/architecture.md (Domains: one entry each). Only the
//     entry file itself is a unit: a file behind it reached directly is walked into and counted.
// It prints the files the walk goes into (the render's own: the route, the page pipeline in
// pipeline/, the page view in view/, and the blocks' entry) apart from the units it hands over to,
// and both numbers.
// A «folder change» is a step of the walk into a file or unit of another top-level folder than the
// file it comes from; a «return» is a step into a top-level folder the walk had left before. Returns
// are counted over the whole walk, and also along each import of the route on its own: Next bundles
// a page route's two halves apart (the page component, which the browser runs too, and
// getStaticProps/getStaticPaths, server only), so the route imports each half from its own module
// (one module for both would put the server's code into the browser's build) and the walk comes back
// to the route between them. A return along one import is a render going back and forth.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const args = process.argv.slice(2);
const list = args.includes('--list');
const route = args.find((a) => !a.startsWith('--')) ?? 'pages/[[...slug]].tsx';

/** The domains' entries (docs/architecture.md#domains-one-entry-each): a unit each, not followed. */
const ENTRIES = {
  'lib/cms/index.ts': 'CMS reads (server)',
  'lib/env.ts': 'configuration',
  'lib/content/index.ts': 'content sections',
  'lib/experiments/index.ts': 'A/B tests',
  'lib/chrome/index.ts': 'islands and contents',
  'lib/seo/index.ts': 'SEO',
  'components/layout/index.ts': 'page frame (chrome)',
  'components/forms/index.ts': 'lead forms (browser)',
  'components/preview/index.ts': 'preview and Visual Editor',
};

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
/** The unit a file is counted as, what kind, and whether the walk goes into it. */
function unitOf(file) {
  const path = rel(file);
  const block = /^blocks\/([^/_][^/]*)\//.exec(path);
  if (block) return { name: `blocks/${block[1]}/`, kind: 'block', leaf: true };
  if (path.startsWith('schema/generated/')) return { name: path, kind: 'generated', leaf: true };
  if (ENTRIES[path]) return { name: path, kind: `entry: ${ENTRIES[path]}`, leaf: true };
  return { name: path, kind: 'file', leaf: false };
}

const order = [];
const seen = new Set();
/** `branch`: the route's import this step is reached through. */
function walk(file, from, branch) {
  const unit = unitOf(file);
  if (seen.has(unit.name)) return;
  seen.add(unit.name);
  order.push({ ...unit, from, branch });
  if (unit.leaf) return;
  for (const spec of importsOf(file)) {
    const target = resolveImport(file, spec);
    if (target) walk(target, unit.name, branch ?? (from === null && unit.name === route ? null : unit.name));
  }
}
walk(join(root, route), null, null);
// The route's own imports start a branch each.
for (const step of order) if (step.from === route) step.branch = step.name;

const top = (name) => name.split('/')[0];
/** The folder changes and returns of a list of steps in walk order. */
function changesOf(steps) {
  let changes = 0;
  const returns = [];
  const left = new Set();
  for (const step of steps) {
    if (!step.from || top(step.from) === top(step.name)) continue;
    changes++;
    left.add(top(step.from));
    if (left.has(top(step.name))) returns.push(`${step.from} → ${step.name}`);
  }
  return { changes, returns };
}
const { changes, returns } = changesOf(order);
const branches = [...new Set(order.filter((s) => s.from === route).map((s) => s.name))];
const branchReturns = branches.flatMap((b) => changesOf(order.filter((s) => s.branch === b)).returns);
const files = order.filter((s) => !s.leaf);
const units = order.filter((s) => s.leaf);
if (list) {
  const line = (s) => `  ${s.name}${s.leaf ? `  [${s.kind}]` : ''}${s.from ? `  (from ${s.from})` : ''}`;
  console.log(`files the walk goes into (${files.length}):`);
  for (const s of files) console.log(line(s));
  console.log(`units handed over to, not followed (${units.length}):`);
  for (const s of units) console.log(line(s));
}
const blocks = units.filter((s) => s.kind === 'block').length;
const entries = units.filter((s) => s.kind.startsWith('entry')).length;
const generated = units.filter((s) => s.kind === 'generated').length;
console.log(
  `${route}: ${files.length} files walked into + ${units.length} units handed over to ` +
    `(${blocks} block folders, ${entries} domain entries, ${generated} generated), ` +
    `${changes} folder changes, ${returns.length} returns to a folder left ` +
    `(${branchReturns.length} along any one of the route's ${branches.length} imports)`,
);
for (const r of returns) console.log(`  return: ${r}${branchReturns.includes(r) ? '' : ' (at the route, between its imports)'}`);
