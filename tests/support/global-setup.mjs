// Starts the whole stack once for the integration run: Directus on a temporary SQLite file with the
// committed schema and seed, the site built into .next-test and started. Tests find it through
// the TEST_* variables set here.
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCms, buildSite, startSite } from '../../scripts/stack.mjs';
import { freePorts } from '../../scripts/free-port.mjs';
import { startFakeTrialPlatform } from './fake-trial-platform-server.mjs';

export default async function globalSetup() {
  const dataDir = mkdtempSync(join(tmpdir(), 'ecm-test-'));
  const [cmsPort, sitePort] = await freePorts(2);
  const t0 = Date.now();
  // The stand-in for the vendor's trial platform; the site is built with its address.
  const trialPlatform = await startFakeTrialPlatform();
  // Scheduled publishing runs every 2 s instead of every minute, so its test need not wait.
  const { directus, secrets, siteEnv } = await startCms({
    dataDir,
    cmsPort,
    sitePort,
    siteEnv: { TRIAL_API_URL: trialPlatform.apiUrl },
    publishScheduleCron: '*/2 * * * * *',
  });
  const t1 = Date.now();
  // A folder of its own, so that two test runs on one machine never share a build.
  const distDir = `.next-test-${process.pid}`;
  let site;
  const t2 = Date.now();
  try {
    // `npm test` has type-checked the sources just before (its typecheck step): `next build` would
    // do the same again, minutes of CPU on CI's two cores.
    buildSite(siteEnv, { distDir, typecheck: false });
    // The site's own output goes to a file (npm test names it and prints its errors when a test fails).
    const logFile = process.env.ECM_SITE_LOG ?? join(dataDir, 'site.log');
    site = await startSite(siteEnv, sitePort, { distDir, log: (line) => appendFileSync(logFile, `${line}\n`) });
  } catch (e) {
    await directus.stop();
    await trialPlatform.stop();
    rmSync(distDir, { recursive: true, force: true });
    throw e;
  }
  console.log(`\nstack: Directus ready in ${t1 - t0} ms, site built and started in ${Date.now() - t2} ms`);
  globalThis.__STACK__ = { directus, site, dataDir, distDir, trialPlatform };
  Object.assign(process.env, {
    TEST_SITE_URL: `${site.url}/ru/products/ecm`,
    TEST_CMS_URL: directus.url,
    TEST_ADMIN_TOKEN: secrets.adminToken,
    TEST_SITE_TOKEN: secrets.siteToken,
    TEST_LEADS_TOKEN: secrets.leadsToken,
    TEST_LEAD_DELIVERY_TOKEN: secrets.leadDeliveryToken,
    TEST_PREVIEW_TOKEN: secrets.previewToken,
    TEST_REVALIDATE_TOKEN: secrets.revalidateToken,
    TEST_EXPERIMENTS_TOKEN: secrets.experimentsToken,
    TEST_PREVIEW_SECRET: secrets.previewSecret,
    TEST_REVALIDATE_SECRET: secrets.revalidateSecret,
    TEST_DATA_DIR: dataDir,
    TEST_TRIAL_API_URL: trialPlatform.apiUrl,
    TEST_TRIAL_CONTROL_URL: trialPlatform.controlUrl,
    // For tests that start another site process on the same build (a CMS outage, production checks).
    TEST_DIST_DIR: distDir,
    TEST_SITE_ENV: JSON.stringify(siteEnv),
  });
}
