// A TCP proxy in front of Directus that a test switches between up (forwarding), down (refusing
// every connection, as a stopped Directus does) and hanging (accepting and never answering), so a
// site behind it sees a Directus outage while the shared Directus of the run keeps serving others.
import { createConnection, createServer, type Socket } from 'node:net';

export type ProxyMode = 'up' | 'down' | 'hang';

export async function startSwitchableProxy(target: URL) {
  let mode: ProxyMode = 'up';
  const open = new Set<Socket>();
  const server = createServer((client) => {
    if (mode === 'down') return client.destroy();
    open.add(client);
    client.on('close', () => open.delete(client));
    client.on('error', () => client.destroy());
    if (mode === 'hang') return;
    const upstream = createConnection({ host: target.hostname, port: Number(target.port) });
    open.add(upstream);
    upstream.on('close', () => open.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    /** Switching ends every open connection, as a restart of Directus would. */
    set(next: ProxyMode) {
      mode = next;
      for (const s of open) s.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of open) s.destroy();
        server.close(() => resolve());
      }),
  };
}
