import type { ApplicationRow } from '@console/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { applicationCount, applyCalls, membersFor, type Staff, staffFor } from './apply.test-helpers.ts';

/*
 * Prop applications (SPEC §2 addPropsApply): an item of the prop catalogues (a shop prop, a
 * nameplate, a ring, a coupon), how many each member gets and for how long; approved by another
 * admin, given through the one prop send path on the applicant's prop quota, each copy once.
 */
let t: TestApp;
let staff: Staff;
let members: number[];
let calls: ReturnType<typeof applyCalls>;
let coupon: { id: number; days: number; name: string };
let nameplateId: number;

const applyProps = (token: string, body: Record<string, unknown>, lang: 'en-us' | 'zh-cn' = 'en-us') =>
  t.call<ApplicationRow>(
    'SendCoins/addPropsApply',
    {
      leader_id: staff.ids.admin,
      prop_kind: 'coupon',
      item_id: coupon.id,
      item_count: 1,
      usd_amount: 0,
      reason: 'Recharge promotion',
      ...body,
    },
    { token, lang },
  );
const grantsUnder = async (id: number) =>
  (
    await t.db.query<{ member_id: number; source_key: string; admin_name: string; days: number }>(
      `SELECT member_id, source_key, admin_name, days FROM prop_grant WHERE source_key LIKE $1 ORDER BY source_key, member_id`,
      [`application:${id}%`],
    )
  ).rows;
const propUsed = async () =>
  Number(
    (await t.db.query<{ used: number }>('SELECT prop_used AS used FROM admin WHERE id = $1', [staff.ids.operator])).rows[0]?.used,
  );

beforeAll(async () => {
  t = await startTestApp();
  staff = await staffFor(t);
  members = (await membersFor(t)).elsewhere;
  calls = applyCalls(t);
  const found = await t.db.query<{ id: number; days: number; name: string }>(
    'SELECT id, validity_days AS days, name FROM coupon WHERE is_on ORDER BY id LIMIT 1',
  );
  coupon = found.rows[0] as { id: number; days: number; name: string };
  nameplateId = (await t.db.query<{ id: number }>('SELECT id FROM nameplate ORDER BY id LIMIT 1')).rows[0]?.id as number;
  await t.db.query('UPDATE admin SET prop_quota = 1000, prop_used = 0 WHERE id = $1', [staff.ids.operator]);
});

