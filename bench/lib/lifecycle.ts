/**
 * Every benchmark runs inside `runBench`: cleanups (child processes, databases) run on success, on a
 * crash, on Ctrl-C and when the whole run outlives its deadline, so nothing is left behind.
 */
import { availableParallelism, loadavg } from 'node:os';

type Cleanup = () => Promise<void> | void;

const cleanups: Cleanup[] = [];
const syncKills = new Set<() => void>();

/** Registers work to undo; the latest registered runs first. Returns a function that runs it early. */
export function onCleanup(work: Cleanup): () => Promise<void> {
  let done = false;
  const once = async () => {
    if (done) return;
    done = true;
    await work();
  };
  cleanups.push(once);
  return once;
}

/** A last-resort synchronous kill for `process.on('exit')`, where nothing async can run. */
export function onExitKill(kill: () => void): () => void {
  syncKills.add(kill);
  return () => syncKills.delete(kill);
}

async function runCleanups(): Promise<void> {
  while (cleanups.length > 0) {
    const work = cleanups.pop();
    await Promise.resolve(work?.()).catch((error: unknown) => console.error('cleanup failed:', error));
  }
}

process.on('exit', () => {
  for (const kill of syncKills) kill();
});

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export async function runBench(title: string, maxSeconds: number, body: () => Promise<void>): Promise<void> {
  const abort = (reason: string, code: number) => {
    console.error(`\n${title}: ${reason}; cleaning up`);
    void runCleanups().finally(() => process.exit(code));
  };
  const deadline = setTimeout(() => abort(`still running after ${maxSeconds} s`, 1), maxSeconds * 1000);
  deadline.unref();
  process.once('SIGINT', () => abort('interrupted', 130));
  process.once('SIGTERM', () => abort('terminated', 143));
  const load = loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  const env = process.env.NODE_ENV ?? '';
  console.log(`${title}  (node ${process.version}, NODE_ENV=${env}, ${availableParallelism()} cores, load average ${load})`);
  try {
    await body();
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    clearTimeout(deadline);
    await runCleanups();
  }
}
