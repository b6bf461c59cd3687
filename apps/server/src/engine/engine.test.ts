import { PassThrough } from 'node:stream';
import { defineAction, f, Status } from '@console/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { MODULES } from '../modules/index.ts';
import { implement } from './context.ts';
import { ActionError, invalid } from './errors.ts';

const anything = z.unknown();
const echoSpec = defineAction({
  module: 'Test',
  action: 'echo',
  summary: 'Echo the parsed input',
  permission: 'signedIn',
  mutates: false,
  // Takes a file, so that a multipart body reaches it whole.
  upload: 'xlsx',
  input: z.object({
    n: f.int().optional(),
    ids: f.idList().optional(),
    s: f.text().optional(),
    until: f.int().nullable().optional(),
  }),
  output: anything,
});
const boomSpec = defineAction({ ...echoSpec, action: 'boom', mutates: true, input: z.object({}) });
const refuseSpec = defineAction({ ...boomSpec, action: 'refuse' });
const refuseNamingSpec = defineAction({ ...boomSpec, action: 'refuseNaming' });
const sensitiveSpec = defineAction({ ...boomSpec, action: 'sensitive', sensitive: true });
const slowSpec = defineAction({ ...boomSpec, action: 'slow' });

let release: () => void = () => {};
/** Resolves once a slow call is inside its handler (its idempotency key claimed). */
let entered: Promise<void> = Promise.resolve();
let enter: () => void = () => {};
const testModule = {
  name: 'test',
  actions: [
    implement(echoSpec, async (input, ctx) => ({
      input,
      files: ctx.files.map((file) => [file.field, file.filename, file.data.toString()]),
    })),
    implement(boomSpec, async (_input, ctx) => {
      await ctx.sql.query(`UPDATE admin SET real_name = 'changed by boom' WHERE id = 1`);
      throw new Error('kaput');
    }),
    implement(refuseSpec, async (_input, ctx) => {
      await ctx.sql.query(`UPDATE admin SET real_name = 'changed by refuse' WHERE id = 1`);
      throw invalid('invalid_id', { user_id: 'invalid_id' });
    }),
    implement(refuseNamingSpec, async () => {
      throw new ActionError(Status.invalid, 'agent_member_unknown', {
        params: { member: 42 },
        data: { errors: { member_id: 'agent_member_unknown' } },
      });
    }),
    implement(sensitiveSpec, async () => ({ done: true })),
    implement(
      slowSpec,
      () =>
        new Promise((resolve) => {
          release = () => resolve({ done: true });
          enter();
        }),
    ),
  ],
};

let t: TestApp;
let token: string;
const logLines: string[] = [];
beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => logLines.push(chunk.toString()));
  t = await startTestApp({ modules: [...MODULES, testModule], logger: { stream } });
  token = await t.login('operator');
});

