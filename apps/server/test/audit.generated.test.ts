import { actionKey, logSummaryText } from '@console/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildRegistry } from '../src/engine/registry.ts';
import { MODULES } from '../src/modules/index.ts';
import { startTestApp, type TestApp, type TestFile } from './harness.ts';
import { type FailingCall, SAMPLES, type SampleEnv, sampleEnv } from './samples.ts';

const mutating = [...buildRegistry(MODULES).actions.values()].filter((a) => a.spec.mutates);
/**
 * Tables a failing call may change on purpose: failed sign-ins are counted (login_failure), and
 * every case counts the log's own rows (operation_log). Every other table of the schema is in the
 * checksum, so a new table is covered the moment a migration creates it.
 */
const CHANGED_ON_PURPOSE = new Set(['login_failure', 'operation_log']);

let t: TestApp;
let env: SampleEnv;
let stateTables: string[];
beforeAll(async () => {
  t = await startTestApp();
  env = await sampleEnv(t);
  const { rows } = await t.db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  stateTables = rows.map((row) => row.name).filter((name) => !CHANGED_ON_PURPOSE.has(name));
});

it('checksums every table of the schema but those changed on purpose', () => {
  expect(stateTables).toEqual(expect.arrayContaining(['admin', 'admin_session', 'member', 'member_prop', 'sensitive_word']));
  expect(stateTables).not.toContain('operation_log');
});

/** One digest per table, in one query. */
async function stateChecksum(): Promise<string> {
  const sums = stateTables.map(
    (table, i) => `(SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) FROM "${table}" t) AS s${i}`,
  );
  const { rows } = await t.db.query<Record<string, string | null>>(`SELECT ${sums.join(', ')}`);
  return stateTables.map((table, i) => `${table}:${rows[0]?.[`s${i}`] ?? ''}`).join(',');
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

/**
 * An environment where every fact, however deep (`env.rooms.outsideRegion1.id`), reads as 1: only
 * the names of a valid body's fields are wanted before the fixture exists.
 */
const ANY_ENV: SampleEnv = new Proxy(() => 1, {
  get: (_target, key) => (key === Symbol.toPrimitive ? () => 1 : ANY_ENV),
}) as unknown as SampleEnv;

describe.each(mutating.map((a) => [actionKey(a.spec)]))('%s', (key) => {
  const [module, action] = key.split('/');
  const sample = SAMPLES[key]!;

  const fields = Object.keys(sample.valid(ANY_ENV));
  it.runIf(fields.length > 0)('writes exactly one row for invalid input and changes nothing', async () => {
    const token = await callerToken(key);
    const before = await maxLogId();
    const checksum = await stateChecksum();
    const reply = await t.call(key, Object.fromEntries(fields.map((field) => [field, 'x'.repeat(5000)])), { token });
    expect(reply.status).toBe(400);
    expect(await t.logRows('id > $1', [before])).toMatchObject([{ module, action, result: 'failed', status: 400 }]);
    expect(await stateChecksum()).toBe(checksum);
  });

  /** A failing call: refused or failed, one log row, no other change (the handler's work rolled back). */
  async function expectFailure({ body, setup }: FailingCall, files?: TestFile[]) {
    const token = await callerToken(key);
    if (setup) {
      const done = await t.call(key, setup, { token });
      expect(done.status, `setup: ${done.msg}`).toBe(200);
    }
    const before = await maxLogId();
    const checksum = await stateChecksum();
    const reply = await t.call(key, body, { token, files });
    expect(reply.status).not.toBe(200);
    const rows = await t.logRows('id > $1', [before]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ module, action });
    expect(['failed', 'refused']).toContain(rows[0]?.result);
    expect(await stateChecksum()).toBe(checksum);
  }

  it.runIf(sample.failing)('rolls back a failure inside the handler and writes only the failure row', async () => {
    await expectFailure({ body: sample.failing!(env) }, sample.files?.failing);
  });

  it.each(Object.keys(sample.failures ?? {}))(
    'refuses a call with %s, writes only the failure row, changes nothing',
    async (name) => {
      await expectFailure(sample.failures![name]!(env));
    },
  );

  // Last: a success may change what the other cases rely on (a changed password, a deleted row).
  it('writes exactly one operation-log row when it succeeds', async () => {
    const token = await callerToken(key);
    const before = await maxLogId();
    const reply = await t.call(key, sample.valid(env), { token, files: sample.files?.valid });
    expect(reply.status, reply.msg).toBe(200);
    const rows = await t.logRows('id > $1', [before]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ module, action, result: 'ok', status: 200 });
    // Its summary is a key of the catalogue whose parameters fill both languages' wording.
    const { summary_key: summaryKey, summary_params: params } = rows[0] as {
      summary_key: string | null;
      summary_params: unknown;
    };
    for (const lang of ['zh-cn', 'en-us'] as const) {
      const text = logSummaryText(String(summaryKey), params, lang);
      expect(text, `${summaryKey} in ${lang}`).toBeTruthy();
      expect(text, `${summaryKey} in ${lang}`).not.toMatch(/\{\w+\}/);
    }
  });
});

describe('the operation log', () => {
  it('cannot be edited or deleted, even with direct SQL', async () => {
    await expect(t.db.query(`UPDATE operation_log SET summary = 'changed'`)).rejects.toThrow(/append-only/);
    await expect(t.db.query('DELETE FROM operation_log')).rejects.toThrow(/append-only/);
    await expect(t.db.query('TRUNCATE operation_log')).rejects.toThrow(/append-only/);
  });
});
