// CPU time a server spends, read from /proc: on a shared machine req/s follow whatever else runs,
// while the CPU time per request says what a request costs.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;

/** CPU seconds (user + system) used so far by `pid` and its descendants (nginx's workers). */
export function cpuSeconds(pid) {
  const stats = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .flatMap((d) => {
      try {
        // Fields after the command name, which is in parentheses and may hold spaces.
        const f = readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1].split(' ');
        return [{ pid: Number(d), ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]) }];
      } catch {
        return [];
      }
    });
  const tree = new Set([pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const s of stats)
      if (tree.has(s.ppid) && !tree.has(s.pid)) {
        tree.add(s.pid);
        grew = true;
      }
  }
  return stats.filter((s) => tree.has(s.pid)).reduce((sum, s) => sum + s.ticks, 0) / TICKS_PER_SECOND;
}
