// A throwaway copy of the project, for tests and replays that change the project itself (the block
// scaffold). The sources are copied (the generators rewrite files in place: a hard link would
// rewrite the worktree's file too); node_modules and cms/node_modules are links to the originals.
//   node tests/support/project-copy.mjs copy <dir>    copies the project into <dir>
//   node tests/support/project-copy.mjs serve <dir>   starts Directus (seeded, with the copy's schema)
//     and `next dev` in <dir>, prints one JSON line {cmsUrl, adminToken, siteUrl}, and stops both
//     when its input closes (when the process that started it ends)
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = new URL('../..', import.meta.url).pathname;
const LEFT_OUT = [
  './node_modules',
  './cms/node_modules',
  './cms/data',
  './.git',
  './tmp',
  './test-results',
  './.next*',
  './.bench',
  './.data',
  './.leads',
];

/** @param {string} dest */
export function copyProject(dest) {
  mkdirSync(dest, { recursive: true });
  const tar = execFileSync('tar', ['-c', ...LEFT_OUT.map((p) => `--exclude=${p}`), '.'], { cwd: root, maxBuffer: 1 << 30 });
  execFileSync('tar', ['-x', '-C', dest], { input: tar });
  symlinkSync(join(root, 'node_modules'), join(dest, 'node_modules'));
  symlinkSync(join(root, 'cms/node_modules'), join(dest, 'cms/node_modules'));
}

/** @param {string} dir */
async function serve(dir) {
  const { startCms } = await import(pathToFileURL(join(dir, 'scripts/stack.mjs')).href);
  const { freePorts } = await import(pathToFileURL(join(dir, 'scripts/free-port.mjs')).href);
  const { EXIT_WITH_PARENT } = await import(pathToFileURL(join(dir, 'cms/directus.mjs')).href);
  const [cmsPort, sitePort] = await freePorts(2);
  const { directus, secrets, siteEnv } = await startCms({ dataDir: mkdtempSync(join(tmpdir(), 'ecm-copy-')), cmsPort, sitePort });
  // `next dev` renders each request afresh (getStaticProps on every request): no build to wait for.
  const site = spawn(
    process.execPath,
    ['--require', EXIT_WITH_PARENT, join(dir, 'node_modules/next/dist/bin/next'), 'dev', '--webpack', '-p', String(sitePort)],
    {
      cwd: dir,
      env: { ...process.env, ...siteEnv, NEXT_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'inherit', 'inherit'],
      // Its own process group: `next dev` runs its server and compilers in child processes, which
      // write into the copy until they exit; stopping the group, and waiting, lets the copy be removed.
      detached: true,
    },
  );
  const siteExited = new Promise((resolve) => site.once('exit', resolve));
  const stop = async () => {
    try {
      process.kill(-(/** @type {number} */ (site.pid)), 'SIGTERM');
    } catch {
      // Already gone.
    }
    await Promise.all([siteExited, directus.stop()]);
    process.exit(0);
  };
  // Ready when the home page answers: `next dev` compiles it on this first request.
  const siteUrl = `http://127.0.0.1:${sitePort}/ru/products/ecm`;
  for (;;) {
    if (site.exitCode !== null) throw new Error('next dev exited');
    const r = await fetch(`${siteUrl}/`, { signal: AbortSignal.timeout(300_000) }).catch(() => null);
    if (r && r.status < 500) break;
    // Not listening yet: the port opens within seconds.
    if (!r) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  process.stdin.on('close', stop);
  process.stdin.resume();
  process.on('SIGTERM', stop);
  console.log(
    JSON.stringify({ cmsUrl: directus.url, adminToken: secrets.adminToken, siteUrl: `http://127.0.0.1:${sitePort}/ru/products/ecm` }),
  );
}

const [command, dir] = process.argv.slice(2);
if (command === 'copy' && dir) copyProject(dir);
else if (command === 'serve' && dir) await serve(dir);
else if (command) {
  console.error('Usage: node tests/support/project-copy.mjs copy|serve <dir>');
  process.exit(1);
}
