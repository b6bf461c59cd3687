import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

const NODE_SCRIPT = fileURLToPath(new URL('../../../test/job-node.ts', import.meta.url));
const children = new Set<ChildProcess>();
const cleanups: (() => Promise<void> | void)[] = [];

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  for (const cleanup of cleanups) await cleanup();
});

/** A database on disk that separate processes take turns on: a PGlite folder, or a fresh PostgreSQL database. */
async function diskDatabase(): Promise<string> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const folder = mkdtempSync(join(tmpdir(), 'console-jobs-'));
    cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
    return folder;
  }
  const name = `console_jobs_${process.pid}_${Math.floor(Math.random() * 1e9)}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  cleanups.push(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Starts a node and answers a way to wait for a line it prints. */
function startNode(where: string, ...args: string[]) {
  const child = spawn(process.execPath, [NODE_SCRIPT, where, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.add(child);
  const lines: string[] = [];
  const waiters: { match: RegExp; resolve: (line: string) => void }[] = [];
  let buffered = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const parts = buffered.split('\n');
    buffered = parts.pop() ?? '';
    for (const line of parts) {
      lines.push(line);
      for (const waiter of waiters.filter((w) => w.match.test(line))) waiter.resolve(line);
    }
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    exited,
    lines,
    line(match: RegExp, timeoutMs = 60_000): Promise<string> {
      const seen = lines.find((line) => match.test(line));
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no line ${match} in ${timeoutMs} ms: ${lines.join(' | ')}`)), timeoutMs);
        waiters.push({
          match,
          resolve: (line) => {
            clearTimeout(timer);
            resolve(line);
          },
        });
      });
    },
  };
}

describe('a job across a killed server', () => {
  it('is finished once after the server running it is killed (SIGKILL) and another starts', { timeout: 180_000 }, async () => {
    const where = await diskDatabase();
    const first = startNode(where, 'hang', 'send');
    const id = (await first.line(/^sent /)).split(' ')[1] as string;
    await first.line(new RegExp(`^started ${id} 0$`));
    first.child.kill('SIGKILL');
    await first.exited;

    const second = startNode(where, 'finish');
    await second.line(new RegExp(`^finished ${id} 1$`));
    // Give the queue a moment to record the completion, then stop the node the way a deploy does.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    second.child.kill('SIGTERM');
    const report = JSON.parse((await second.line(/^report /)).slice('report '.length));
    await second.exited;
    expect(second.lines.filter((line) => line.startsWith('started') || line.startsWith('finished'))).toEqual([
      `started ${id} 1`,
      `finished ${id} 1`,
    ]);

    expect(report).toEqual({
      effects: [
        { job: id, event: 'started', attempt: 0 },
        { job: id, event: 'started', attempt: 1 },
        { job: id, event: 'finished', attempt: 1 },
      ],
      queued: [{ id, state: 'completed' }],
      runs: [{ id, state: 'completed', attempt: 1, progress: 100 }],
    });
  });
});
