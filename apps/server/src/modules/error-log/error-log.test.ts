import { defineAction, Status } from '@console/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../../../test/harness.ts';
import { implement } from '../../engine/context.ts';
import type { JobContext } from '../../engine/jobs/job.ts';
import { MODULES } from '../index.ts';
import { pruneServerErrors } from './error-log.actions.ts';

/*
 * Issue 31, the error-logger page (menu 24016): a fault shows with its request id, action, time and
 * caller; what the request carried (its token, a password) never shows; only super admins read it.
 */

/** Stands for a password typed into a form: it travels in the body and reaches a failing statement. */
const PASSWORD = 'Hunter2-secret-Passw0rd';

const failSpec = defineAction({
  module: 'Probe',
  action: 'fail',
  summary: 'Fails with the password it was sent among a statement’s values',
  permission: 'signedIn',
  mutates: true,
  input: z.object({ password: z.string(), how: z.enum(['cast', 'orm', 'plain']) }),
  output: z.unknown(),
});
const probeModule = {
  name: 'probe',
  actions: [
    implement(failSpec, async (input, ctx) => {
      if (input.how === 'cast') await ctx.sql.query('SELECT $1::int', [input.password]);
      // Drizzle wraps the driver's error with the statement's parameters in its message.
      if (input.how === 'orm') await ctx.db.execute(sql`SELECT ${input.password}::int`);
      throw new Error('Reply was already sent for /api/export/0123456789abcdef0123?token=abcdef0123456789');
    }),
  ],
};

type ErrorRow = {
  id: number;
  request_id: string;
  module: string;
  action: string;
  action_label: string;
  error_type: string;
  code: string | null;
  message: string;
  admin_name: string;
  ip: string;
  stack: string;
  created_at: number;
};
type Page = { list: ErrorRow[]; total: number };

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp({ modules: [...MODULES, probeModule] });
  admin = await t.login('admin');
});

/** Makes the probe fail; answers the request id the fault's answer named. */
async function fail(how: 'cast' | 'orm' | 'plain'): Promise<string> {
  const reply = await t.raw(
    'Probe/fail',
    JSON.stringify({ password: PASSWORD, how }),
    { 'content-type': 'application/json' },
    `?lang=en-us&token=${admin}`,
  );
  expect(reply.statusCode).toBe(500);
  return (JSON.parse(reply.body) as { data: { request_id: string } }).data.request_id;
}

describe('the error log', () => {
  it.each(['cast', 'orm', 'plain'] as const)(
    'shows a fault (%s) by its request id, action, time and caller, never the token or password',
    async (how) => {
      const requestId = await fail(how);
      const reply = await t.call<Page>('ErrorLog/errorList', { request_id: requestId }, { token: admin });
      expect(reply.status).toBe(200);
      expect(reply.data.list).toHaveLength(1);
      const [row] = reply.data.list;
      expect(row).toMatchObject({ request_id: requestId, module: 'Probe', admin_name: 'admin' });
      expect(row?.created_at).toBe(t.clock.now());
      expect(row?.error_type).not.toBe('');
      if (how !== 'plain') expect(row?.code).toBe('22P02');
      else expect(row?.message).toContain('/api/export/[redacted]');
      const shown = JSON.stringify(reply.data);
      expect(shown).not.toContain(PASSWORD);
      expect(shown).not.toContain(admin);
      expect(shown).not.toContain('abcdef0123456789');
      expect(shown).not.toContain('0123456789abcdef0123');
    },
  );

  it('names the action by its label and finds it by its key', async () => {
    await fail('plain');
    const reply = await t.call<Page>('ErrorLog/errorList', { action: 'Probe/fail' }, { token: admin, lang: 'zh-cn' });
    expect(reply.data.total).toBeGreaterThanOrEqual(1);
    expect(reply.data.list.every((row) => row.action === 'Probe/fail')).toBe(true);
    // The probe declares no label: its key stands for it.
    expect(reply.data.list[0]?.action_label).toBe('Probe/fail');
    const demo = await t.call<Page>('ErrorLog/errorList', { action: 'Member/memberList' }, { token: admin, lang: 'zh-cn' });
    expect(demo.data.list[0]?.action_label).toBe('查询用户');
  });

  it('is kept although the failed call rolled back, and the caller’s bad input is not a fault', async () => {
    const before = (await t.call<Page>('ErrorLog/errorList', {}, { token: admin })).data.total;
    const malformed = await t.raw('Probe/fail', '{"password":', { 'content-type': 'application/json' }, `?token=${admin}`);
    expect(malformed.statusCode).toBe(400);
    const invalid = await t.call('Probe/fail', { password: PASSWORD, how: 'nope' }, { token: admin });
    expect(invalid.status).toBe(Status.invalid);
    expect((await t.call<Page>('ErrorLog/errorList', {}, { token: admin })).data.total).toBe(before);
    const requestId = await fail('cast');
    const logged = await t.logRows(`action = 'fail' AND request_id = $1`, [requestId]);
    expect(logged).toMatchObject([{ result: 'failed', status: 500 }]);
    expect((await t.call<Page>('ErrorLog/errorList', {}, { token: admin })).data.total).toBe(before + 1);
  });

  it('refuses every role but the super admin (no built-in role holds the menu)', async () => {
    for (const username of ['country_admin', 'operator', 'area_manager', 'agent', 'promoter']) {
      const token = await t.login(username, TEST_PASSWORD);
      const reply = await t.call('ErrorLog/errorList', {}, { token });
      expect(reply.status, username).toBe(Status.forbidden);
      expect(reply.data).toBeNull();
    }
  });

  it('lists the demo faults of the last days, and the nightly prune keeps only the recent ones', async () => {
    const page = await t.call<Page>('ErrorLog/errorList', { pn: 50 }, { token: admin });
    expect(page.data.total).toBeGreaterThanOrEqual(24);
    expect(new Set(page.data.list.map((row) => row.action)).size).toBeGreaterThan(5);
    await t.db.query(
      `INSERT INTO server_error (created_at, request_id, action, error_type, message) VALUES ($1, 'old', 'Member/memberList', 'Error', 'old')`,
      [t.clock.now() - 31 * 86_400],
    );
    const job = { db: t.db, now: () => t.clock.now() } as unknown as JobContext;
    const result = await pruneServerErrors.run({}, job);
    expect(result).toMatchObject({ deleted: 1 });
    expect((await t.call<Page>('ErrorLog/errorList', { request_id: 'old' }, { token: admin })).data.total).toBe(0);
    expect((await t.call<Page>('ErrorLog/errorList', {}, { token: admin })).data.total).toBe(page.data.total);
  });
});
