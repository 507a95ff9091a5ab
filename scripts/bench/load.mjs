// HTTP load for the serving benchmarks: wrk (Debian's package, scripts/install-scale.sh), one thread
// keeping `connections` requests in flight for `seconds`. A load generator in C: autocannon, in
// Node, topped out at about 9,000 req/s on this machine, below what nginx serves, and the p99 it
// reported (30 ms for nginx and a static file, against wrk's 5 ms) was its own event loop's delay.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const WRK = '/usr/bin/wrk';
const UNIT_MS = { us: 1e-3, ms: 1, s: 1e3, m: 6e4 };

/** `2.66ms` → 2.66 */
const ms = (/** @type {string} */ text) => {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  if (!m) throw new Error(`wrk: unreadable time ${text}`);
  return Number(m[1]) * UNIT_MS[/** @type {keyof typeof UNIT_MS} */ (m[2])];
};

/**
 * Measures the steady state: a one-second run with the same requests comes first and is not
 * counted. The first requests of a run fill what the server keeps for them (the front's micro-cache
 * keeps one copy per Accept-Encoding; a new site instance compiles as it serves), and wrk corrects
 * for coordinated omission: a connection's answer that took 250 ms is counted as the ~80 requests
 * it held back, spread below it. Filling the cache inside the measured run put the front's p99 at
 * 435 ms against a steady 7 ms.
 * `cpuSeconds`, if given, reads the server's CPU time; the answer then has what the measured run spent.
 * @param {string} url
 * @param {{ connections?: number, seconds: number, headers?: Record<string, string>, cpuSeconds?: () => number }} o
 * @returns {Promise<{ rps: number, p50: number, p99: number, total: number, failed: number, cpuSeconds: number }>} latencies in ms
 */
export async function load(url, { connections = 50, seconds, headers = {}, cpuSeconds = () => NaN }) {
  const args = (/** @type {number} */ s) => [
    '-t1',
    `-c${connections}`,
    `-d${s}s`,
    '--latency',
    ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]),
    url,
  ];
  await wrk(url, args(1));
  const cpu0 = cpuSeconds();
  const out = await wrk(url, args(seconds));
  const cpu = cpuSeconds() - cpu0;
  const line = (re) =>
    re.exec(out) ??
    (() => {
      throw new Error(`wrk: no ${re} in\n${out}`);
    })();
  const [, total] = line(/^\s*(\d+) requests in/m);
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? '0';
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out)?.slice(1) ?? [];
  return {
    rps: Number(line(/^Requests\/sec:\s+([\d.]+)/m)[1]),
    p50: ms(line(/^\s+50%\s+(\S+)/m)[1]),
    p99: ms(line(/^\s+99%\s+(\S+)/m)[1]),
    total: Number(total),
    failed: Number(non2xx) + socket.reduce((sum, n) => sum + Number(n), 0),
    cpuSeconds: cpu,
  };
}

/** @param {string} url @param {string[]} args @returns {Promise<string>} wrk's report */
function wrk(url, args) {
  // Not synchronous: the processes under load write their logs to this one's pipes meanwhile.
  return promisify(execFile)(WRK, args, { encoding: 'utf8' }).then(
    (r) => r.stdout,
    (/** @type {NodeJS.ErrnoException & { stderr?: string }} */ e) => {
      throw new Error(
        e.code === 'ENOENT' ? `wrk is missing: scripts/install-scale.sh installs it` : `wrk ${url}: ${e.stderr?.trim() || e.message}`,
      );
    },
  );
}
