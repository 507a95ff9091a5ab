// Another instance of the test build (.next-test-<pid of the jest process>), started with settings
// of a test's own against the run's real Directus: third parties switched on, a Directus behind a
// switchable proxy, a journal of its own.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { CMS, eventually } from './stack';
import { freePort } from './fake-server';

const root = join(__dirname, '../..');

/** What the site needs to reach the run's Directus, as global-setup gave it to the first site. */
export function baseSiteEnv(): Record<string, string> {
  return {
    // Local addresses and the test build without a captcha site key: not a production deployment.
    DEPLOYMENT: 'embedded',
    DIRECTUS_URL: CMS(),
    DIRECTUS_PUBLIC_URL: `http://localhost:${new URL(CMS()).port}`,
    DIRECTUS_TOKEN: process.env.TEST_SITE_TOKEN!,
    DIRECTUS_PREVIEW_TOKEN: process.env.TEST_PREVIEW_TOKEN!,
    DIRECTUS_LEADS_TOKEN: process.env.TEST_LEADS_TOKEN!,
    DIRECTUS_LEAD_DELIVERY_TOKEN: process.env.TEST_LEAD_DELIVERY_TOKEN!,
    DIRECTUS_REVALIDATE_TOKEN: process.env.TEST_REVALIDATE_TOKEN!,
    DIRECTUS_EXPERIMENTS_TOKEN: process.env.TEST_EXPERIMENTS_TOKEN!,
    PREVIEW_SECRET: process.env.TEST_PREVIEW_SECRET!,
    REVALIDATE_SECRET: process.env.TEST_REVALIDATE_SECRET!,
  };
}

/** The run's test build. */
const testBuild = () => `.next-test-${process.pid}`;

/**
 * A copy of the test build for a site whose pages must not reach the run's site (another Directus
 * behind it): the ISR cache is kept in the build's folder. Without Next's compiler cache (what a
 * server needs is a few tens of MB); `remove` deletes it.
 */
export function copyOfTestBuild(name: string) {
  const distDir = `${testBuild()}-${name}`;
  const cache = join(root, testBuild(), 'cache');
  cpSync(join(root, testBuild()), join(root, distDir), { recursive: true, filter: (src) => src !== cache });
  return { distDir, remove: () => rmSync(join(root, distDir), { recursive: true, force: true }) };
}

/** `distDir`: the build served, the run's test build unless given (copyOfTestBuild). */
export async function startSecondSite(env: Record<string, string>, port?: number, distDir = testBuild()) {
  if (!existsSync(join(root, distDir, 'BUILD_ID'))) throw new Error(`No test build in ${distDir}`);
  const sitePort = port ?? (await freePort());
  const child: ChildProcess = spawn(process.execPath, [join(root, 'node_modules/next/dist/bin/next'), 'start', '-p', String(sitePort)], {
    cwd: root,
    env: { ...process.env, SITE_URL: `http://localhost:${sitePort}`, ...env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${sitePort}/ru/products/ecm`;
  await eventually(
    async () => {
      if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`);
      const r = await fetch(`${url}/api/lead/get/1/`);
      return r.status === 400 ? true : undefined;
    },
    60_000,
    'the second site',
  );
  const exited = new Promise((r) => child.once('exit', r));
  return {
    url,
    port: sitePort,
    /** SIGTERM for a clean stop, SIGKILL for a crash. */
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill(signal);
        await exited;
      }
    },
  };
}
