import { defineAction, menuIdAt } from '@console/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { implement } from '../../engine/context.ts';
import { MODULES } from '../index.ts';
import { grantProps } from './prop-grant.ts';

/*
 * Props, nameplates, rings and coupons given to members (issue 15 item 2): recipients checked as
 * for coins, the prop quota and the monthly per-type limit consumed in the send's own transaction,
 * refusals leaving nothing behind, the holdings shown by the member's prop list and the hidden lists.
 */
type Sent = { members: number; total: number; days: number };
type Page<T> = { list: T[]; total: number };

let t: TestApp;
let admin: string;
let countryAdmin: string;
/** Members of region 1 (the country admin's) and one of another region. */
let own: number[];
let foreign: number;
/** A car sold in region 1, one sold only elsewhere, a nameplate, a ring on shelf and one off, a coupon. */
let car: { id: number; name: string; validity_days: number };
let farCar: number;
let plate: number;
let ring: number;
let ringOff: number;
let coupon: number;

const one = async <T>(sql: string) => (await t.db.query<T>(sql)).rows[0] as T;
/** What a send may change: records, holdings, quotas, month counts. */
const snapshot = async () =>
  one<Record<string, number>>(
    `SELECT (SELECT count(*)::int FROM prop_grant) AS grants, (SELECT count(*)::int FROM member_prop) AS props,
       (SELECT count(*)::int FROM nameplate_grant) AS plates, (SELECT count(*)::int FROM ring_grant) AS rings,
       (SELECT count(*)::int FROM coupon_holding) AS coupons, (SELECT coalesce(sum(count), 0)::int FROM prop_grant_month) AS month,
       (SELECT sum(prop_used)::int FROM admin) AS used`,
  );
const userNo = async (id: number | undefined) => (await one<{ n: number }>(`SELECT user_no AS n FROM member WHERE id = ${id}`)).n;
const propUsed = async (username: string) =>
  (await one<{ used: number }>(`SELECT prop_used AS used FROM admin WHERE username = '${username}'`)).used;
const give = (body: Record<string, unknown>, token = admin, lang: 'en-us' | 'zh-cn' = 'en-us') =>
  t.call<Sent>('Member/createProp', { prop_id: car.id, reason: 'Event prize', ...body }, { token, lang });

/**
 * What an approved application will do: grantProps under a source key, as the applicant (their
 * quota, name and regions). Served by this file's app only.
 */
const keyedGrant = implement(
  defineAction({
    module: 'Test',
    action: 'keyedPropGrant',
    summary: 'grantProps under a source key, as another admin',
    permission: { menu: menuIdAt('/sendCoins/sendCoins') },
    mutates: true,
    input: z.object({ ids: z.array(z.number()), ring_id: z.number(), key: z.string(), issuer: z.number() }),
    output: z.unknown(),
  }),
  async (input, ctx) => {
    const issuer = await ctx.auth.principalOf(ctx.sql, input.issuer);
    if (!issuer) throw new Error('no issuer');
    return grantProps(ctx, {
      kind: 'ring',
      itemId: input.ring_id,
      memberIds: input.ids,
      reason: 'Approved application',
      sourceKey: input.key,
      issuer: { id: issuer.principal.adminId, name: issuer.principal.username },
      scope: issuer.principal.scope,
    });
  },
);