describe('the wire contract', () => {
  it('reads form, JSON and multipart bodies into the same input', async () => {
    const expected = { input: { n: 7, ids: [1, 2, 3], s: 'hi' }, files: [] };
    expect((await t.call('Test/echo', { n: '7', ids: '1,2,3', s: ' hi ' }, { token })).data).toEqual(expected);
    expect((await t.call('Test/echo', { n: 7, ids: [1, 2, 3], s: 'hi' }, { token, as: 'json' })).data).toEqual(expected);
    const boundary = 'XyZ';
    const multipart = [
      `--${boundary}\r\nContent-Disposition: form-data; name="n"\r\n\r\n7`,
      `--${boundary}\r\nContent-Disposition: form-data; name="ids"\r\n\r\n1,2,3`,
      `--${boundary}\r\nContent-Disposition: form-data; name="s"\r\n\r\nhi`,
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello`,
      `--${boundary}--\r\n`,
    ].join('\r\n');
    const reply = await t.raw(
      'Test/echo',
      multipart,
      { 'content-type': `multipart/form-data; boundary=${boundary}` },
      `?token=${token}`,
    );
    expect(JSON.parse(reply.body).data).toEqual({ ...expected, files: [['file', 'a.txt', 'hello']] });
  });

  it('treats blank form fields as absent, but as null where the field takes null (a form clearing it)', async () => {
    expect((await t.call('Test/echo', { n: '', s: '   ' }, { token })).data).toEqual({ input: {}, files: [] });
    expect((await t.call('Test/echo', { n: '', until: '' }, { token })).data).toEqual({ input: { until: null }, files: [] });
    expect((await t.call('Test/echo', { until: '5' }, { token })).data).toEqual({ input: { until: 5 }, files: [] });
  });

  it('answers in Chinese by default and in English for lang=en-us', async () => {
    const zh = await t.raw('Test/echo', 'n=x', { 'content-type': 'application/x-www-form-urlencoded' }, `?token=${token}`);
    expect(JSON.parse(zh.body)).toMatchObject({ status: 400, msg: '输入有误,请检查', data: { errors: { n: '必须是数字' } } });
    const en = await t.call('Test/echo', { n: 'x' }, { token });
    expect(en).toMatchObject({ status: 400, data: { errors: { n: 'Must be a number' } } });
  });

  it('answers HTTP 404 for an unknown action', async () => {
    const reply = await t.raw('Nope/nothing', '', { 'content-type': 'application/json' }, '?lang=en-us');
    expect(reply.statusCode).toBe(404);
    expect(JSON.parse(reply.body)).toMatchObject({ msg: 'Unknown action' });
  });

  it('answers 413 to an outdated web build and serves the current one', async () => {
    expect((await t.call('Test/echo', {}, { token, headers: { 'x-page-version': '3' } })).status).toBe(Status.outdatedClient);
    expect((await t.call('Test/echo', {}, { token, headers: { 'x-page-version': '4' } })).status).toBe(200);
  });

  it('answers malformed JSON and oversized bodies as the caller’s fault, not a 500', async () => {
    const bad = await t.raw('Test/echo', '{"n":', { 'content-type': 'application/json' }, `?token=${token}`);
    expect(bad.statusCode).toBe(400);
    const huge = await t.raw(
      'Test/echo',
      `s=${'x'.repeat(2 * 1024 * 1024)}`,
      { 'content-type': 'application/x-www-form-urlencoded' },
      `?token=${token}`,
    );
    // Over the limit is answered like a file over its size: the envelope names the limit (issue 27).
    expect(huge.statusCode).toBe(200);
    expect(JSON.parse(huge.body)).toMatchObject({ status: 400, msg: '提交的内容过大,最多 1 MB' });
  });

  it('answers API calls with nosniff, no-referrer and the request id, and HTML with helmet’s full set', async () => {
    const call = await t.inject({ method: 'POST', url: `/api/Test/echo?token=${token}`, payload: {} });
    expect(call.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' });
    expect(call.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const refused = await t.inject({ method: 'POST', url: '/api/Test/echo', payload: '{"n":' });
    expect(refused.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' });
    const docs = await t.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.headers['content-security-policy']).toContain("default-src 'self'");
    expect(docs.headers).toMatchObject({ 'x-frame-options': 'SAMEORIGIN', 'referrer-policy': 'no-referrer' });
    const unknown = await t.inject({ method: 'POST', url: '/api/Nope/nothing' });
    expect(unknown.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses uploads over their action’s limits (file size, file count) and malformed multipart', async () => {
    const boundary = 'LiMiT';
    const filePart = (name: string, content: string | Buffer) =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.bin"\r\n\r\n`),
        Buffer.from(content),
        Buffer.from('\r\n'),
      ]);
    const multipart = (...parts: Buffer[]) => Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]);
    const send = (body: Buffer | string) =>
      t.raw('Test/echo', body, { 'content-type': `multipart/form-data; boundary=${boundary}` }, `?lang=en-us&token=${token}`);

    // Over its kind's size (an xlsx: 5 MB), the file is the action's bad input, in its words.
    const tooBig = await send(multipart(filePart('file', Buffer.alloc(5 * 1024 * 1024 + 1, 1))));
    expect(JSON.parse(tooBig.body)).toEqual({
      status: 400,
      msg: 'Files may be at most 5 MB',
      data: { errors: { file: 'Files may be at most 5 MB' } },
    });
    const atTheLimit = await send(multipart(filePart('file', Buffer.alloc(5 * 1024 * 1024, 1))));
    expect(JSON.parse(atTheLimit.body).data.files).toHaveLength(1);

    const twoFiles = await send(multipart(filePart('file', 'x'), filePart('other', 'y')));
    expect(twoFiles.statusCode).toBe(413);
    expect(JSON.parse(twoFiles.body)).toMatchObject({ status: 400, msg: 'Invalid input, please check' });

    const truncated = await send(`--${boundary}\r\nContent-Disposition: form-data; name="s"\r\n\r\nno end`);
    expect(truncated.statusCode).toBe(400);
    const noBoundary = await t.raw('Test/echo', 'x', { 'content-type': 'multipart/form-data' }, `?token=${token}`);
    expect(noBoundary.statusCode).toBe(400);
  });
});

