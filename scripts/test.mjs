// `npm test`: every check CI runs, in order, then one closing line with the counts.
//   codegen → lint (eslint, prettier) → typecheck → unit tests (jsdom) →
//   integration and browser tests (real Directus on a temporary SQLite file, built site, Chromium)
// Pass --unit (`npm run test:quick`) to stop after the unit tests; it installs nothing.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const unitOnly = process.argv.includes('--unit');
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

function jest(name, config, env = {}) {
  const out = join(reports, `${name}.json`);
  step(name, process.execPath, ['node_modules/jest/bin/jest.js', '--config', config, '--json', `--outputFile=${out}`, '--ci'], {
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
step('codegen', 'npm', ['run', '--silent', 'codegen']);
// ESLint, Prettier and tsc keep what they learnt of unchanged files in node_modules/.cache (by
// content, so a checkout or a copy of the same file is not checked again): the second run checks
// only what changed. A clean checkout (CI) has no cache and checks everything.
const CACHE = 'node_modules/.cache';
step('eslint', process.execPath, [
  'node_modules/eslint/bin/eslint.js',
  '.',
  '--max-warnings=0',
  '--cache',
  '--cache-strategy=content',
  `--cache-location=${CACHE}/eslint/`,
]);
step('prettier', process.execPath, [
  'node_modules/prettier/bin/prettier.cjs',
  '--check',
  '.',
  '--log-level=warn',
  '--cache',
  '--cache-strategy=content',
  `--cache-location=${CACHE}/prettier/.prettier-cache`,
]);
// tsconfig.json is incremental already (tsconfig.tsbuildinfo, gitignored).
step('typecheck', process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit']);
// The .mjs files (block collections, schema model and seed, cms/, scripts) checked from their JSDoc.
step('typecheck .mjs', process.execPath, [
  'node_modules/typescript/bin/tsc',
  '--noEmit',
  '-p',
  'tsconfig.mjs.json',
  '--incremental',
  '--tsBuildInfoFile',
  `${CACHE}/tsc/mjs.tsbuildinfo`,
]);
jest('unit tests', 'jest.config.mjs');
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
