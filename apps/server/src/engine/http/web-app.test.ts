import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './web-app.ts';

const app = Fastify();
const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><script src="/assets/app-1a2b.js"></script>');
  writeFileSync(join(dist, 'assets/app-1a2b.js'), script);
  writeFileSync(join(dist, 'assets/app-1a2b.js.br'), brotliCompressSync(script));
  writeFileSync(join(dist, 'assets/app-1a2b.js.gz'), gzipSync(script));
  await registerWebApp(app, dist);
});

describe('the built web app', () => {
  it('sends a hashed asset as its prebuilt brotli or gzip copy, cached for good', async () => {
    const br = await app.inject({ url: '/assets/app-1a2b.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', 'cache-control': 'public, max-age=31536000, immutable' });
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    const gz = await app.inject({ url: '/assets/app-1a2b.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/assets/app-1a2b.js', headers: { 'accept-encoding': 'identity' } });
    expect([plain.headers['content-encoding'], plain.body]).toEqual([undefined, script]);
  });

  it('revalidates index.html, also when it answers a console address', async () => {
    for (const url of ['/index.html', '/user/userInformation?nickname=Sara']) {
      const page = await app.inject({ url });
      expect([page.statusCode, page.headers['cache-control']], url).toEqual([200, 'no-cache']);
      expect(page.body).toContain('/assets/app-1a2b.js');
    }
  });

  it('answers an unknown API path with a 404 in the envelope, not the page', async () => {
    const unknown = await app.inject({ url: '/api/nowhere?lang=en-us' });
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { status: 400, msg: 'Unknown action', data: null }]);
  });
});
