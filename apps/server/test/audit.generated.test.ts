import { actionKey } from '@console/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildRegistry } from '../src/engine/registry.ts';
import { MODULES } from '../src/modules/index.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { SAMPLES, type SampleEnv, sampleEnv } from './samples.ts';

const mutating = [...buildRegistry(MODULES).actions.values()].filter((a) => a.spec.mutates);
/** Tables an action may change; login_failure is left out because failures are counted on purpose. */
const STATE_TABLES = [
  'admin',
  'role',
  'admin_session',
  'country',
  'member',
  'room',
  'risk_record',
  'sensitive_word',
  'device_blacklist',
  'upload_file',
  'export_ticket',
  'operating_area',
  'country_zone',
  'admin_action_override',
  'prop_send_limit',
  'member_role',
  'member_ban',
  'member_memo',
  'member_destroy',
  'user_tag',
  'member_tag',
];

let t: TestApp;
let env: SampleEnv;
beforeAll(async () => {
  t = await startTestApp();
  env = await sampleEnv((sql) => t.db.query(sql));
});

async function stateChecksum(): Promise<string> {
  const parts: string[] = [];
  for (const table of STATE_TABLES) {
    const { rows } = await t.db.query<{ sum: string | null }>(
      `SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS sum FROM ${table} t`,
    );
    parts.push(rows[0]?.sum ?? '');
  }
  return parts.join(',');
}

async function maxLogId(): Promise<number> {
  const { rows } = await t.db.query<{ id: number | null }>('SELECT max(id) AS id FROM operation_log');
  return rows[0]?.id ?? 0;
}

const specs = new Map(mutating.map((a) => [actionKey(a.spec), a.spec]));

/** The sample's caller, signed in (and re-checked for sensitive actions). */
async function callerToken(key: string): Promise<string | undefined> {
  const caller = SAMPLES[key]?.caller ?? 'admin';
  if (caller === 'anonymous') return undefined;
  return specs.get(key)?.sensitive ? t.loginRechecked(caller) : t.login(caller);
}

describe.each(mutating.map((a) => [actionKey(a.spec)]))('%s', (key) => {
  const [module, action] = key.split('/');
  const sample = SAMPLES[key]!;

  const fields = Object.keys(sample.valid(new Proxy({}, { get: () => 1 }) as SampleEnv));
  it.runIf(fields.length > 0)('writes exactly one row for invalid input and changes nothing', async () => {
    const token = await callerToken(key);
    const before = await maxLogId();
    const checksum = await stateChecksum();
    const reply = await t.call(key, Object.fromEntries(fields.map((field) => [field, 'x'.repeat(5000)])), { token });
    expect(reply.status).toBe(400);
    expect(await t.logRows('id > $1', [before])).toMatchObject([{ module, action, result: 'failed', status: 400 }]);
    expect(await stateChecksum()).toBe(checksum);
  });

  it.runIf(sample.failing)('rolls back a failure inside the handler and writes only the failure row', async () => {
    const token = await callerToken(key);
    const before = await maxLogId();
    const checksum = await stateChecksum();
    const reply = await t.call(key, sample.failing!(env), { token, files: sample.files?.failing });
    expect(reply.status).not.toBe(200);
    const rows = await t.logRows('id > $1', [before]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ module, action });
    expect(['failed', 'refused']).toContain(rows[0]?.result);
    expect(await stateChecksum()).toBe(checksum);
  });

  // Last: a success may change what the other cases rely on (a changed password, a deleted row).
  it('writes exactly one operation-log row when it succeeds', async () => {
    const token = await callerToken(key);
    const before = await maxLogId();
    const reply = await t.call(key, sample.valid(env), { token, files: sample.files?.valid });
    expect(reply.status, reply.msg).toBe(200);
    const rows = await t.logRows('id > $1', [before]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ module, action, result: 'ok', status: 200 });
  });
});

describe('the operation log', () => {
  it('cannot be edited or deleted, even with direct SQL', async () => {
    await expect(t.db.query(`UPDATE operation_log SET summary = 'changed'`)).rejects.toThrow(/append-only/);
    await expect(t.db.query('DELETE FROM operation_log')).rejects.toThrow(/append-only/);
    await expect(t.db.query('TRUNCATE operation_log')).rejects.toThrow(/append-only/);
  });
});
