import { menuIdAt } from '@console/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../../test/fixture-db.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { createAdminWithSession } from '../../../test/staff.ts';

/*
 * Issue 31, the refund center: a refund larger than the balance takes the balance to zero through
 * the ledger and records the rest as debt, the ledger balanced; taking back asks the password for
 * that very call; debt is repaid one member at a time; the user page reads the member's debt.
 */
type Refund = { id: number; member_id: number; coins: number; status: string; recovered: number; debt: number; repaid: number };

let t: TestApp;
let admin: string;
let memberId: number;

const call = <T>(action: string, body: Record<string, unknown>, token = admin, lang: 'en-us' | 'zh-cn' = 'en-us') =>
  t.call<T>(`Refund/${action}`, body, { token, lang });
const gold = async (id = memberId) =>
  Number((await t.db.query<{ gold: string }>('SELECT gold FROM member WHERE id = $1', [id])).rows[0]?.gold);
const ledgerCheck = async () =>
  (await t.call<{ mismatches: unknown[]; unbalanced_postings: number[] }>('Ledger/ledgerCheck', {}, { token: admin })).data;
let orders = 0;
const addRefund = async (coins: number, member = memberId) =>
  call<Refund>('refundAdd', {
    order_no: `GPA.TEST-${++orders}`,
    pay_type: 'google',
    member_id: member,
    coins,
    reason: 'chargeback',
    refunded_at: 1_790_000_000,
  });

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginRechecked('admin');
  const { rows } = await t.db.query<{ id: number }>(
    'SELECT id FROM member WHERE gold > 1000 AND id NOT IN (SELECT member_id FROM store_refund) ORDER BY id LIMIT 1',
  );
  memberId = rows[0]?.id as number;
});

describe('refund center', () => {
  it('records a refund against a member, in their region; bad input changes nothing', async () => {
    const added = await addRefund(500);
    expect(added.status).toBe(200);
    expect(added.data).toMatchObject({ status: 'reported', member_id: memberId, coins: 500, debt: 0 });
    const bad = await call('refundAdd', { order_no: 'X', pay_type: 'paypal', member_id: memberId, coins: -3 }, admin, 'zh-cn');
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.data as { errors: object }).errors)).toEqual(expect.arrayContaining(['pay_type', 'coins']));
    const duplicate = await call('refundAdd', {
      order_no: `GPA.TEST-${orders}`,
      pay_type: 'google',
      member_id: memberId,
      coins: 5,
      refunded_at: 1,
    });
    expect(duplicate.status).toBe(400);
  });

  it('asks the password for each take-back, not only within the 10-minute window', async () => {
    const windowed = await t.login('admin');
    expect((await t.call('Admin/checkAdminPwd', { password: TEST_PASSWORD }, { token: windowed })).status).toBe(200);
    const added = await addRefund(10);
    const before = await gold();
    const asked = await call('refundRecover', { id: added.data.id }, windowed);
    expect(asked.status).toBe(405);
    expect(await gold()).toBe(before);
  });

  it("refuses a region's admin a refund of a member outside their regions, after the password for that call", async () => {
    const token = await createAdminWithSession(t.db, {
      username: 'refund_region1',
      kind: 'country_admin',
      regionIds: [1],
      now: t.clock.now(),
      menuIds: [menuIdAt('/riskcontrolManagement/refundCenter') as number],
    });
    // The demo admin's password, so that it can pass the re-check.
    await t.db.query(
      `UPDATE admin SET password_hash = (SELECT password_hash FROM admin WHERE username = 'admin') WHERE username = 'refund_region1'`,
    );
    const { rows } = await t.db.query<{ id: number }>(
      `SELECT id FROM store_refund WHERE status = 'reported' AND region_id <> 1 ORDER BY id LIMIT 1`,
    );
    const body = { id: rows[0]?.id };
    await t.recheckFor('Refund/refundRecover', body, token);
    const refused = await t.call('Refund/refundRecover', body, { token });
    expect(refused.status).toBe(403);
    const { rows: after } = await t.db.query<{ status: string }>('SELECT status FROM store_refund WHERE id = $1', [body.id]);
    expect(after[0]?.status).toBe('reported');
  });

  it('a refund larger than the balance: the balance to zero, the rest as debt, the ledger balanced', async () => {
    const balance = await gold();
    const added = await addRefund(balance + 1_234);
    const recovered = await call<Refund>('refundRecover', { id: added.data.id });
    expect(recovered.status).toBe(200);
    expect(recovered.data).toMatchObject({ status: 'in_debt', recovered: balance, debt: 1_234 });
    expect(await gold()).toBe(0);
    const { rows } = await t.db.query<{ amount: string }>('SELECT amount FROM ledger_posting WHERE source_key = $1', [
      `refund:${added.data.id}`,
    ]);
    expect(rows.map((row) => Number(row.amount))).toEqual([-balance]);
    expect(await ledgerCheck()).toMatchObject({ mismatches: [], unbalanced_postings: [] });
    // Taken back once: the second is refused naming who handled it.
    const again = await call('refundRecover', { id: added.data.id });
    expect(again.status).toBe(400);
    expect(again.msg).toContain('admin');
    // A refund taken from an empty balance is all debt.
    const empty = await call<Refund>('refundRecover', { id: (await addRefund(300)).data.id });
    expect(empty.data).toMatchObject({ status: 'in_debt', recovered: 0, debt: 300 });
    expect((await call<{ debt: number; refunds: number }>('memberRefundDebt', { user_id: memberId })).data).toEqual({
      debt: 1_534,
      refunds: 2,
    });
    const logged = await t.logRows(`action = 'refundRecover' AND result = 'ok'`);
    expect(logged.at(-1)).toMatchObject({ summary_key: 'refund_recover', target_type: 'store_refund' });
    expect(logged.at(-1)?.summary_params).toMatchObject({ member: memberId, coins: 300, recovered: 0, debt: 300 });
  });

  it('repays one member at a time from their balance, oldest refund first', async () => {
    expect((await call('refundRepay', { user_id: memberId })).status).toBe(400); // no coins yet
    const sent = await t.call(
      'Member/sendGold',
      { user_id: memberId, amount: 1_500, issue_type: '10', reason: 'top-up' },
      { token: admin },
    );
    expect(sent.status).toBe(200);
    expect((await call('refundRepay', { user_id: `${memberId},${memberId + 1}` })).status).toBe(400);
    const repaid = await call<{ repaid: number; debt: number }>('refundRepay', { user_id: memberId });
    expect(repaid.data).toEqual({ repaid: 1_500, debt: 34 });
    expect(await gold()).toBe(0);
    const { rows } = await t.db.query<{ status: string; debt: string; repaid: string }>(
      `SELECT status, debt, repaid FROM store_refund WHERE member_id = $1 AND status <> 'reported' ORDER BY id`,
      [memberId],
    );
    expect(rows.map((row) => [row.status, Number(row.debt), Number(row.repaid)])).toEqual([
      ['settled', 0, 1_234],
      ['in_debt', 34, 266],
    ]);
    expect((await call('refundRepay', { user_id: 999_999_999 })).status).not.toBe(200);
    expect(await ledgerCheck()).toMatchObject({ mismatches: [], unbalanced_postings: [] });
  });
});