beforeAll(async () => {
  t = await startTestApp({ modules: [...MODULES, { name: 'test', actions: [keyedGrant] }] });
  admin = await t.loginRechecked('admin');
  // The country admin holds the send menu (coins and props); here also the nameplate, ring and coupon send lists.
  await t.db.query(`UPDATE role SET menu_ids = menu_ids || ARRAY[13000, 13004, 13006, 13008] WHERE kind = 'country_admin'`);
  countryAdmin = await t.loginRechecked('country_admin');
  const { rows } = await t.db.query<{ id: number; region_id: number }>(
    `(SELECT id, region_id FROM member WHERE region_id = 1 ORDER BY id LIMIT 6)
     UNION ALL (SELECT id, region_id FROM member WHERE region_id <> 1 ORDER BY id LIMIT 1)`,
  );
  own = rows.filter((row) => row.region_id === 1).map((row) => row.id);
  foreign = rows.find((row) => row.region_id !== 1)?.id as number;
  car = await one(
    `SELECT id, name, validity_days FROM shop_prop WHERE prop_type = 'car' AND 1 = ANY(regions) ORDER BY id LIMIT 1`,
  );
  farCar = (await one<{ id: number }>(`SELECT id FROM shop_prop WHERE NOT 1 = ANY(regions) ORDER BY id LIMIT 1`)).id;
  plate = (await one<{ id: number }>('SELECT min(id) AS id FROM nameplate')).id;
  ring = (await one<{ id: number }>('SELECT min(id) AS id FROM ring WHERE is_on')).id;
  ringOff = (await one<{ id: number }>('SELECT min(id) AS id FROM ring WHERE NOT is_on')).id;
  coupon = (await one<{ id: number }>('SELECT min(id) AS id FROM coupon')).id;
  await t.db.query(`UPDATE admin SET prop_quota = 1000, prop_used = 0 WHERE username = 'country_admin'`);
});

