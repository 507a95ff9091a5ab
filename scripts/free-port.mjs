import { createServer } from 'node:net';

/**
 * `n` distinct TCP ports nobody listens on right now. They are held open together while chosen:
 * ports asked for one at a time can come back the same, since each is free again once closed (the
 * production profile's test once got Redis's port for a site instance).
 * @param {number} n
 * @returns {Promise<number[]>}
 */
export async function freePorts(n) {
  const servers = await Promise.all(
    Array.from(
      { length: n },
      () =>
        /** @type {Promise<import('node:net').Server>} */ (
          new Promise((resolve, reject) => {
            const s = createServer();
            s.unref();
            s.on('error', reject);
            s.listen(0, '127.0.0.1', () => resolve(s));
          })
        ),
    ),
  );
  const ports = servers.map((s) => /** @type {import('node:net').AddressInfo} */ (s.address()).port);
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  return ports;
}

/** A TCP port nobody listens on right now. */
export const freePort = async () => /** @type {number} */ ((await freePorts(1))[0]);
