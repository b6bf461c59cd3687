import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * Starts a node script in a process of its own (a server the test can SIGKILL) and answers a way to
 * wait for a line it prints. `children` collects it, for the file's afterAll to kill what is left.
 */
export function startChild(script: string, args: readonly string[], children: Set<ChildProcess>) {
  const child = spawn(process.execPath, [script, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
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

/** A database on disk that separate processes take turns on: a PGlite folder, or a fresh PostgreSQL database. */
export async function diskDatabase(cleanups: (() => Promise<void> | void)[]): Promise<string> {
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
