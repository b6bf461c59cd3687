import { actionKey, logSummaryText } from '@console/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildRegistry } from '../src/engine/registry.ts';
import { MODULES } from '../src/modules/index.ts';
import { startTestApp, type TestApp, type TestFile } from './harness.ts';
import { type FailingCall, SAMPLES, type SampleEnv, sampleEnv } from './samples.ts';
import { schemaTables } from './schema-tables.ts';

const mutating = [...buildRegistry(MODULES).actions.values()].filter((a) => a.spec.mutates);
/**
 * Tables a failing call may change on purpose: failed sign-ins are counted (login_failure), every
 * case counts the log's own rows (operation_log), and a money action's key is claimed before its
 * handler and released when it fails (idempotency_key: money actions are called with a key). Every
 * other table of the schema is watched, so a new table is covered the moment a migration creates it.
 */
const CHANGED_ON_PURPOSE = new Set(['login_failure', 'operation_log', 'idempotency_key']);

let t: TestApp;
let env: SampleEnv;
let stateTables: string[];
beforeAll(async () => {
  t = await startTestApp();
  env = await sampleEnv(t);
  stateTables = await schemaTables(t.db, CHANGED_ON_PURPOSE);
  await watchChanges(stateTables);
});

/**
 * Records every committed change of the given tables in a table of this file's database: a row per
 * inserted, updated or deleted row (and per truncate), written by a trigger in the changing
 * transaction, so work a failing call rolls back leaves no trace, and what it kept names its table.
 * (It replaced an md5 of every table before and after each case: two full reads of the schema a
 * case, most of this suite's time.) One row per change, never a shared counter: a counter row would
 * make concurrent transactions (a batch job and the next case) wait on each other.
 */
async function watchChanges(tables: readonly string[]): Promise<void> {
  await t.db.exec(`
    CREATE TABLE audit_change (id bigserial PRIMARY KEY, table_name text NOT NULL);
    CREATE FUNCTION audit_change_seen() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO audit_change (table_name) VALUES (TG_TABLE_NAME); RETURN NULL; END $$;
    ${tables
      .map(
        (table) => `
      CREATE TRIGGER audit_change_row AFTER INSERT OR UPDATE OR DELETE ON "${table}"
        FOR EACH ROW EXECUTE FUNCTION audit_change_seen();
      CREATE TRIGGER audit_change_truncate AFTER TRUNCATE ON "${table}"
        FOR EACH STATEMENT EXECUTE FUNCTION audit_change_seen();`,
      )
      .join('')}`);
}

/** Where the change record stands now. */
async function changeMark(): Promise<number> {
  const { rows } = await t.db.query<{ id: number | null }>('SELECT max(id) AS id FROM audit_change');
  return rows[0]?.id ?? 0;
}

/** The tables changed (and committed) since a mark. */
async function changedSince(mark: number): Promise<string[]> {
  const { rows } = await t.db.query<{ name: string }>(
    'SELECT DISTINCT table_name AS name FROM audit_change WHERE id > $1 ORDER BY name',
    [mark],
  );
  return rows.map((row) => row.name);
}

it('watches every table of the schema but those changed on purpose', async () => {
  expect(stateTables).toEqual(expect.arrayContaining(['admin', 'admin_session', 'member', 'member_prop', 'sensitive_word']));
  expect(stateTables).not.toContain('operation_log');
  const { rows } = await t.db.query<{ name: string }>(
    `SELECT DISTINCT c.relname AS name FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
     WHERE g.tgname = 'audit_change_row' ORDER BY name`,
  );
  expect(rows.map((row) => row.name)).toEqual([...stateTables].sort());
});

it('sees a committed change and not a rolled-back one', async () => {
  const mark = await changeMark();
  await t.db
    .transaction(async (tx) => {
      await tx.query(`UPDATE sensitive_word SET word = word WHERE id = (SELECT min(id) FROM sensitive_word)`);
      throw new Error('rolled back');
    })
    .catch(() => undefined);
  expect(await changedSince(mark)).toEqual([]);
  await t.db.query(`UPDATE sensitive_word SET word = word WHERE id = (SELECT min(id) FROM sensitive_word)`);
  expect(await changedSince(mark)).toEqual(['sensitive_word']);
});

async function maxLogId(): Promise<number> {
  const { rows } = await t.db.query<{ id: number | null }>('SELECT max(id) AS id FROM operation_log');
  return rows[0]?.id ?? 0;
}

const specs = new Map(mutating.map((a) => [actionKey(a.spec), a.spec]));

/** The sample's caller, signed in (and re-checked for sensitive actions). */
async function callerToken(key: string): Promise<string | undefined> {
  const caller = SAMPLES[key]?.caller ?? 'admin';
  if (caller === 'anonymous') return undefined;
  // One that asks every time re-checks for each call (passRecheck), before what is counted.
  return specs.get(key)?.sensitive && !specs.get(key)?.recheckEachTime ? t.loginRechecked(caller) : t.login(caller);
}

/** An action that asks every time: the password for this very call, before its log rows are counted. */
async function passRecheck(key: string, body: Record<string, unknown>, token: string | undefined): Promise<void> {
  if (specs.get(key)?.recheckEachTime && token) await t.recheckFor(key, body, token);
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
    const mark = await changeMark();
    const reply = await t.call(key, Object.fromEntries(fields.map((field) => [field, 'x'.repeat(5000)])), { token });
    expect(reply.status).toBe(400);
    expect(await t.logRows('id > $1', [before])).toMatchObject([{ module, action, result: 'failed', status: 400 }]);
    expect(await changedSince(mark), 'tables changed').toEqual([]);
  });

  /** A failing call: refused or failed, one log row, no other change (the handler's work rolled back). */
  async function expectFailure({ body, setup }: FailingCall, files?: TestFile[]) {
    const token = await callerToken(key);
    if (setup) {
      await passRecheck(key, setup, token);
      const done = await t.call(key, setup, { token });
      expect(done.status, `setup: ${done.msg}`).toBe(200);
    }
    await passRecheck(key, body, token);
    const before = await maxLogId();
    const mark = await changeMark();
    const reply = await t.call(key, body, { token, files, headers: sample.headers });
    expect(reply.status).not.toBe(200);
    const rows = await t.logRows('id > $1', [before]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ module, action });
    expect(['failed', 'refused']).toContain(rows[0]?.result);
    expect(await changedSince(mark), 'tables changed').toEqual([]);
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
    await passRecheck(key, sample.valid(env), token);
    const before = await maxLogId();
    const reply = await t.call(key, sample.valid(env), { token, files: sample.files?.valid, headers: sample.headers });
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
