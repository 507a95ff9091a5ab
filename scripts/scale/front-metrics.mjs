// The front's figures for Prometheus: nginx writes one JSON line per answer to its access log
// (deploy/nginx.conf, `front_json`); this reads the log as it grows and serves counters of answers
// by status class and by what the micro-cache did (HIT, MISS, EXPIRED, UPDATING, BYPASS, or none
// for the API), in Prometheus' text format on its own port. The site never sees the log, and
// nginx-light has no status module that counts by status, so the log is the honest source.
import { createServer } from 'node:http';
import { existsSync, openSync, readSync, closeSync, statSync } from 'node:fs';
import { Counter, Registry } from 'prom-client';

/**
 * @param {{ logs: { file: string, front: string }[], port: number, log?: (s: string) => void }} o
 */
export async function startFrontMetrics({ logs, port, log = () => {} }) {
  const registry = new Registry();
  const answers = new Counter({
    name: 'front_http_responses_total',
    help: "Answers of nginx's fronts (site, directus) by status class and micro-cache status (empty: not cacheable).",
    labelNames: ['front', 'class', 'cache'],
    registers: [registry],
  });
  const upstreamErrors = new Counter({
    name: 'front_upstream_unreachable_total',
    help: 'Answers nginx made itself because no instance answered (502, 504).',
    labelNames: ['front'],
    registers: [registry],
  });
  // Each log is read from where it ends now: counters start at 0 with the process, as Prometheus expects.
  const offsets = logs.map(({ file }) => (existsSync(file) ? statSync(file).size : 0));
  const rests = logs.map(() => '');
  function read() {
    for (const [i, { file, front }] of logs.entries()) {
      if (!existsSync(file)) continue;
      const size = statSync(file).size;
      if (size < offsets[i]) offsets[i] = 0; // rotated
      if (size === offsets[i]) continue;
      const fd = openSync(file, 'r');
      const buf = Buffer.alloc(size - offsets[i]);
      readSync(fd, buf, 0, buf.length, offsets[i]);
      closeSync(fd);
      offsets[i] = size;
      const text = rests[i] + buf.toString('utf8');
      const lines = text.split('\n');
      rests[i] = lines.pop() ?? '';
      for (const line of lines) {
        if (!line) continue;
        try {
          const { status, cache } = JSON.parse(line);
          answers.inc({ front, class: `${Math.floor(status / 100)}xx`, cache: cache || '' });
          if (status === 502 || status === 504) upstreamErrors.inc({ front });
        } catch {
          log(`front-metrics: not a JSON line: ${line.slice(0, 200)}`);
        }
      }
    }
  }
  const timer = setInterval(read, 1000);
  const server = createServer(async (req, res) => {
    if (req.url !== '/metrics') return res.writeHead(404).end();
    read();
    res.writeHead(200, { 'content-type': registry.contentType }).end(await registry.metrics());
  });
  await new Promise((ok) => server.listen(port, '127.0.0.1', () => ok(undefined)));
  return {
    url: `http://127.0.0.1:${port}/metrics`,
    async stop() {
      clearInterval(timer);
      await new Promise((ok) => server.close(() => ok(undefined)));
    },
  };
}