describe('Member/createProp', () => {
  it("puts the prop into each member's backpack for its validity, counted against the quota and the month", async () => {
    const before = await propUsed('country_admin');
    const sent = await give({ ids: own.slice(0, 2).join(',') }, countryAdmin);
    expect(sent).toMatchObject({ status: 200, data: { members: 2, total: 2, days: car.validity_days } });
    const held = await t.call<Page<{ name: string; prop_type: string; place: string; source: string; expires_at: number }>>(
      'Member/findPropList',
      { user_id: own[0], place: 'backpack', prop_type: 'car' },
      { token: admin },
    );
    expect(held.data.list[0]).toMatchObject({
      name: car.name,
      place: 'backpack',
      source: 'staff grant',
      expires_at: t.clock.now() + car.validity_days * 86_400,
    });
    expect(await propUsed('country_admin')).toBe(before + 2);
    const month = await one<{ count: number }>(
      `SELECT count FROM prop_grant_month WHERE prop_type = 'car' AND admin_id = (SELECT id FROM admin WHERE username = 'country_admin')`,
    );
    expect(month.count).toBe(2);
    const [log] = await t.logRows(`action = 'createProp' AND result = 'ok'`);
    expect(log).toMatchObject({ summary: `Give prop ${car.name} to 2 members (${car.validity_days} days): Event prize` });
  });

  it('gives the days asked instead of the validity', async () => {
    const sent = await give({ ids: own[2], days: 3 });
    expect(sent).toMatchObject({ status: 200, data: { days: 3 } });
    const { rows } = await t.db.query<{ expires_at: number }>(
      'SELECT expires_at FROM member_prop WHERE member_id = $1 ORDER BY id DESC LIMIT 1',
      [own[2]],
    );
    expect(Number(rows[0]?.expires_at)).toBe(t.clock.now() + 3 * 86_400);
  });

  it('refuses each bad send with its message, in both languages, and changes nothing', async () => {
    await t.db.query('INSERT INTO grant_setting (id, max_recipients, monthly_coin_limit) VALUES (1, 3, 10000000)');
    try {
      const before = await snapshot();
      const cases: [Record<string, unknown>, string, string][] = [
        [{ ids: `${own[0]},${own[0]}` }, `ID ${own[0]} appears more than once; list each member once`, `ID ${own[0]} 重复出现`],
        [{ ids: `${own[0]},999999999999` }, 'These IDs are not members: 999999999999', '这些ID不是用户:999999999999'],
        [{ ids: own.slice(0, 4).join(',') }, 'At most 3 recipients per issue', '每次最多发放给 3 个用户'],
        [{ ids: own[0], reason: '' }, 'Cannot be empty', '不能为空'],
        [{ ids: own[0], days: 0 }, 'Value is too small', '数值过小'],
        [{ ids: own[0], days: 3651 }, 'Value is too large', '数值过大'],
        [{ ids: '' }, 'This ID is invalid', '此ID无效'],
        [{ ids: own[0], prop_id: 999_999 }, 'No data', '数据不存在'],
      ];
      for (const [body, en, zh] of cases) {
        for (const [lang, message] of [
          ['en-us', en],
          ['zh-cn', zh],
        ] as const) {
          const reply = await give(body, admin, lang);
          expect(reply.status, JSON.stringify(body)).toBe(400);
          expect(JSON.stringify(reply.msg) + JSON.stringify(reply.data)).toContain(message);
        }
      }
      expect(await snapshot()).toEqual(before);
    } finally {
      await t.db.query('DELETE FROM grant_setting');
    }
  });

  it('keeps a country admin to their regions’ members and props, all or nothing', async () => {
    const before = await snapshot();
    const outside = await give({ ids: `${own[3]},${foreign}` }, countryAdmin);
    expect(outside).toMatchObject({ status: 403, msg: `These members are outside your regions: ${foreign}` });
    const farProp = await give({ ids: own[3], prop_id: farCar }, countryAdmin);
    expect(farProp).toMatchObject({ status: 400, msg: 'This item is off shelf or not sold in your regions; it cannot be given' });
    expect(farProp.data).toMatchObject({
      errors: { prop_id: 'This item is off shelf or not sold in your regions; it cannot be given' },
    });
    expect(await snapshot()).toEqual(before);
    // A super admin reaches every region.
    expect((await give({ ids: foreign, prop_id: farCar })).status).toBe(200);
  });

  it('refuses the send that would pass the prop quota with 402, and uses it to the last item', async () => {
    await t.db.query(`UPDATE admin SET prop_quota = prop_used + 2 WHERE username = 'country_admin'`);
    const used = await propUsed('country_admin');
    const before = await snapshot();
    const over = await give({ ids: own.slice(0, 3).join(',') }, countryAdmin);
    expect(over).toMatchObject({ status: 402, msg: 'Not enough prop quota: 2 left, 3 needed' });
    expect((await give({ ids: own.slice(0, 3).join(',') }, countryAdmin, 'zh-cn')).msg).toBe('道具额度不足:剩余 2,本次需要 3');
    expect(await snapshot()).toEqual(before);
    expect((await give({ ids: own.slice(0, 2).join(',') }, countryAdmin)).status).toBe(200);
    expect(await propUsed('country_admin')).toBe(used + 2);
    expect((await give({ ids: own[0] }, countryAdmin)).msg).toBe('Not enough prop quota: 0 left, 1 needed');
    await t.db.query(`UPDATE admin SET prop_quota = 1000, prop_used = 0 WHERE username = 'country_admin'`);
  });

  it('counts the first super admin’s props without limiting them', async () => {
    await t.db.query('UPDATE admin SET prop_quota = 0, prop_used = 0 WHERE id = 1');
    expect((await give({ ids: own[4] })).status).toBe(200);
    expect((await one<{ used: number }>('SELECT prop_used AS used FROM admin WHERE id = 1')).used).toBe(1);
  });
});

