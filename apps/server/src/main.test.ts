import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/** The real server process, as `npm start` runs it (on PGlite, no web build, no demo data). */
const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, [MAIN], { env: { ...process.env, DATABASE_URL: '', ...env }, stdio: 'pipe' });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

describe('the server process', () => {
  it('refuses to start on a wrong setting, saying which', async () => {
    const server = start({ PORT: 'abc', SEED: 'lots' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT=abc: must be a whole number from 1 to 65535');
    expect(server.output()).toContain('SEED=lots: must be one of demo, none');
  });

  it('answers its probes, then on SIGTERM stops taking calls, closes and exits 0', { timeout: 120_000 }, async () => {
    const folder = mkdtempSync(join(tmpdir(), 'console-main-'));
    folders.push(folder);
    const port = await freePort();
    const server = start({
      PORT: String(port),
      DATA_DIR: folder,
      SEED: 'none',
      ADMIN_PASSWORD: 'Start-Pass-2026',
      WEB_DIST: folder,
    });
    await expect.poll(server.output, { timeout: 100_000, interval: 250 }).toContain('Console: http://');
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect([ready.status, await ready.json()]).toEqual([200, { status: 'ready' }]);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  });
});
