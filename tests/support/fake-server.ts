// A local HTTP server on a free loopback port, standing in for a third party in tests.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export type FakeServer = { url: string; close: () => Promise<void> };

export async function readAll(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFake(handle: (req: IncomingMessage, res: ServerResponse, body: string) => void): Promise<FakeServer> {
  const server = createServer((req, res) => {
    readAll(req).then((body) => handle(req, res, body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

/** A loopback port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const fake = await startFake((_req, res) => res.end());
  const port = Number(new URL(fake.url).port);
  await fake.close();
  return port;
}
