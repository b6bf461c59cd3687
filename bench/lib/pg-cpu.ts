/**
 * CPU time of the PostgreSQL backends serving one database (read from /proc/<pid>/stat, so only for
 * a server on this machine): how much of a call's cost is the database's own work. Other databases'
 * backends (other engineers' tests on the shared server) are left out.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type pg from 'pg';

const MICROS_PER_TICK = 1e6 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim() || 100);

function processCpu(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14 and 15 of the file (utime, stime); the slice starts at field 3.
    return (Number(fields[11]) + Number(fields[12])) * MICROS_PER_TICK;
  } catch {
    return undefined;
  }
}

export type BackendCpu = Map<number, number>;

/** CPU so far (µs) of every backend connected to `database`, by process id. */
export async function backendCpu(pool: pg.Pool, database: string): Promise<BackendCpu> {
  const { rows } = await pool.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1', [database]);
  const cpu: BackendCpu = new Map();
  for (const { pid } of rows) {
    const used = processCpu(pid);
    if (used !== undefined) cpu.set(pid, used);
  }
  return cpu;
}

/** CPU (µs) the backends used between two readings; a backend that started in between counts whole. */
export function backendCpuSince(before: BackendCpu, after: BackendCpu): number {
  let total = 0;
  for (const [pid, used] of after) total += used - (before.get(pid) ?? 0);
  return total;
}