describe('the monthly prop send limit', () => {
  it('refuses the props of a type over the admin’s limit this month with 402; no limit set is no limit', async () => {
    // Sent so far without a limit, and counted: a limit set now starts from a clean month here.
    expect(
      (await one<{ n: number }>(`SELECT sum(count)::int AS n FROM prop_grant_month WHERE prop_type = 'car'`)).n,
    ).toBeGreaterThan(0);
    await t.db.query('DELETE FROM prop_grant_month');
    const setLimit = await t.call(
      'PropsLimit/save',
      {
        admin_id: (await one<{ id: number }>(`SELECT id FROM admin WHERE username = 'country_admin'`)).id,
        prop_type: 'car',
        monthly_limit: 3,
      },
      { token: admin },
    );
    expect(setLimit.status).toBe(200);
    const before = await snapshot();
    const over = await give({ ids: own.slice(0, 4).join(',') }, countryAdmin);
    expect(over).toMatchObject({ status: 402, msg: 'Over the monthly send limit of 3 for car: 3 left this month, 4 needed' });
    expect((await give({ ids: own.slice(0, 4).join(',') }, countryAdmin, 'zh-cn')).msg).toBe(
      '超出每月座驾发放限额 3:本月剩余 3,本次需要 4',
    );
    expect(await snapshot()).toEqual(before);
    expect((await give({ ids: own.slice(0, 3).join(',') }, countryAdmin)).status).toBe(200);
    expect((await give({ ids: own[0] }, countryAdmin)).msg).toBe(
      'Over the monthly send limit of 3 for car: 0 left this month, 1 needed',
    );
  });

  it('counts coupons as vouchers', async () => {
    const adminId = (await one<{ id: number }>(`SELECT id FROM admin WHERE username = 'country_admin'`)).id;
    await t.call('PropsLimit/save', { admin_id: adminId, prop_type: 'voucher', monthly_limit: 1 }, { token: admin });
    const body = { coupon_id: coupon, reason: 'Welcome back' };
    expect((await t.call('Coupon/sendCoupon', { ...body, ids: own[0] }, { token: countryAdmin })).status).toBe(200);
    const over = await t.call('Coupon/sendCoupon', { ...body, ids: own[1] }, { token: countryAdmin });
    expect(over).toMatchObject({ status: 402, msg: 'Over the monthly send limit of 1 for voucher: 0 left this month, 1 needed' });
  });
});

describe('nameplates, rings and coupons', () => {
  type Held = { user_no: number; region_id: number; granted_by_name: string; expires_at: number; reason?: string };
  const list = (path: string, filter: Record<string, unknown>) =>
    t.call<Page<Held>>(path, { ...filter, sort: 'granted_at', order: 'desc' }, { token: admin });

  it('sends a nameplate for the days asked (it has no validity of its own) and the hidden list shows it', async () => {
    const send = (body: Record<string, unknown>) =>
      t.call<Sent>('Nameplate/sendNameplate', { nameplate_id: plate, reason: 'Top fan', ...body }, { token: countryAdmin });
    expect((await send({ ids: own[5] })).data).toMatchObject({ errors: { days: 'Cannot be empty' } });
    expect(await send({ ids: own[5], days: 10 })).toMatchObject({ status: 200, data: { members: 1, days: 10 } });
    const { list: rows } = (await list('Nameplate/sendNameplateList', { nameplate_id: plate, user_no: await userNo(own[5]) }))
      .data;
    expect(rows[0]).toMatchObject({ region_id: 1, granted_by_name: 'country_admin', expires_at: t.clock.now() + 10 * 86_400 });
    const [log] = await t.logRows(`action = 'sendNameplate' AND result = 'ok'`);
    expect(log?.summary).toMatch(/^Send nameplate \S+ to 1 members \(10 days\): Top fan$/);
  });

  it('grants a ring for its validity with the reason, and refuses a ring off shelf', async () => {
    const before = await snapshot();
    const off = await t.call('Ring/grantRing', { ids: own[5], ring_id: ringOff, reason: 'Anniversary' }, { token: countryAdmin });
    expect(off).toMatchObject({
      status: 400,
      data: { errors: { ring_id: 'This item is off shelf or not sold in your regions; it cannot be given' } },
    });
    expect(await snapshot()).toEqual(before);
    const sent = await t.call<Sent>(
      'Ring/grantRing',
      { ids: own[5], ring_id: ring, reason: 'Anniversary' },
      { token: countryAdmin },
    );
    expect(sent).toMatchObject({ status: 200, data: { members: 1, days: 30 } });
    const { list: rows } = (await list('Ring/grantRingList', { ring_id: ring, user_no: await userNo(own[5]) })).data;
    expect(rows[0]).toMatchObject({
      reason: 'Anniversary',
      granted_by_name: 'country_admin',
      expires_at: t.clock.now() + 30 * 86_400,
    });
  });

  it('hands a coupon out, shown unused in who holds it; an out-of-region member refused as for coins', async () => {
    const body = { coupon_id: coupon, reason: 'Welcome back' };
    const outside = await t.call('Coupon/sendCoupon', { ...body, ids: `${own[5]},${foreign}` }, { token: countryAdmin });
    expect(outside).toMatchObject({ status: 403, msg: `These members are outside your regions: ${foreign}` });
    expect((await t.call('Coupon/sendCoupon', { ...body, ids: foreign }, { token: admin })).status).toBe(200);
    const { list: rows } = (await list('Coupon/couponUserList', { coupon_id: coupon, user_no: await userNo(foreign) })).data;
    expect(rows[0]).toMatchObject({ used: false });
  });
});

