import { type ActionSpec, actionKey } from '@console/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildRegistry } from '../src/engine/registry.ts';
import { MODULES } from '../src/modules/index.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { SAMPLES, type SampleEnv, sampleEnv } from './samples.ts';
import { schemaTables } from './schema-tables.ts';

/*
 * Issue 27 item 6: money moves only under an Idempotency-Key. Every action flagged `money` refuses
 * a call without one and changes nothing; and every mutating action's valid sample is run with a
 * key while triggers watch where money lives (the ledger, balances, quotas used, limits, gifts and
 * props given, batches): an action that moved any of it without the flag fails here.
 */
const specs = [...buildRegistry(MODULES).actions.values()].map((registered) => registered.spec);
const mutating = specs.filter((spec) => spec.mutates);
const money = specs.filter((spec) => spec.money);

/**
 * The actions known to move coins, diamonds or beans or to use a grant quota, read off their
 * handlers (ledger postings, quota updates): a flag taken off one of them fails the first test, a
 * new money action must be added here, on purpose.
 */
const KNOWN_MONEY = [
  'AgentManagement/agentRechargeConfirm',
  'Coupon/sendCoupon',
  'InviteNewPeople/invitePlanSettle',
  'InviteNewPeople/recallConfirm',
  'LostOrder/appleLostOrderCredit',
  'LostOrder/failedOrderCredit',
  'InviteNewPeople/supportGrant',
  'Member/createProp',
  'Member/deductBean',
  'Member/deductCoin',
  'Member/sendGold',
  'Nameplate/sendNameplate',
  'PresideManagement/hostDiamondClear',
  'PresideManagement/hostDiamondDeduct',
  'Ring/grantRing',
  'Room/activityRoomSupportBatch',
  'Refund/refundRecover',
  'Refund/refundRepay',
  'Room/sendPoorGift',
  'RoomSupport/RoomGrantSupport',
  'RoomSupport/roomSupportAdd',
  'SendCoins/approveApply',
  'SendCoins/batchSend',
  'SendCoins/sendCoins',
  'SendCoins/sendGiftBag',
];

/** Whole tables where a change is money moving: postings, batches, limits used, gifts and props given. */
const MONEY_TABLES = [
  'ledger_posting',
  'ledger_entry',
  'coin_batch',
  'coin_batch_member',
  'grant_month',
  'prop_grant_month',
  'gift_backpack',
  'prop_grant',
];
/** Columns of shared tables that are money: balances, and the quotas an admin has used. */
const MONEY_COLUMNS: Record<string, string[]> = {
  member: ['gold', 'diamond', 'bean'],
  admin: ['gold_used', 'gift_used', 'prop_used'],
};
/** Changed by any call, refused or not: the log of the refusal, sign-in bookkeeping. */
const CHANGED_ON_PURPOSE = new Set(['operation_log', 'login_failure', 'admin_session']);

let t: TestApp;
let env: SampleEnv;
let everyTable: string[];
beforeAll(async () => {
  t = await startTestApp();
  env = await sampleEnv(t);
  everyTable = await schemaTables(t.db, CHANGED_ON_PURPOSE);
  await watch();
});

/**
 * Two change records written by triggers in the changing transaction (so rolled-back work leaves
 * none): `any_change` for every table, `money_change` for the money tables and columns only.
 */
async function watch(): Promise<void> {
  const changed = (column: string) => `OLD.${column} IS DISTINCT FROM NEW.${column}`;
  await t.db.exec(`
    CREATE TABLE any_change (id bigserial PRIMARY KEY, table_name text NOT NULL);
    CREATE TABLE money_change (id bigserial PRIMARY KEY, table_name text NOT NULL);
    CREATE FUNCTION any_change_seen() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO any_change (table_name) VALUES (TG_TABLE_NAME); RETURN NULL; END $$;
    CREATE FUNCTION money_change_seen() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO money_change (table_name) VALUES (TG_TABLE_NAME); RETURN NULL; END $$;
    ${everyTable
      .map(
        (table) => `
      CREATE TRIGGER any_change_row AFTER INSERT OR UPDATE OR DELETE ON "${table}"
        FOR EACH ROW EXECUTE FUNCTION any_change_seen();`,
      )
      .join('')}
    ${MONEY_TABLES.map(
      (table) => `
      CREATE TRIGGER money_change_row AFTER INSERT OR UPDATE OR DELETE ON "${table}"
        FOR EACH ROW EXECUTE FUNCTION money_change_seen();`,
    ).join('')}
    ${Object.entries(MONEY_COLUMNS)
      .map(
        ([table, columns]) => `
      CREATE TRIGGER money_change_columns AFTER UPDATE OF ${columns.join(', ')} ON "${table}"
        FOR EACH ROW WHEN (${columns.map(changed).join(' OR ')}) EXECUTE FUNCTION money_change_seen();`,
      )
      .join('')}`);
}

