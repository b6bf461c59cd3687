import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { defineAction, f } from '@console/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { multipart, startTestApp, type TestApp } from '../../../test/harness.ts';
import { PNG_1X1 } from '../../../test/samples.ts';
import { MODULES } from '../../modules/index.ts';
import { implement } from '../context.ts';

const whoSpec = defineAction({
  module: 'Probe',
  action: 'who',
  summary: 'Echo the input with the caller address the engine saw',
  permission: 'signedIn',
  mutates: false,
  input: z.object({ n: f.int().optional() }),
  output: z.unknown(),
});
const probeModule = {
  name: 'probe',
  actions: [implement(whoSpec, async (input, ctx) => ({ input, ip: ctx.ip, requestId: ctx.requestId }))],
};

let t: TestApp;
let token: string;
let baseUrl: string;
beforeAll(async () => {
  t = await startTestApp({ modules: [...MODULES, probeModule] });
  token = await t.login('operator');
  await t.app.server.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.server.address() as AddressInfo).port}`;
});

const post = (path: string, body: string, headers: Record<string, string>) =>
  t.raw(path, body, headers, `?lang=en-us&token=${token}`);

describe('API calls over a real socket', () => {
  it('answers calls through the engine and pages through Fastify on the same server', async () => {
    const call = await fetch(`${baseUrl}/api/Probe/who?lang=en-us&token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'n=3',
    });
    expect(call.status).toBe(200);
    const answer = (await call.json()) as { data: { requestId: string } };
    expect(answer).toMatchObject({ status: 200, msg: 'Operation success', data: { input: { n: 3 }, ip: '127.0.0.1' } });
    expect(call.headers.get('x-request-id')).toBe(answer.data.requestId);

    const docs = await fetch(`${baseUrl}/api/openapi.json?token=${token}`);
    expect(docs.status).toBe(200);
    expect(docs.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(Object.keys(((await docs.json()) as { paths: object }).paths).length).toBeGreaterThan(50);
  });

  it('refuses a streamed body once it passes the limit, without a declared length', async () => {
    const chunk = new TextEncoder().encode(`s=${'x'.repeat(64 * 1024)}`);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 40) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const reply = await fetch(`${baseUrl}/api/Probe/who?lang=en-us&token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
      duplex: 'half',
    } as RequestInit);
    // Refused like a file over its size: the envelope names the limit (issue 27).
    expect(reply.status).toBe(200);
    expect(reply.headers.get('connection')).toBe('close');
    expect(await reply.json()).toEqual({ status: 400, msg: 'What was sent is too large: at most 1 MB', data: null });
  });
});

describe('uploads', () => {
  /**
   * Declares an upload of 50 MB, sends its first `sent` bytes (a file part of them) and waits: the
   * answer must come without the rest.
   */
  function startUpload(
    path: string,
    sent = 64 * 1024,
  ): Promise<{ status: number; connection: string | undefined; body: string }> {
    const { body, contentType } = multipart({}, [{ filename: 'big.png', content: Buffer.concat([PNG_1X1, Buffer.alloc(sent)]) }]);
    return new Promise((resolve, reject) => {
      const call = httpRequest(`${baseUrl}/api/${path}`, {
        method: 'POST',
        headers: { 'content-type': contentType, 'content-length': 50 * 1024 * 1024 },
      });
      call.on('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body: text });
          call.destroy();
        });
      });
      call.on('error', reject);
      call.write(body.subarray(0, body.length - 100));
    });
  }

  it('refuses a stranger’s upload before reading it: not signed in, not a body too large', async () => {
    const started = performance.now();
    const reply = await startUpload('UploadFile/uploadPicture?lang=en-us');
    expect(performance.now() - started).toBeLessThan(5000);
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.body)).toMatchObject({ status: 401, msg: 'Not logged in or session expired, please log in' });
    // The rest of the upload is not read to keep the connection.
    expect(reply.connection).toBe('close');
    const badToken = await startUpload('UploadFile/uploadPicture?lang=en-us&token=not-a-session');
    expect(JSON.parse(badToken.body)).toMatchObject({ status: 401 });
  });

  it('refuses a file sent to an action that takes none, and takes its text fields', async () => {
    const withFile = multipart({ n: 3 }, [{ filename: 'x.png', content: PNG_1X1 }]);
    const refused = await t.raw(
      'Probe/who',
      withFile.body,
      { 'content-type': withFile.contentType },
      `?lang=en-us&token=${token}`,
    );
    expect(JSON.parse(refused.body)).toEqual({ status: 400, msg: 'This action does not take a file', data: null });
    const fieldsOnly = multipart({ n: 3 }, []);
    const taken = await t.raw(
      'Probe/who',
      fieldsOnly.body,
      { 'content-type': fieldsOnly.contentType },
      `?lang=en-us&token=${token}`,
    );
    expect(JSON.parse(taken.body)).toMatchObject({ status: 200, data: { input: { n: 3 } } });
  });

  it('stops reading a file at its action’s limit (2 MB for a picture), not the largest upload', async () => {
    const reply = await startUpload(`UploadFile/uploadPicture?lang=en-us&token=${token}`, 2 * 1024 * 1024 + 64 * 1024);
    expect(JSON.parse(reply.body)).toEqual({
      status: 400,
      msg: 'Files may be at most 2 MB',
      data: { errors: { file: 'Files may be at most 2 MB' } },
    });
    expect(reply.connection).toBe('close');
  });
});

describe('bodies', () => {
  it('reads a media type in any case and with parameters', async () => {
    const reply = await post('Probe/who', '{"n":4}', { 'content-type': 'Application/JSON; charset=utf-8' });
    expect(JSON.parse(reply.body)).toMatchObject({ status: 200, data: { input: { n: 4 } } });
  });

  it('takes an empty body of any type as a call without input', async () => {
    for (const headers of [{}, { 'content-type': 'text/plain' }, { 'content-type': 'application/json' }] as Record<
      string,
      string
    >[]) {
      const reply = await post('Probe/who', '', headers);
      expect(JSON.parse(reply.body)).toMatchObject({ status: 200, data: { input: {} } });
    }
  });

  it('refuses a body of a type the API does not take (415) and JSON that reaches for a prototype (400)', async () => {
    const plain = await post('Probe/who', 'n=4', { 'content-type': 'text/plain' });
    expect(plain.statusCode).toBe(415);
    expect(JSON.parse(plain.body)).toEqual({ status: 400, msg: 'Invalid input, please check', data: null });
    const untyped = await t.raw('Probe/who', 'n=4', {}, `?lang=zh-cn&token=${token}`);
    expect(untyped.statusCode).toBe(415);
    expect(JSON.parse(untyped.body).msg).toBe('输入有误,请检查');

    for (const json of ['{"__proto__":{"admin":true}}', '{"n":1,"constructor":{"prototype":{"admin":true}}}']) {
      const reply = await post('Probe/who', json, { 'content-type': 'application/json' });
      expect(reply.statusCode).toBe(400);
    }
  });

  it('refuses keys it would otherwise drop (undeclared, array- or operator-shaped) and NUL bytes, naming the field', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    for (const [body, field] of [
      ['n[]=1', 'n[]'],
      ['n[$gt]=0', 'n[$gt]'],
      ['n=1&nickname=x', 'nickname'],
    ]) {
      const reply = JSON.parse((await post('Probe/who', body, form)).body);
      expect(reply, body).toEqual({
        status: 400,
        msg: 'Invalid input, please check',
        data: { errors: { [field]: 'This field is not accepted' } },
      });
    }
    const nul = await post('Probe/who', JSON.stringify({ n: 'a\u0000' }), { 'content-type': 'application/json' });
    expect(JSON.parse(nul.body)).toMatchObject({ status: 400, data: { errors: { n: 'Cannot contain control characters' } } });
  });

  it('tells every cache to keep no API answer', async () => {
    const call = await t.inject({ method: 'POST', url: `/api/Probe/who?token=${token}`, payload: {} });
    expect(call.headers['cache-control']).toBe('no-store');
    const unknown = await t.inject({ method: 'GET', url: '/api/nowhere' });
    expect(unknown.headers['cache-control']).toBe('no-store');
  });

  it('leaves other methods and paths to Fastify, which answers them as unknown', async () => {
    const get = await t.inject({ method: 'GET', url: `/api/Probe/who?token=${token}` });
    expect(get.statusCode).toBe(404);
    const deeper = await t.inject({ method: 'POST', url: `/api/Probe/who/more?token=${token}`, payload: {} });
    expect(deeper.statusCode).toBe(404);
    expect(JSON.parse(deeper.body)).toMatchObject({ status: 400 });
  });
});

describe('behind a reverse proxy', () => {
  it('takes the caller address from X-Forwarded-For only when told to trust the proxy', async () => {
    const headers = { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9, 10.0.0.2' };
    expect(JSON.parse((await post('Probe/who', '{}', headers)).body).data.ip).toBe('127.0.0.1');

    const proxied = await startTestApp({ modules: [...MODULES, probeModule], trustProxy: true });
    const proxiedToken = await proxied.login('operator');
    const reply = await proxied.raw('Probe/who', '{}', headers, `?token=${proxiedToken}`);
    expect(JSON.parse(reply.body).data.ip).toBe('203.0.113.9');
  });
});