describe('grantProps under a source key, as an issuer', () => {
  it('gives each member once per key, with the issuer’s quota, name and regions', async () => {
    const issuer = (await one<{ id: number }>(`SELECT id FROM admin WHERE username = 'country_admin'`)).id;
    const used = await propUsed('country_admin');
    const call = (ids: number[]) =>
      t.call<Sent>('Test/keyedPropGrant', { ids, ring_id: ring, key: 'application:77', issuer }, { token: admin, as: 'json' });
    expect((await call(own.slice(0, 2))).data).toMatchObject({ members: 2 });
    // Again, and with one more member: only the new one is given the ring.
    expect((await call(own.slice(0, 3))).data).toMatchObject({ members: 1 });
    expect((await call(own.slice(0, 3))).data).toMatchObject({ members: 0 });
    expect(await propUsed('country_admin')).toBe(used + 3);
    const { rows } = await t.db.query<{ n: number; names: string[] }>(
      `SELECT count(*)::int AS n, array_agg(DISTINCT granted_by_name) AS names FROM ring_grant WHERE ring_id = $1 AND reason = 'Approved application'`,
      [ring],
    );
    expect(rows[0]).toEqual({ n: 3, names: ['country_admin'] });
    // The issuer's regions, not the caller's (a super admin): refused, all or nothing.
    const outside = await call([own[4] as number, foreign]);
    expect(outside).toMatchObject({ status: 403, msg: `These members are outside your regions: ${foreign}` });
  });
});

describe('replays and months', () => {
  it('gives once for one idempotency key, refuses the key with another body', async () => {
    const before = await snapshot();
    const headers = { 'x-idempotency-key': 'prop-grant-replay-1' };
    const body = { ids: own[1], prop_id: car.id, reason: 'Replay' };
    const call = (b: Record<string, unknown>) => t.call<Sent>('Member/createProp', b, { token: admin, headers });
    const replies = await Promise.all([call(body), call(body), call(body)]);
    const done = replies.find((reply) => reply.status === 200);
    expect(done).toBeDefined();
    expect(replies.every((reply) => reply.status === 200 || reply.status === 408)).toBe(true);
    expect(await call(body)).toEqual(done);
    expect((await call({ ...body, days: 2 })).status).toBe(400);
    const after = await snapshot();
    expect([after.grants - before.grants, after.props - before.props]).toEqual([1, 1]);
  });

  it('starts each calendar month with the whole limit again', async () => {
    t.clock.advance(32 * 86_400);
    countryAdmin = await t.loginRechecked('country_admin');
    expect((await give({ ids: own[0] }, countryAdmin)).status).toBe(200);
  });
});