async function mark(): Promise<{ any: number; money: number }> {
  const { rows } = await t.db.query<{ any: number | null; money: number | null }>(
    'SELECT (SELECT max(id) FROM any_change) AS any, (SELECT max(id) FROM money_change) AS money',
  );
  return { any: Number(rows[0]?.any ?? 0), money: Number(rows[0]?.money ?? 0) };
}

/** The tables changed (and committed) since a mark, in one record. */
async function changedSince(record: 'any_change' | 'money_change', since: number): Promise<string[]> {
  const { rows } = await t.db.query<{ name: string }>(
    `SELECT DISTINCT table_name AS name FROM ${record} WHERE id > $1 ORDER BY name`,
    [since],
  );
  return rows.map((row) => row.name);
}

/** The sample's caller, signed in (and re-checked for sensitive actions). */
async function callerToken(spec: ActionSpec): Promise<string | undefined> {
  const caller = SAMPLES[actionKey(spec)]?.caller ?? 'admin';
  if (caller === 'anonymous') return undefined;
  // A loginRechecked token also answers the password asked for one call (recheckEachTime), as the console does.
  return spec.sensitive || spec.recheckEachTime ? t.loginRechecked(caller) : t.login(caller);
}

describe('money actions', () => {
  it('are the known ones, each of them mutating', () => {
    expect(money.map(actionKey).sort()).toEqual([...KNOWN_MONEY].sort());
    expect(money.filter((spec) => !spec.mutates).map(actionKey)).toEqual([]);
  });

  it('see their triggers: a grant is a money change, a sign-in is not', async () => {
    const before = await mark();
    const token = await t.loginRechecked('admin');
    expect(await changedSince('money_change', before.money)).toEqual([]);
    const sent = await t.call(
      'Member/sendGold',
      { user_id: env.memberInRegion1, amount: 1, issue_type: '1', reason: 'x' },
      { token },
    );
    expect(sent.status, sent.msg).toBe(200);
    expect(await changedSince('money_change', before.money)).toEqual([
      'admin',
      'grant_month',
      'ledger_entry',
      'ledger_posting',
      'member',
    ]);
  });
});

// First, while every sample's row is as the fixture made it: a refusal changes nothing.
describe.each(money.map((spec) => [actionKey(spec), spec] as const))('%s without an Idempotency-Key', (key, spec) => {
  it('is refused with a clear message, in both languages, and changes nothing', async () => {
    const sample = SAMPLES[key];
    expect(sample, 'a sample').toBeDefined();
    const token = await callerToken(spec);
    const before = await mark();
    const lastLog = (await t.db.query<{ id: number | null }>('SELECT max(id) AS id FROM operation_log')).rows[0]?.id ?? 0;
    for (const [lang, msg] of [
      ['en-us', 'This action moves money and needs an Idempotency-Key header'],
      ['zh-cn', '缺少幂等键(Idempotency-Key),涉及金额的操作必须携带'],
    ] as const) {
      const reply = await t.call(key, sample!.valid(env), {
        token,
        lang,
        files: sample!.files?.valid,
        headers: sample!.headers,
        idempotencyKey: false,
      });
      expect(reply).toMatchObject({ status: 400, msg });
    }
    expect(await changedSince('any_change', before.any), 'tables changed').toEqual([]);
    // Each refusal is logged, as any refused call is.
    const logged = await t.logRows('id > $1', [lastLog]);
    expect(logged.map((row) => [row.action, row.status])).toEqual([
      [spec.action, 400],
      [spec.action, 400],
    ]);
  });
});

// Then each mutating action once as it succeeds, in registry order as the audit suite runs them.
describe.each(mutating.map((spec) => [actionKey(spec), spec] as const))('%s with a valid body', (key, spec) => {
  it(spec.money ? 'moves money, under its key' : 'moves no money, or it would need the money flag', async () => {
    const sample = SAMPLES[key];
    expect(sample, 'a sample').toBeDefined();
    const token = await callerToken(spec);
    const before = await mark();
    const reply = await t.call(key, sample!.valid(env), { token, files: sample!.files?.valid, headers: sample!.headers });
    expect(reply.status, reply.msg).toBe(200);
    const moved = await changedSince('money_change', before.money);
    if (spec.money) expect(moved, 'money changes').not.toEqual([]);
    else expect(moved, 'money changed by an action without the money flag').toEqual([]);
  });
});
