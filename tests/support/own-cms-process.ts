// A Directus of a test's own (tests/support/own-cms.mjs) in a child process: started on a new
// database in a temporary folder, restarted on the same one, stopped and removed.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { freePort } from './fake-server';

/** What own-cms.mjs prints once Directus answers. */
export type OwnCms = { url: string; adminToken: string; pid: number; siteEnv: Record<string, string> };

/**
 * `bare`: the site's settings only (no pages, menus or redirects), a faster start. `sitePort`: where
 * this Directus asks a site to regenerate pages (a free port unless given).
 */
export async function startOwnCms(name: string, { bare = false, sitePort }: { bare?: boolean; sitePort?: number } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), `ecm-${name}-`));
  const args = [dataDir, String(await freePort()), String(sitePort ?? (await freePort())), ...(bare ? ['bare'] : [])];
  const runner: ChildProcessWithoutNullStreams = spawn(process.execPath, ['tests/support/own-cms.mjs', ...args], {
    cwd: join(__dirname, '../..'),
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  let output = '';
  runner.stderr.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-4000)));
  const lines = createInterface({ input: runner.stdout })[Symbol.asyncIterator]();
  const next = async () => {
    for (;;) {
      const { value, done } = await lines.next();
      if (done) throw new Error(`The test's Directus exited:\n${output}`);
      if (value.startsWith('{')) return JSON.parse(value) as OwnCms;
    }
  };
  let cms = await next();
  return {
    dataDir,
    get cms() {
      return cms;
    },
    /** Directus REST with the admin token: the status, the data and the first error's message. */
    async call<T>(method: string, path: string, body?: unknown): Promise<{ status: number; data: T; message?: string }> {
      const r = await fetch(`${cms.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${cms.adminToken}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = (await r.json().catch(() => ({}))) as { data: T; errors?: { message: string }[] };
      return { status: r.status, data: json.data, message: json.errors?.[0]?.message };
    },
    /** Directus started again on the same database (after a kill of its pid, say). */
    async restart() {
      runner.stdin.write('restart\n');
      cms = await next();
      return cms;
    },
    async stop() {
      if (runner.exitCode === null) {
        runner.stdin.write('stop\n');
        await new Promise((r) => runner.once('exit', r));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
