// Brings up the whole site on one machine: Directus on a SQLite file (schema applied, access and
// flows synced, content seeded on first run), then the Next.js site built and started against it.
// `npm start` runs it with cms/data; the integration tests run it on a temporary folder.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { networkInterfaces } from 'node:os';
import { startDirectus, EXIT_WITH_PARENT, START_LIMIT_MS } from '../cms/directus.mjs';
import { applyCmsState } from '../cms/state/index.mjs';
import { syncPageLinks } from '../cms/page-links.mjs';
import { seedContent } from '../cms/seed.mjs';
import { adminClient } from '../cms/client.mjs';
import { customEndpoint } from '@directus/sdk';
import { loadModel } from '../schema/model/index.mjs';

const root = new URL('..', import.meta.url).pathname;
const NEXT = join(root, 'node_modules/next/dist/bin/next');

const SECRETS = [
  'secret',
  'adminToken',
  'siteToken',
  'previewToken',
  'leadsToken',
  'leadDeliveryToken',
  'experimentsToken',
  'revalidateToken',
  'previewSecret',
  'revalidateSecret',
  'leadUpdateSecret',
];

/** Secrets of a local installation, made once and kept beside its database (a newer version adds the ones it lacks). */
function localSecrets(dataDir) {
  const file = join(dataDir, 'secrets.json');
  const secrets = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  // An installation made before a secret existed gets it on its next start.
  if (SECRETS.every((k) => secrets[k])) return secrets;
  for (const k of SECRETS) secrets[k] ??= randomBytes(24).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

/**
 * Directus' default IMPORT_IP_DENY_LIST (every address of this machine, written 0.0.0.0, and the
 * cloud metadata address) minus loopback, where the flows reach the site.
 */
function importDenyList() {
  const own = Object.values(networkInterfaces())
    .flat()
    .filter((i) => i !== undefined && !i.internal)
    .map((i) => /** @type {import('node:os').NetworkInterfaceInfo} */ (i).address.replace(/%.*$/, ''));
  return [...own, '169.254.169.254'].join(',');
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

/** The embedded admin's sign-in; ADMIN_EMAIL / ADMIN_PASSWORD override it (applied on every start). */
export const ADMIN_EMAIL = process.env.ADMIN_EMAIL ?? 'admin@example.com';
export const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? 'ecm-admin';
/** The seeded marketer (role «Маркетолог»); set once, a password changed in the admin app is kept. */
export const MARKETER = {
  email: process.env.MARKETER_EMAIL ?? 'marketer@example.com',
  password: process.env.MARKETER_PASSWORD ?? 'ecm-marketer',
};

/**
 * What the CMS's declared state (cms/state) takes from this installation: the site users' tokens,
 * the site's address, the sign-ins and the flows' schedules. A value left undefined leaves its
 * field out (the admin's password unless ADMIN_PASSWORD is given, the licence owner unless
 * PROJECT_OWNER is).
 * @param {Record<string, string>} secrets
 * @param {{ sitePort: number, cmsPort: number, publishScheduleCron?: string }} o
 * @returns {Record<string, string | undefined>}
 */
export function stateVars(secrets, { sitePort, cmsPort, publishScheduleCron }) {
  return {
    ...secrets,
    siteUrl: `http://localhost:${sitePort}`,
    // The admin app's own address (Directus' PUBLIC_URL): its module bar takes a relative link as a
    // route of the app (`/admin/…`), so links to the admin's endpoints are absolute.
    cmsUrl: `http://localhost:${cmsPort}`,
    adminEmail: ADMIN_EMAIL,
    // A password given in the environment wins over one changed in the admin app since.
    adminPassword: process.env.ADMIN_PASSWORD,
    projectOwner: process.env.PROJECT_OWNER,
    marketerEmail: MARKETER.email,
    marketerPassword: MARKETER.password,
    publishCron: publishScheduleCron ?? process.env.PUBLISH_SCHEDULE_CRON ?? '* * * * *',
    crmRetryCron: process.env.CRM_RETRY_CRON ?? '* * * * *',
  };
}

/**
 * What the site is started and built with against the stack of `o` (see startCms): known before
 * Directus is up, from the installation's secrets, so `npm start` can compile the site meanwhile.
 * @param {{dataDir: string, cmsPort: number, sitePort: number, siteEnv?: Record<string,string>}} o
 */
export function siteEnvFor(o) {
  const s = localSecrets(o.dataDir);
  const siteUrl = `http://localhost:${o.sitePort}`;
  const siteEnv = {
    // The embedded installation: its secrets are generated and its address is localhost (lib/env.ts).
    DEPLOYMENT: 'embedded',
    DIRECTUS_URL: `http://127.0.0.1:${o.cmsPort}`,
    DIRECTUS_PUBLIC_URL: `http://localhost:${o.cmsPort}`,
    DIRECTUS_TOKEN: s.siteToken,
    DIRECTUS_PREVIEW_TOKEN: s.previewToken,
    DIRECTUS_LEADS_TOKEN: s.leadsToken,
    DIRECTUS_LEAD_DELIVERY_TOKEN: s.leadDeliveryToken,
    DIRECTUS_EXPERIMENTS_TOKEN: s.experimentsToken,
    DIRECTUS_REVALIDATE_TOKEN: s.revalidateToken,
    PREVIEW_SECRET: s.previewSecret,
    REVALIDATE_SECRET: s.revalidateSecret,
    SITE_URL: siteUrl,
    // Accepted leads wait here until Directus has them (lib/leads/journal).
    LEAD_JOURNAL_PATH: join(resolve(o.dataDir), 'leads-journal.db'),
    LEAD_UPDATE_SECRET: s.leadUpdateSecret,
    // The vendor's trial platform; it must be configured for sign-in and trial activation to work.
    TRIAL_API_URL: process.env.TRIAL_API_URL ?? '',
    ...o.siteEnv,
  };
  // The browser calls the trial platform itself, so the build inlines its address (lib/trial/config.ts).
  /** @type {Record<string, string>} */ (siteEnv).NEXT_PUBLIC_TRIAL_API_URL = siteEnv.TRIAL_API_URL;
  return siteEnv;
}

/**
 * @param {{dataDir: string, cmsPort: number, sitePort: number, adminEmail?: string, adminPassword?: string,
 *          siteEnv?: Record<string,string>, cmsEnv?: Record<string,string>, log?: (s: string) => void,
 *          content?: object, restartCms?: boolean, publishScheduleCron?: string, database?: {env: Record<string,string>, isNew: boolean}}} o
 *   `database`: Directus' database when not the SQLite file in dataDir (see cms/directus.mjs);
 *   `restartCms`: start Directus again whenever it exits unasked
 *   `publishScheduleCron`: how often scheduled publishing runs (default PUBLISH_SCHEDULE_CRON, else every minute)
 */
export async function startCms(o) {
  const s = localSecrets(o.dataDir);
  const siteUrl = `http://localhost:${o.sitePort}`;
  const directusOptions = {
    dataDir: o.dataDir,
    port: o.cmsPort,
    secret: s.secret,
    adminEmail: o.adminEmail ?? ADMIN_EMAIL,
    adminPassword: o.adminPassword ?? ADMIN_PASSWORD,
    adminToken: s.adminToken,
    database: o.database,
    // The committed snapshot is made on SQLite (`npm run schema:build`). Applied to a PostgreSQL
    // database that already has the schema, Directus reads PostgreSQL's type names
    // ("character varying" for "varchar") as changes and alters every such column again, which
    // fails on a primary key (languages.code: "column is in a primary key"): an existing
    // production profile (a restart, a restored backup) could not start. So on another database
    // than SQLite the snapshot makes a new database only; an upgrade that changes the schema is
    // applied to it by hand (docs/operations.md).
    applySnapshot: !o.database || o.database.isNew,
    restart: o.restartCms,
    log: o.log,
    env: {
      // The revalidation and lead flows read these through $env.
      FLOWS_ENV_ALLOW_LIST: 'SITE_URL,SITE_PUBLIC_URL,REVALIDATE_SECRET,SALES_NOTIFY_EMAIL,PUBLIC_URL',
      SALES_NOTIFY_EMAIL: process.env.SALES_NOTIFY_EMAIL ?? 'sales@example.com',
      // Liquid templates of the lead and subscription e-mails.
      EMAIL_TEMPLATES_PATH: join(root, 'cms/email-templates'),
      ...leadMailEnv(o.dataDir),
      // Directus refuses requests (503 "Under pressure") when its event loop lags; on a busy 2-core
      // machine that failed whole builds and would refuse leads. One embedded install prefers a
      // slow answer to a refused one; set PRESSURE_LIMITER_ENABLED=true where Directus is shared.
      PRESSURE_LIMITER_ENABLED: process.env.PRESSURE_LIMITER_ENABLED ?? 'false',
      SITE_URL: `http://127.0.0.1:${o.sitePort}`,
      // Links in e-mails to visitors (subscription confirmation) point here.
      SITE_PUBLIC_URL: process.env.SITE_PUBLIC_URL ?? siteUrl,
      REVALIDATE_SECRET: s.revalidateSecret,
      // Signs the one-minute preview links of cms/extensions/preview-link (the block catalogue).
      PREVIEW_SECRET: s.previewSecret,
      IMPORT_IP_DENY_LIST: importDenyList(),
      // A download form fetches its file from the asset endpoint in the visitor's browser.
      CORS_ENABLED: 'true',
      CORS_ORIGIN: `${siteUrl},http://127.0.0.1:${o.sitePort}`,
      // Lets the admin app show the page preview in its side panel.
      CONTENT_SECURITY_POLICY_DIRECTIVES__FRAME_SRC: `'self' ${siteUrl} http://127.0.0.1:${o.sitePort}`,
      // No AI assistant: it needs an LLM provider's key this installation does not have, and its
      // sidebar only told every user, in English, to ask an administrator to set it up.
      AI_ENABLED: 'false',
      ...o.cmsEnv,
    },
  };
  const log = o.log ?? (() => {});
  const started = Date.now();
  /** Logs how long a step of the start took (docs/benchmarks.md, «From a fresh clone to the first page»). */
  const timed = async (/** @type {string} */ step, /** @type {() => Promise<unknown>} */ run) => {
    const t = Date.now();
    await run();
    log(`${step}: ${((Date.now() - t) / 1000).toFixed(1)} s`);
  };
  const directus = await startDirectus(directusOptions);
  log(`Directus started (database, schema, server): ${((Date.now() - started) / 1000).toFixed(1)} s`);
  try {
    const model = await loadModel();
    // A new database is seeded before the declared state makes the flows (docs/adr/0019): then the
    // seed's 1,200 items and links do not each run «Обновить страницы сайта» against a site that is
    // not built yet (a failed request, an activity row and a revision per item: 45 of the seed's 50 s).
    if (directus.isNew) {
      const content = o.content ?? (await import('../schema/seed/index.mjs')).default;
      await timed('seed', () => seedContent(directus.url, s.adminToken, content));
    }
    // After seeding, so that seeded menus and buttons link their pages too.
    await timed('page links', () => syncPageLinks(directus.url, s.adminToken, { collections: model.collections }));
    await timed('declared state', () => applyCmsState(directus.url, s.adminToken, stateVars(s, o)));
    // Directus makes a GraphQL schema per user on its first query and drops them all when the
    // schema or access changes (as the state just applied may have). Made here, for the site's
    // user, it is not made under the build's first reads, each within the site's 10 s read timeout
    // (lib/cms/outage.ts), which a busy machine exceeded.
    const siteRequest = adminClient(directus.url, s.siteToken);
    await timed('site read', () =>
      siteRequest(customEndpoint({ method: 'POST', path: '/graphql', body: JSON.stringify({ query: '{ __typename }' }) })),
    );
  } catch (e) {
    await directus.stop();
    throw e;
  }
  const siteEnv = siteEnvFor(o);
  /** Starts Directus again on the same database and port (after it was stopped or killed). */
  // The schema was applied by the first start.
  const restartDirectus = () => startDirectus({ ...directusOptions, applySnapshot: false });
  /**
   * Another Directus on the same database, uploads and settings, on `port` (the production profile
   * runs two behind nginx); the schema was applied by the first.
   * @param {number} port
   */
  const startAnotherDirectus = (port) => startDirectus({ ...directusOptions, port, applySnapshot: false });
  return { directus, secrets: s, siteEnv, restartDirectus, startAnotherDirectus };
}

/**
 * The environment of `next build`.
 * @param {Record<string, string>} siteEnv
 * @param {{ distDir?: string, typecheck?: boolean, waitFor?: string }} options
 *   `typecheck: false` leaves out the type check `next build` runs first (next.config.mjs);
 *   `waitFor`: a file the build waits for before it reads the CMS (lib/build/wait-for-file.mjs).
 */
function buildEnv(siteEnv, { distDir, typecheck = true, waitFor }) {
  return {
    ...process.env,
    ...siteEnv,
    ...(distDir ? { NEXT_DIST_DIR: distDir } : {}),
    ...(typecheck ? {} : { NEXT_BUILD_TYPECHECK: '0' }),
    ...(waitFor ? { NEXT_BUILD_WAIT_FOR: waitFor } : {}),
    NEXT_TELEMETRY_DISABLED: '1',
  };
}

/**
 * `next build` against a running CMS (static pages are prerendered from it). With webpack: Turbopack
 * puts an inline bootstrap script into every page, which the static CSP (lib/http/security-headers.mjs)
 * would block; webpack's pages carry none.
 * @param {Record<string, string>} siteEnv @param {{ distDir?: string, typecheck?: boolean }} [options]
 */
export function buildSite(siteEnv, options = {}) {
  const r = spawnSync(process.execPath, [NEXT, 'build', '--webpack'], { cwd: root, env: buildEnv(siteEnv, options), stdio: 'inherit' });
  if (r.status !== 0) throw new Error('next build failed');
}

/**
 * `next build` in the background, for `npm start`: it compiles while Directus starts and is seeded,
 * and waits for `waitFor` to exist before it reads the CMS. The output is the same as buildSite's.
 * @param {Record<string, string>} siteEnv
 * @param {{ waitFor: string, typecheck?: boolean }} options
 */
export function startBuild(siteEnv, options) {
  const child = spawn(process.execPath, ['--require', EXIT_WITH_PARENT, NEXT, 'build', '--webpack'], {
    cwd: root,
    env: buildEnv(siteEnv, options),
    stdio: 'inherit',
  });
  /** @type {Promise<void>} */
  const done = new Promise((resolve, reject) =>
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`next build failed (${signal ?? code})`)))),
  );
  return { done, stop: () => child.kill('SIGTERM') };
}

/**
 * `next start`; resolves once the site answers.
 * @param {Record<string, string>} siteEnv
 * @param {number} port
 * @param {{ distDir?: string, log?: (line: string) => void, host?: string }} [options]
 *   `host`: the address to listen on (default: every address of the machine, as `next start` does);
 *   the production profile's instances listen on 127.0.0.1 only, reachable through nginx alone.
 */
export async function startSite(siteEnv, port, { distDir, log, host } = {}) {
  const args = ['--require', EXIT_WITH_PARENT, NEXT, 'start', '-p', String(port), ...(host ? ['-H', host] : [])];
  const child = spawn(process.execPath, args, {
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
  // Waited for while it is alive, as Directus is (cms/directus.mjs): a busy machine is slow, not broken.
  const deadline = Date.now() + START_LIMIT_MS;
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
      throw new Error(`The site did not answer within ${START_LIMIT_MS / 1000} s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    output: () => output,
    /**
     * SIGTERM for a clean stop; SIGKILL stands for a crash.
     * @param {NodeJS.Signals} [signal]
     */
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill(signal);
        await exited;
      }
    },
  };
}