describe('prop applications', () => {
  it('give each member every copy applied for, once, on the applicant’s prop quota', async () => {
    const ids = members.slice(0, 2);
    const reply = await applyProps(staff.operator, { ids: ids.join(','), item_count: 2 });
    expect(reply).toMatchObject({
      status: 200,
      data: {
        kind: 'props',
        prop_kind: 'coupon',
        item_name: coupon.name,
        item_count: 2,
        days: coupon.days,
        user_count: 2,
        total_coins: 0,
      },
    });
    const [log] = (await t.logRows(`action = 'addPropsApply' AND result = 'ok'`)).slice(-1);
    expect(log).toMatchObject({
      summary: `Application #${reply.data.id}: ${coupon.name} × 2 for 2 members (${coupon.days} days), leader admin`,
    });
    const used = await propUsed();
    expect(await calls.approve(staff.admin, reply.data.id, reply.data.hash)).toMatchObject({
      status: 200,
      data: { state: 'passed', members: 2, total: 4, posting_ids: [] },
    });
    const key = `application:${reply.data.id}`;
    expect(await grantsUnder(reply.data.id)).toEqual(
      [key, `${key}#2`].flatMap((sourceKey) =>
        ids
          .toSorted((a, b) => a - b)
          .map((member) => ({ member_id: member, source_key: sourceKey, admin_name: 'operator', days: coupon.days })),
      ),
    );
    const held = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM coupon_holding WHERE coupon_id = $1 AND member_id = ANY($2)',
      [coupon.id, ids],
    );
    expect(held.rows[0]?.n).toBeGreaterThanOrEqual(4);
    expect(await propUsed()).toBe(used + 4);
    const [approved] = (await t.logRows(`action = 'approveApply' AND result = 'ok'`)).slice(-1);
    expect(approved).toMatchObject({
      summary: `Approve application #${reply.data.id} of operator: ${coupon.name} × 2 for 2 members (${coupon.days} days)`,
    });
    expect(await calls.approve(staff.boss, reply.data.id, reply.data.hash)).toMatchObject({ status: 400 });
    expect(await grantsUnder(reply.data.id)).toHaveLength(4);
  });

  it('refuses an unknown item, a nameplate without days, too many copies, and another kind’s form, keeping nothing', async () => {
    const before = await applicationCount(t);
    const unknown = await applyProps(staff.operator, { ids: members[2], item_id: 999_999 });
    expect(unknown).toMatchObject({
      status: 400,
      msg: 'No item of this kind has this id: check the kind and the id',
      data: { errors: { item_id: 'No item of this kind has this id: check the kind and the id' } },
    });
    expect((await applyProps(staff.operator, { ids: members[2], item_id: 999_999 }, 'zh-cn')).msg).toBe(
      '没有此ID的该类物品,请核对物品类型和ID',
    );
    const plate = await applyProps(staff.operator, { ids: members[2], prop_kind: 'nameplate', item_id: nameplateId });
    expect(plate).toMatchObject({ status: 400, data: { errors: { days: 'Cannot be empty' } } });
    expect((await applyProps(staff.operator, { ids: members[2], item_count: 11 })).status).toBe(400);
    expect(await applicationCount(t)).toBe(before);

    const { data: coins } = await calls.apply(staff.operator, { leader_id: staff.ids.admin, ids: members[2], amount: 5 });
    const crossed = await t.call(
      'SendCoins/editPropsApply',
      {
        id: coins.id,
        leader_id: staff.ids.admin,
        ids: members[2],
        prop_kind: 'coupon',
        item_id: coupon.id,
        item_count: 1,
        usd_amount: 0,
        reason: 'x',
      },
      { token: staff.operator },
    );
    expect(crossed).toMatchObject({ status: 400, msg: 'This application is of another kind: change it with its own form' });
  });

  it('binds the approval to what was applied for, and names the applicant when their prop quota is short', async () => {
    const { data: first } = await applyProps(staff.operator, { ids: members.slice(3, 6).join(','), days: 30 });
    const edited = await t.call<ApplicationRow>(
      'SendCoins/editPropsApply',
      {
        id: first.id,
        leader_id: staff.ids.admin,
        ids: members.slice(3, 6).join(','),
        prop_kind: 'coupon',
        item_id: coupon.id,
        item_count: 3,
        days: 30,
        usd_amount: 0,
        reason: 'Recharge promotion',
      },
      { token: staff.operator },
    );
    expect(edited).toMatchObject({ status: 200, data: { item_count: 3 } });
    expect(await calls.approve(staff.admin, first.id, first.hash)).toMatchObject({
      status: 400,
      msg: 'This application changed after you opened it: look at it again before deciding',
    });
    const used = await propUsed();
    await t.db.query('UPDATE admin SET prop_quota = $1 WHERE id = $2', [used + 5, staff.ids.operator]);
    try {
      const short = await calls.approve(staff.admin, first.id, edited.data.hash);
      expect(short).toMatchObject({ status: 402, msg: 'The applicant operator has not enough prop quota: 2 left, 3 needed' });
      expect(await grantsUnder(first.id)).toEqual([]);
      expect(await propUsed()).toBe(used);
    } finally {
      await t.db.query('UPDATE admin SET prop_quota = 1000 WHERE id = $1', [staff.ids.operator]);
    }
    expect(await calls.approve(staff.admin, first.id, edited.data.hash)).toMatchObject({
      status: 200,
      data: { members: 3, total: 9 },
    });
  });
});
