import { readdirSync, readFileSync } from 'node:fs';

// Where a run's CPU went, read from /proc (Linux): the server's process, every PostgreSQL process on this
// machine (DATABASE_URL's server when it is local; a remote one is not seen) and the bench itself. On a shared
// machine throughput swings with the neighbours; CPU time per unit of work is the steadier figure.

/** Clock ticks a second, as the kernel counts `utime` and `stime` (100 on every Linux the bench runs on). */
const TICKS_PER_SECOND = 100;

/** A process's CPU time in ms (user + system), or null once it is gone. */
function processCpuMs(pid: number | string): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: the fields start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

function processName(pid: string): string | null {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return null;
  }
}

/** CPU ms of every process named `postgres`, by pid. */
function postgresCpu(): Map<string, number> {
  const byPid = new Map<string, number>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid) || processName(pid) !== 'postgres') continue;
    const ms = processCpuMs(pid);
    if (ms !== null) byPid.set(pid, ms);
  }
  return byPid;
}

export type CpuSpent = { server: number; database: number | null; bench: number };

/**
 * Starts counting; the returned function gives the CPU ms spent since by the server (`serverPid`), by
 * PostgreSQL (with `postgres`; null without, as the embedded database runs inside the server) and by this
 * process. A PostgreSQL process that ended in between counts what it had at the start as spent.
 */
export function startCpuMeter(serverPid: number, postgres: boolean): () => CpuSpent {
  const hasProc = (() => {
    try {
      readdirSync('/proc');
      return true;
    } catch {
      return false;
    }
  })();
  const server0 = hasProc ? processCpuMs(serverPid) : null;
  const countDatabase = postgres && hasProc;
  const database0 = countDatabase ? postgresCpu() : new Map<string, number>();
  const bench0 = process.cpuUsage();
  return () => {
    const bench = process.cpuUsage(bench0);
    const database1 = countDatabase ? postgresCpu() : new Map<string, number>();
    let database = 0;
    for (const [pid, ms] of database1) database += ms - (database0.get(pid) ?? 0);
    return {
      server: server0 === null ? Number.NaN : (processCpuMs(serverPid) ?? Number.NaN) - server0,
      database: countDatabase ? database : null,
      bench: (bench.user + bench.system) / 1000,
    };
  };
}
