import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

type Page<T> = { list: T[]; total: number };
type Payment = { user_id: number; recharge_type: string; state: string; agent_id: number | null; agent_no: number | null };
type Prop = { id: number; place: string; name: string };

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginRechecked('admin');
});

async function memberWith(sql: string): Promise<number> {
  const { rows } = await t.db.query<{ id: number }>(sql);
  return rows[0]!.id;
}

describe('payment records', () => {
  it('splits paid recharges, agent transfers and every payment order', async () => {
    const payer = await memberWith(
      "SELECT member_id AS id FROM member_payment WHERE state <> 'paid' AND recharge_type <> 'agent' ORDER BY member_id LIMIT 1",
    );
    const recharges = await t.call<Page<Payment>>('Member/memberRechargeList', { user_id: payer }, { token: admin });
    expect(recharges.data.total).toBeGreaterThan(0);
    expect(recharges.data.list.every((p) => p.state === 'paid' && p.recharge_type !== 'agent' && p.user_id === payer)).toBe(true);
    const orders = await t.call<Page<Payment>>('Member/payRecordList', { user_id: payer }, { token: admin });
    expect(orders.data.total).toBeGreaterThan(recharges.data.total);
    const pending = await t.call<Page<Payment>>('Member/payRecordList', { user_id: payer, state: 'pending' }, { token: admin });
    expect(pending.data.list.every((p) => p.state === 'pending')).toBe(true);

    const receiver = await memberWith(
      "SELECT member_id AS id FROM member_payment WHERE recharge_type = 'agent' ORDER BY member_id LIMIT 1",
    );
    const transfers = await t.call<Page<Payment>>('Member/memberTransferRechargeList', { user_id: receiver }, { token: admin });
    expect(transfers.data.list).toEqual([expect.objectContaining({ recharge_type: 'agent', agent_id: receiver - 7 })]);
    expect(transfers.data.list[0]?.agent_no).toEqual(expect.any(Number));
  });

  it('refuse a bad id, and a country admin asking about a member of another region', async () => {
    expect((await t.call('Member/memberRechargeList', { user_id: '-3' }, { token: admin })).data).toEqual({
      errors: { user_id: 'This ID is invalid' },
    });
    const outside = await memberWith('SELECT id FROM member WHERE region_id <> 1 AND id % 5 = 0 ORDER BY id LIMIT 1');
    const countryAdmin = await t.login('country_admin');
    for (const action of ['memberRechargeList', 'memberTransferRechargeList', 'payRecordList', 'findPropList']) {
      const reply = await t.call(`Member/${action}`, { user_id: outside }, { token: countryAdmin });
      expect(reply.status, action).toBe(403);
    }
  });
});

describe('props', () => {
  it('lists held and backpack props, shows one, and deletes each only from its own place', async () => {
    const owner = await memberWith("SELECT member_id AS id FROM member_prop WHERE place = 'backpack' ORDER BY member_id LIMIT 1");
    const all = await t.call<Page<Prop>>('Member/findPropList', { user_id: owner }, { token: admin });
    const held = all.data.list.filter((p) => p.place === 'held');
    const backpack = all.data.list.filter((p) => p.place === 'backpack');
    expect(held.length).toBeGreaterThan(0);
    expect(backpack.length).toBeGreaterThan(0);
    const onlyBackpack = await t.call<Page<Prop>>('Member/findPropList', { user_id: owner, place: 'backpack' }, { token: admin });
    expect(onlyBackpack.data.total).toBe(backpack.length);

    const detail = await t.call('Member/detailHoldProp', { user_id: owner, id: held[0]!.id }, { token: admin });
    expect(detail.data).toMatchObject({ id: held[0]!.id, name: held[0]!.name });
    const otherOwner = await t.call('Member/detailHoldProp', { user_id: owner + 1, id: held[0]!.id }, { token: admin });
    expect(otherOwner.status).not.toBe(200);

    const noReason = await t.call('Member/deleteHoldProp', { user_id: owner, id: held[0]!.id }, { token: admin });
    expect(noReason.data).toEqual({ errors: { reason: 'Cannot be empty' } });
    const wrongPlace = await t.call(
      'Member/deleteBackpackProp',
      { user_id: owner, id: held[0]!.id, reason: 'x' },
      { token: admin },
    );
    expect(wrongPlace.status).not.toBe(200);
    const done = await t.call('Member/deleteHoldProp', { user_id: owner, id: held[0]!.id, reason: 'Refunded' }, { token: admin });
    expect(done.status).toBe(200);
    const after = await t.call<Page<Prop>>('Member/findPropList', { user_id: owner }, { token: admin });
    expect(after.data.list.map((p) => p.id)).not.toContain(held[0]!.id);
    const { rows } = await t.db.query('SELECT deleted_by_name, delete_reason FROM member_prop WHERE id = $1', [held[0]!.id]);
    expect(rows[0]).toEqual({ deleted_by_name: 'admin', delete_reason: 'Refunded' });
    const [log] = (await t.logRows(`action = 'deleteHoldProp' AND result = 'ok'`)).slice(-1);
    expect(log).toMatchObject({ target_id: String(owner), before: expect.objectContaining({ id: held[0]!.id, place: 'held' }) });
  });
});
