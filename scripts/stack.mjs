// Brings up the whole site on one machine: Directus on a SQLite file (schema applied, access and
// flows synced, content seeded on first run), then the Next.js site built and started against it.
// `npm start` runs it with cms/data; the integration tests run it on a temporary folder.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { startDirectus, EXIT_WITH_PARENT } from '../cms/directus.mjs';
import { syncAccess, syncLeadFlows, syncRevalidationFlow, syncSettings } from '../cms/setup.mjs';
import { seedContent } from '../cms/seed.mjs';
import { loadModel } from '../schema/model/index.mjs';

const root = new URL('..', import.meta.url).pathname;
const NEXT = join(root, 'node_modules/next/dist/bin/next');

/** Secrets of a local installation, made once and kept beside its database. */
function localSecrets(dataDir) {
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  const token = () => randomBytes(24).toString('base64url');
  const secrets = { secret: token(), adminToken: token(), siteToken: token(), previewSecret: token(), revalidateSecret: token() };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

/**
 * How Directus sends mail (the sales notification of new leads). EMAIL_* variables given to the
 * stack (e.g. EMAIL_TRANSPORT=smtp, EMAIL_SMTP_HOST) are passed on; without them the embedded
 * default appends each message to <dataDir>/mail.log instead of sending it.
 */
function leadMailEnv(dataDir) {
  const given = Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith('EMAIL_')));
  if (given.EMAIL_TRANSPORT) return given;
  return {
    EMAIL_FROM: 'site@example.com',
    ...given,
    EMAIL_TRANSPORT: 'sendmail',
    EMAIL_SENDMAIL_PATH: join(root, 'cms/mail-to-log.sh'),
    EMAIL_VERIFY_SETUP: 'false',
    MAIL_LOG_FILE: join(resolve(dataDir), 'mail.log'),
  };
}

/**
 * @param {{dataDir: string, cmsPort: number, sitePort: number, adminEmail?: string, adminPassword?: string,
 *          siteEnv?: Record<string,string>, cmsEnv?: Record<string,string>, log?: (s: string) => void,
 *          content?: object}} o
 */
export async function startCms(o) {
  const s = localSecrets(o.dataDir);
  const siteUrl = `http://localhost:${o.sitePort}`;
  const directus = await startDirectus({
    dataDir: o.dataDir,
    port: o.cmsPort,
    secret: s.secret,
    adminEmail: o.adminEmail ?? 'admin@example.com',
    adminPassword: o.adminPassword ?? 'ecm-admin',
    adminToken: s.adminToken,
    log: o.log,
    env: {
      // The revalidation and lead flows read these through $env.
      FLOWS_ENV_ALLOW_LIST: 'SITE_URL,REVALIDATE_SECRET,SALES_NOTIFY_EMAIL,PUBLIC_URL',
      SALES_NOTIFY_EMAIL: process.env.SALES_NOTIFY_EMAIL ?? 'sales@example.com',
      ...leadMailEnv(o.dataDir),
      // Directus refuses requests (503 "Under pressure") when its event loop lags; on a busy 2-core
      // machine that failed whole builds and would refuse leads. One embedded install prefers a
      // slow answer to a refused one; set PRESSURE_LIMITER_ENABLED=true where Directus is shared.
      PRESSURE_LIMITER_ENABLED: process.env.PRESSURE_LIMITER_ENABLED ?? 'false',
      SITE_URL: `http://127.0.0.1:${o.sitePort}`,
      REVALIDATE_SECRET: s.revalidateSecret,
      // Flows may not call local addresses by default (0.0.0.0 stands for every local interface);
      // here the site is local. The cloud metadata address stays denied.
      IMPORT_IP_DENY_LIST: '169.254.169.254',
      // Lets the admin app show the page preview in its side panel.
      CONTENT_SECURITY_POLICY_DIRECTIVES__FRAME_SRC: `'self' ${siteUrl} http://127.0.0.1:${o.sitePort}`,
      ...o.cmsEnv,
    },
  });
  try {
    const model = await loadModel();
    await syncAccess(directus.url, s.adminToken, { siteToken: s.siteToken, collections: model.collections });
    const revalidating = model.collections.filter((c) => c.schema !== null && c.site?.revalidates !== false).map((c) => c.collection);
    await syncRevalidationFlow(directus.url, s.adminToken, { collections: revalidating });
    await syncSettings(directus.url, s.adminToken, { siteUrl, previewSecret: s.previewSecret });
    await syncLeadFlows(directus.url, s.adminToken, { crmRetryCron: process.env.CRM_RETRY_CRON });
    if (directus.isNew) {
      const content = o.content ?? (await import('../schema/seed/index.mjs')).default;
      await seedContent(directus.url, s.adminToken, content);
    }
  } catch (e) {
    await directus.stop();
    throw e;
  }
  const siteEnv = {
    DIRECTUS_URL: directus.url,
    DIRECTUS_PUBLIC_URL: `http://localhost:${o.cmsPort}`,
    DIRECTUS_TOKEN: s.siteToken,
    PREVIEW_SECRET: s.previewSecret,
    REVALIDATE_SECRET: s.revalidateSecret,
    SITE_URL: siteUrl,
    // The vendor's trial platform; it must be configured for sign-in and trial activation to work.
    TRIAL_API_URL: process.env.TRIAL_API_URL ?? '',
    ...o.siteEnv,
  };
  // The browser calls the trial platform itself, so the build inlines its address (lib/trial/config.ts).
  siteEnv.NEXT_PUBLIC_TRIAL_API_URL = siteEnv.TRIAL_API_URL;
  return { directus, secrets: s, siteEnv };
}

/** `next build` against a running CMS (static pages are prerendered from it). */
export function buildSite(siteEnv, { distDir } = {}) {
  const r = spawnSync(process.execPath, [NEXT, 'build'], {
    cwd: root,
    env: { ...process.env, ...siteEnv, ...(distDir ? { NEXT_DIST_DIR: distDir } : {}), NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error('next build failed');
}

/** `next start`; resolves once the site answers. */
export async function startSite(siteEnv, port, { distDir, log } = {}) {
  const child = spawn(process.execPath, ['--require', EXIT_WITH_PARENT, NEXT, 'start', '-p', String(port)], {
    cwd: root,
    env: { ...process.env, ...siteEnv, ...(distDir ? { NEXT_DIST_DIR: distDir } : {}), NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (d) => {
    output += d;
    if (log) for (const line of String(d).split('\n')) if (line.trim()) log(line);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise((r) => child.on('exit', r));
  const url = `http://127.0.0.1:${port}/ru/products/ecm/`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start exited:\n${output}`);
    try {
      const r = await fetch(url, { redirect: 'manual' });
      if (r.status < 500) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`The site did not answer within 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}
