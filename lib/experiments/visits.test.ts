/** @jest-environment node */
// Visitors per variant with a real Redis (the production profile's store), as two site instances
// share it: what either counted is taken once, by whichever flushes, and nothing twice. Without
// Redis (or while it is unreachable) a count stays in the process.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { createClient } from 'redis';
import type { SharedRedis } from '@/lib/shared/redis';
import { countVisitor, takeVisits } from './visits';

type Client = SharedRedis;
let server: ChildProcess;
let instanceA: Client;
let instanceB: Client;

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  // Debian's redis-server, as the production profile runs it: in memory only.
  const port = await freePort();
  server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const url = `redis://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    const probe = createClient({ url, socket: { reconnectStrategy: false } });
    probe.on('error', () => undefined);
    try {
      await probe.connect();
      await probe.quit();
      break;
    } catch (e) {
      if (i > 100 || server.exitCode !== null) throw new Error(`redis-server did not start: ${(e as Error).message}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  // Typed as the site's own client (the site sets a few more options).
  [instanceA, instanceB] = [createClient({ url }) as unknown as Client, createClient({ url }) as unknown as Client];
  await Promise.all([instanceA.connect(), instanceB.connect()]);
}, 30_000);

afterAll(async () => {
  await Promise.all([instanceA?.quit(), instanceB?.quit()]);
  server?.kill();
});

/** Until an increment sent without waiting has landed. */
const settled = async (client: Client, variant: number, expected: number) => {
  for (let i = 0; i < 100 && Number((await client.hGet('ecm:ab:visits', String(variant))) ?? 0) < expected; i++)
    await new Promise((r) => setTimeout(r, 20));
};

describe('visitors per variant', () => {
  it('are added up in Redis by every instance and taken once, by whichever flushes', async () => {
    countVisitor(41, instanceA);
    countVisitor(41, instanceB);
    countVisitor(42, instanceB);
    await settled(instanceA, 41, 2);
    await settled(instanceA, 42, 1);
    expect([...(await takeVisits(instanceA))].sort()).toEqual([
      [41, 2],
      [42, 1],
    ]);
    // Taken: neither instance writes them again.
    expect((await takeVisits(instanceB)).size).toBe(0);
  });

  it('are counted in the process without Redis, and taken with the shared ones', async () => {
    countVisitor(43, null);
    countVisitor(43, instanceA);
    await settled(instanceA, 43, 1);
    expect([...(await takeVisits(instanceB))]).toEqual([[43, 2]]);
    expect((await takeVisits(null)).size).toBe(0);
  });
});
