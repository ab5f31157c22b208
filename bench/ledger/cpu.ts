import { readFileSync } from 'node:fs';
import pg from 'pg';
import { ADMIN_URL } from './database.ts';

/*
 * CPU time spent by each side of a run (issue 27): the machine is shared, so wall-clock rates swing
 * with the load, while the CPU a pair costs the server, PostgreSQL and the client does not. Read
 * from /proc (Linux), in milliseconds; PostgreSQL's backends are those connected to the bench database.
 */

const TICKS_PER_SECOND = 100;

/** User + system CPU of one process so far, in ms (0 once it has gone). */
export function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

async function backendPids(database: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    const result = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );
    return result.rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

export interface CpuUse {
  serverMs: number;
  databaseMs: number;
  clientMs: number;
}

/** Starts counting; the answer's `stop()` gives the CPU each side used since. */
export async function countCpu(serverPid: number, database: string) {
  const serverBefore = processCpuMs(serverPid);
  const clientBefore = process.cpuUsage();
  const backendsBefore = new Map((await backendPids(database)).map((pid) => [pid, processCpuMs(pid)]));
  return {
    async stop(): Promise<CpuUse> {
      const client = process.cpuUsage(clientBefore);
      const backends = await backendPids(database);
      // A backend opened during the run started from zero; one closed during it is lost (the pool keeps them).
      const databaseMs = backends.reduce((sum, pid) => sum + processCpuMs(pid) - (backendsBefore.get(pid) ?? 0), 0);
      return {
        serverMs: processCpuMs(serverPid) - serverBefore,
        databaseMs,
        clientMs: (client.user + client.system) / 1000,
      };
    },
  };
}
