// `npm test`: every check CI runs, in order, then one closing line with the counts.
//   codegen → lint (eslint, prettier) → typecheck → unit tests (jsdom) →
//   integration and browser tests (real Directus on a temporary SQLite file, built site, Chromium)
// Pass --unit (`npm run test:quick`) to stop after the unit tests; it installs nothing. The inner
// loop is quick because it skips what cannot have changed: codegen when its inputs and outputs are
// as it left them, and the unit tests no change reaches (see `quickUnitTests`). `npm test` (CI) runs
// every unit test; `--unit --all` does too.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const unitOnly = process.argv.includes('--unit');
/** The inner loop's shortcuts (`npm run test:quick`); `--all` or CI's `npm test` checks everything. */
const quick = unitOnly && !process.argv.includes('--all');
const reports = mkdtempSync(join(tmpdir(), 'ecm-jest-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** One line per failed test, printed last: a long log may be cut, its end is what is read. */
const failedTests = [];
const firstLine = (text = '') =>
  text
    .replace(/\u001b\[[0-9;]*m/g, '')
    .trim()
    .split('\n')[0]
    .slice(0, 300);
// The test site's output (global-setup writes it): its errors are printed when integration tests fail.
const siteLog = join(reports, 'site.log');

function step(name, cmd, args, env = {}) {
  console.log(`\n▶ ${name}`);
  const t = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = r.status === 0;
  console.log(`${ok ? '✔' : '✖'} ${name} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
  if (!ok) failures.push(name);
  return ok;
}

function jest(name, config, env = {}, args = []) {
  const out = join(reports, `${name}.json`);
  step(name, process.execPath, ['node_modules/jest/bin/jest.js', '--config', config, '--json', `--outputFile=${out}`, '--ci', ...args], {
    NODE_OPTIONS: '--max-old-space-size=4096',
    ...env,
  });
  if (!existsSync(out)) {
    totals.failed += 1; // the runner itself broke before reporting
    return;
  }
  const r = JSON.parse(readFileSync(out, 'utf8'));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests + r.numRuntimeErrorTestSuites;
  totals.skipped += r.numPendingTests + r.numTodoTests;
  for (const suite of r.testResults) {
    const file = suite.name.slice(root.length);
    const failed = suite.assertionResults.filter((a) => a.status === 'failed');
    for (const a of failed) failedTests.push(`${file} › ${a.fullName}: ${firstLine(a.failureMessages[0])}`);
    // A suite that broke before its tests ran (a hook's time-out, a syntax error).
    if (suite.status === 'failed' && failed.length === 0) failedTests.push(`${file}: ${firstLine(suite.message)}`);
  }
}

if (!unitOnly && !existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'))
  step('install Chromium', 'bash', ['scripts/install-chromium.sh']);
// PostgreSQL, Redis and nginx for the production profile's test (does nothing when installed).
if (!unitOnly) step('install PostgreSQL, Redis, nginx', 'bash', ['scripts/install-scale.sh']);
// ESLint, Prettier and tsc keep what they learnt of unchanged files in node_modules/.cache (by
// content, so a checkout or a copy of the same file is not checked again): the second run checks
// only what changed. A clean checkout (CI) has no cache and checks everything.
const CACHE = 'node_modules/.cache';

/** The files git has here (tracked, and new ones it does not ignore), relative to the root. */
function gitFiles(...args) {
  const r = spawnSync('git', [...args], { cwd: root, encoding: 'utf8' });
  return r.status === 0 ? r.stdout.split('\n').filter(Boolean) : null;
}

/**
 * What the inner loop checks: the files changed since the merge base with main (or `--since=REV`:
 * committed, uncommitted or new, that still exist). Null means everything: not the inner loop, no merge base,
 * or a change to what every check stands on (packages, the ESLint, Prettier, Jest, TypeScript or
 * Next settings, this script).
 */
const since = process.argv.find((a) => a.startsWith('--since='))?.slice('--since='.length) ?? 'main';
function branchChanges() {
  if (!quick) return null;
  const base = gitFiles('merge-base', 'HEAD', since)?.[0];
  if (!base) return null;
  const changed = [
    ...(gitFiles('diff', '--name-only', `${base}...HEAD`) ?? []),
    ...(gitFiles('diff', '--name-only', 'HEAD') ?? []),
    ...(gitFiles('ls-files', '--others', '--exclude-standard') ?? []),
  ];
  const settings =
    /^(package(-lock)?\.json|jest\.(config\.mjs|setup\.ts)|tsconfig(\.mjs)?\.json|next\.config\.mjs|eslint\.config\.mjs|\.prettierrc\.json|\.prettierignore|scripts\/test\.mjs)$/;
  if (changed.some((f) => settings.test(f))) return null;
  return [...new Set(changed)].filter((f) => existsSync(join(root, f)));
}
const changes = branchChanges();
if (quick)
  console.log(
    changes
      ? `\nThe inner loop: ${changes.length} files changed since ${since}.`
      : '\nThe inner loop: settings changed, everything is checked.',
  );

// Codegen reads the committed schema, the GraphQL documents and the block folders, and writes
// schema/generated/ and the blocks' generated files: a hash of all of them (content and names) that
// equals the one stored after the last run means there is nothing to generate.
const CODEGEN_STAMP = join(root, CACHE, 'codegen', 'inputs.sha256');
function codegenInputsHash() {
  const listed = (...paths) => gitFiles('ls-files', '--cached', '--others', '--exclude-standard', '--', ...paths);
  // Read: the block folders' descriptors, models and fragments (and which files each folder has),
  // the data model, the committed schema, the GraphQL documents; written: schema/generated/, the
  // blocks' lists, the page-safety extension's links.
  const read = listed(
    'codegen.ts',
    'scripts/block-codegen.mjs',
    'scripts/page-link-fields.mjs',
    'scripts/html-fields.mjs',
    'scripts/hidden-fields.mjs',
    'package-lock.json',
    'blocks/*.mjs',
    'blocks/*.graphql',
    'blocks/registry.ts',
    'blocks/static-blocks.ts',
    'blocks/static-blocks.fixtures.ts',
    'schema',
    'collections/*.mjs',
    'lib/*.graphql',
    'cms/extensions/page-safety/page-links.json',
  );
  const named = listed('blocks/*/*');
  if (!read || !named) return null;
  const hash = createHash('sha256');
  for (const f of [...new Set(named)].sort()) hash.update(`${f}\0`);
  for (const f of [...new Set(read)].sort()) {
    hash.update(`${f}\0`);
    if (existsSync(join(root, f))) hash.update(readFileSync(join(root, f)));
  }
  return hash.digest('hex');
}
const before = quick ? codegenInputsHash() : null;
if (before && existsSync(CODEGEN_STAMP) && readFileSync(CODEGEN_STAMP, 'utf8') === before) {
  console.log('\n▶ codegen\n✔ codegen (inputs and outputs as the last run left them: skipped)');
} else if (step('codegen', 'npm', ['run', '--silent', 'codegen'])) {
  const after = codegenInputsHash();
  if (after) {
    mkdirSync(dirname(CODEGEN_STAMP), { recursive: true });
    writeFileSync(CODEGEN_STAMP, after);
  }
}

// In the inner loop, only the changed files (a file ESLint or Prettier ignores is passed over).
const lintable = changes?.filter((f) => /\.(c|m)?(j|t)sx?$/.test(f));
if (lintable?.length === 0) console.log('\n▶ eslint\n✔ eslint (no script changed: skipped)');
else
  step('eslint', process.execPath, [
    'node_modules/eslint/bin/eslint.js',
    ...(lintable ? ['--no-warn-ignored', '--no-error-on-unmatched-pattern', ...lintable] : ['.']),
    '--max-warnings=0',
    '--cache',
    '--cache-strategy=content',
    `--cache-location=${CACHE}/eslint/`,
  ]);
if (changes?.length === 0) console.log('\n▶ prettier\n✔ prettier (nothing changed: skipped)');
else
  step('prettier', process.execPath, [
    'node_modules/prettier/bin/prettier.cjs',
    '--check',
    ...(changes ? ['--ignore-unknown', '--no-error-on-unmatched-pattern', ...changes] : ['.']),
    '--log-level=warn',
    '--cache',
    '--cache-strategy=content',
    `--cache-location=${CACHE}/prettier/.prettier-cache`,
  ]);
// tsconfig.json is incremental already (tsconfig.tsbuildinfo, gitignored).
step('typecheck', process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit']);
// The .mjs files (block collections, schema model and seed, cms/, scripts) checked from their JSDoc.
// No .mjs file imports TypeScript, so the inner loop skips them when none of them changed.
if (changes && !changes.some((f) => /\.(mjs|d\.mts|cjs|js)$/.test(f)))
  console.log('\n▶ typecheck .mjs\n✔ typecheck .mjs (no .mjs file changed: skipped)');
else
  step('typecheck .mjs', process.execPath, [
    'node_modules/typescript/bin/tsc',
    '--noEmit',
    '-p',
    'tsconfig.mjs.json',
    '--incremental',
    '--tsBuildInfoFile',
    `${CACHE}/tsc/mjs.tsbuildinfo`,
  ]);
/**
 * The unit tests the inner loop runs: those the branch's changes reach through their imports
 * (jest's --findRelatedTests), and every test that reads the tree itself (readFileSync,
 * readdirSync: the README's paths, the snapshot, the block folders), which imports cannot tell.
 */
function quickUnitTests() {
  if (!changes) return null;
  const unitTests = gitFiles('ls-files', '--cached', '--others', '--exclude-standard', '--', '*.test.ts', '*.test.tsx') ?? [];
  const readsTree = unitTests.filter(
    (f) =>
      !f.startsWith('tests/') && existsSync(join(root, f)) && /\b(readFileSync|readdirSync)\b/.test(readFileSync(join(root, f), 'utf8')),
  );
  return [...new Set([...changes, ...readsTree])];
}
const related = quickUnitTests();
if (related)
  console.log(`\nUnit tests: those reached by ${related.length} changed or tree-reading files (npm run test:quick -- --all: every one).`);
jest('unit tests', 'jest.config.mjs', {}, related ? ['--passWithNoTests', '--findRelatedTests', ...related] : []);
if (!unitOnly) {
  jest('integration and browser tests', 'jest.integration.config.mjs', { ECM_SITE_LOG: siteLog });
  if (failures.includes('integration and browser tests') && existsSync(siteLog)) {
    const lines = readFileSync(siteLog, 'utf8').split('\n');
    const worth = lines
      .filter((l) => /error|warn|fail|refused|unavailable|drain/i.test(l))
      .slice(-60)
      .map((l) => (l.length > 400 ? `${l.slice(0, 400)}…` : l));
    console.log(
      `\nThe test site's errors and warnings (last ${worth.length} of ${lines.length} lines, whole log: ${siteLog}):\n${worth.join('\n')}`,
    );
  }
}

if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.map((t) => `  ✖ ${t}`).join('\n')}`);
console.log(failures.length ? `\nFailed steps: ${failures.join(', ')}` : '\nAll steps passed.');
console.log(
  `tests: ${totals.passed} passed, ${totals.failed + failures.filter((f) => !f.includes('tests')).length} failed, ${totals.skipped} skipped`,
);
process.exit(failures.length ? 1 : 0);
