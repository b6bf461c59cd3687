import { Writable } from 'node:stream';
import { defineAction } from '@console/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { PNG_1X1 } from '../../../test/samples.ts';
import { MODULES } from '../../modules/index.ts';
import { implement } from '../context.ts';

/** What a failed statement must never put in the log: it stands for a password's hash, a member's data. */
const SECRET = '$2b$12$SECRETHASHSECRETHASHxyz';

const failSpec = defineAction({
  module: 'Probe',
  action: 'fail',
  summary: 'Runs a statement that fails, with a secret among its parameters',
  permission: 'signedIn',
  mutates: false,
  input: z.object({ how: z.enum(['cast', 'json', 'row', 'orm']) }),
  output: z.unknown(),
});
const probeModule = {
  name: 'probe',
  actions: [
    implement(failSpec, async (input, ctx) => {
      if (input.how === 'cast') await ctx.sql.query('SELECT $1::int', [SECRET]);
      if (input.how === 'json') await ctx.sql.query('SELECT $1::jsonb', [`{"hash":"${SECRET}`]);
      // A not-null violation: PostgreSQL's detail quotes the whole failing row.
      if (input.how === 'row') {
        await ctx.sql.query('CREATE TEMP TABLE IF NOT EXISTS probe_row (hash text, n int NOT NULL)');
        await ctx.sql.query('INSERT INTO probe_row (hash, n) VALUES ($1, NULL)', [SECRET]);
      }
      // Drizzle wraps the driver's error with the statement's parameters in its message.
      if (input.how === 'orm') await ctx.db.execute(sql`SELECT ${SECRET}::int`);
      return null;
    }),
  ],
};

let t: TestApp;
let token: string;
const lines: string[] = [];
beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(
        ...chunk
          .toString()
          .split('\n')
          .filter((line) => line !== ''),
      );
      done();
    },
  });
  t = await startTestApp({ logger: { stream }, modules: [...MODULES, probeModule] });
  token = await t.loginRechecked('admin');
});

/** The lines logged while `act` ran. */
async function loggedBy(act: () => Promise<unknown>): Promise<string> {
  const from = lines.length;
  await act();
  // pino writes synchronously to a plain stream; one turn lets the last line land.
  await new Promise((resolve) => setImmediate(resolve));
  return lines.slice(from).join('\n');
}

describe('the request log (issue 27, smaller holes)', () => {
  it('does not hold a used export link’s one-time ticket', async () => {
    const made = await t.call<{ url: string }>('OperationLog/listExport', {}, { token });
    const ticket = made.data.url.split('/').pop() ?? '';
    expect(ticket.length).toBeGreaterThan(20);
    const log = await loggedBy(async () => {
      expect((await t.inject({ method: 'GET', url: `${made.data.url}?lang=en-us` })).statusCode).toBe(200);
      // Used: the second download is refused, and its line must not say the ticket either.
      expect((await t.inject({ method: 'GET', url: `${made.data.url}?lang=en-us` })).statusCode).toBe(410);
      await t.raw(`export/${ticket}`, '', {});
    });
    expect(log).toContain('/api/export/[redacted]');
    expect(log).not.toContain(ticket);
  });

  it('does not hold an uploaded file’s path', async () => {
    const uploaded = await t.call<{ url: string }>(
      'UploadFile/uploadPicture',
      {},
      {
        token,
        files: [{ filename: 'pixel.png', content: PNG_1X1, type: 'image/png' }],
      },
    );
    const id = uploaded.data.url.split('/').pop() ?? '';
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    const log = await loggedBy(async () => {
      expect((await t.inject({ method: 'GET', url: `/files/${id}?token=${token}` })).statusCode).toBe(200);
      await t.inject({ method: 'GET', url: `/files/${id}` });
    });
    expect(log).toContain('/files/[redacted]');
    expect(log).not.toContain(id);
    expect(log).not.toContain(token);
  });

  it.each(['cast', 'json', 'row', 'orm'])(
    'logs a failed statement (%s) by its error and request id, never its parameters',
    async (how) => {
      let requestId = '';
      const log = await loggedBy(async () => {
        const reply = await t.raw(
          'Probe/fail',
          JSON.stringify({ how }),
          { 'content-type': 'application/json' },
          `?token=${token}`,
        );
        expect(reply.statusCode).toBe(500);
        requestId = (JSON.parse(reply.body) as { data: { request_id: string } }).data.request_id;
      });
      const fault = log.split('\n').find((line) => line.includes('"msg":"fault"')) ?? '';
      expect(fault).toContain(requestId);
      // The statement's error is there: its SQLSTATE (22P02 bad input, 23502 not null).
      expect(fault).toMatch(/"code":"(22P02|23502)"/);
      expect(log).not.toContain('SECRETHASH');
    },
  );
});
