// Lighthouse's mobile throttling (its `mobileSlow4G` preset): 4× slower CPU, 1.6 Mbps down, 750 kbps
// up, 150 ms round trip, applied through the DevTools protocol. One place for the browser tests that
// act as a visitor on a phone (through tests/support/browser.ts) and scripts/bench-interactive.mjs.

export const PHONE_THROTTLING = {
  cpuSlowdown: 4,
  network: { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
};

/**
 * Slows `page` (of `context`) down to a phone's CPU and connection.
 * @param {import('playwright-core').BrowserContext} context
 * @param {import('playwright-core').Page} page
 */
export async function throttleLikeAPhone(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', PHONE_THROTTLING.network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_THROTTLING.cpuSlowdown });
}