describe('faults and failures', () => {
  it('answers a fault with HTTP 500, a request id and no stack, rolls back, and logs the failure', async () => {
    const reply = await t.raw(
      'Test/boom',
      '',
      { 'content-type': 'application/x-www-form-urlencoded' },
      `?lang=en-us&token=${token}`,
    );
    expect(reply.statusCode).toBe(500);
    const body = JSON.parse(reply.body);
    expect(body).toMatchObject({ status: 500, msg: 'System error' });
    expect(body.data.request_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(reply.body).not.toContain('kaput');
    const { rows } = await t.db.query<{ real_name: string }>('SELECT real_name FROM admin WHERE id = 1');
    expect(rows[0]?.real_name).not.toBe('changed by boom');
    expect(await t.logRows(`action = 'boom'`)).toMatchObject([
      { result: 'failed', status: 500, request_id: body.data.request_id },
    ]);
  });

  it('rolls back a refused action and translates its field errors', async () => {
    const reply = await t.call('Test/refuse', {}, { token });
    expect(reply).toMatchObject({ status: 400, msg: 'This ID is invalid', data: { errors: { user_id: 'This ID is invalid' } } });
    const { rows } = await t.db.query<{ real_name: string }>('SELECT real_name FROM admin WHERE id = 1');
    expect(rows[0]?.real_name).not.toBe('changed by refuse');
  });

  it('fills a field error with the refusal’s parameters, as its message', async () => {
    const reply = await t.call('Test/refuseNaming', {}, { token, lang: 'en-us' });
    expect(reply).toMatchObject({ msg: 'Member 42 does not exist', data: { errors: { member_id: 'Member 42 does not exist' } } });
  });

  it('never writes the token into the request log', async () => {
    await t.call('Test/echo', {}, { token });
    expect(logLines.join('')).toContain('/api/Test/echo');
    expect(logLines.join('')).not.toContain(token);
  });
});

describe('password re-check', () => {
  it('asks for it (405, REAUTH_REQUIRED), logs nothing for the asking, then allows the action for 10 minutes', async () => {
    const session = await t.login('operator');
    const first = await t.call('Test/sensitive', {}, { token: session });
    expect(first).toMatchObject({ status: Status.recheckRequired, data: { reason: 'REAUTH_REQUIRED' } });
    // Asking for the password is not a refusal: no log row until the call runs.
    expect(await t.logRows(`action = 'sensitive' AND status = 405`)).toEqual([]);
    await t.call('Admin/checkAdminPwd', { password: 'correct horse battery staple' }, { token: session });
    expect((await t.call('Test/sensitive', {}, { token: session })).status).toBe(200);
    t.clock.advance(599);
    expect((await t.call('Test/sensitive', {}, { token: session })).status).toBe(200);
    t.clock.advance(2);
    expect((await t.call('Test/sensitive', {}, { token: session })).status).toBe(Status.recheckRequired);
  });

  it('belongs to the session: another session of the same admin must re-check itself', async () => {
    const checked = await t.loginRechecked('operator');
    const other = await t.login('operator');
    expect((await t.call('Test/sensitive', {}, { token: checked })).status).toBe(200);
    expect((await t.call('Test/sensitive', {}, { token: other })).status).toBe(Status.recheckRequired);
  });
});

describe('idempotency', () => {
  it('answers 408 to the same request while the first is still running', async () => {
    const headers = { 'x-idempotency-key': 'grant-42' };
    entered = new Promise((resolve) => (enter = resolve));
    const first = t.call('Test/slow', {}, { token, headers });
    // Not a fixed pause: on a loaded machine the first call may take longer to claim its key.
    await entered;
    expect((await t.call('Test/slow', {}, { token, headers })).status).toBe(Status.inProgress);
    release();
    expect((await first).status).toBe(200);
  });
});
