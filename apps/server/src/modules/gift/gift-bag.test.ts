import { defineAction, menuIdAt } from '@console/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { implement } from '../../engine/context.ts';
import { MODULES } from '../index.ts';
import { grantGiftBags } from './gift-bag.actions.ts';

/*
 * Gift bags (SPEC §7 SendCoins, issue 15 item 2): gifts into members' backpacks, a count each,
 * recipients checked as for coins, the gift quota (count × members) consumed in the send's own
 * transaction, refusals leaving nothing behind, the gift screen's tab showing what was sent.
 */
type Sent = { members: number; total: number };
type Bag = {
  user_no: number;
  region_id: number;
  gift_id: number;
  gift_name: string;
  count: number;
  admin_name: string;
  reason: string;
};

let t: TestApp;
let admin: string;
let countryAdmin: string;
let own: number[];
let foreign: number;
/** A gift on shelf in region 1, one on shelf only elsewhere, one off shelf. */
let gift: { id: number; name_en: string; name_zh: string };
let farGift: number;
let offGift: number;

const one = async <T>(sql: string) => (await t.db.query<T>(sql)).rows[0] as T;
const ON_SHELF = '(is_on AND (on_at IS NULL OR on_at <= $1) AND (off_at IS NULL OR off_at > $1))';
const snapshot = async () =>
  one<Record<string, number>>(
    `SELECT (SELECT count(*)::int FROM gift_bag) AS bags, (SELECT coalesce(sum(count), 0)::int FROM gift_backpack) AS held,
       (SELECT sum(gift_used)::int FROM admin) AS used`,
  );
const giftUsed = async () =>
  (await one<{ used: number }>(`SELECT gift_used AS used FROM admin WHERE username = 'country_admin'`)).used;
const held = async (memberId: number | undefined) =>
  (
    await t.db.query<{ count: number }>('SELECT count FROM gift_backpack WHERE member_id = $1 AND gift_id = $2', [
      memberId,
      gift.id,
    ])
  ).rows[0]?.count ?? 0;
const send = (body: Record<string, unknown>, token = admin, lang: 'en-us' | 'zh-cn' = 'en-us') =>
  t.call<Sent>('SendCoins/sendGiftBag', { gift_id: gift.id, count: 3, reason: 'Ramadan gifts', ...body }, { token, lang });

/** What an approved application will do: grantGiftBags under a source key. Served by this file's app only. */
const keyedBags = implement(
  defineAction({
    module: 'Test',
    action: 'keyedGiftBags',
    summary: 'grantGiftBags under a source key',
    permission: { menu: menuIdAt('/sendCoins/sendCoins') },
    mutates: true,
    input: z.object({ ids: z.array(z.number()), gift_id: z.number(), key: z.string() }),
    output: z.unknown(),
  }),
  (input, ctx) =>
    grantGiftBags(ctx, {
      giftId: input.gift_id,
      count: 4,
      memberIds: input.ids,
      reason: 'Approved application',
      sourceKey: input.key,
    }),
);

beforeAll(async () => {
  t = await startTestApp({ modules: [...MODULES, { name: 'test', actions: [keyedBags] }] });
  admin = await t.loginRechecked('admin');
  countryAdmin = await t.loginRechecked('country_admin');
  const { rows } = await t.db.query<{ id: number; region_id: number }>(
    `(SELECT id, region_id FROM member WHERE region_id = 1 ORDER BY id LIMIT 4)
     UNION ALL (SELECT id, region_id FROM member WHERE region_id <> 1 ORDER BY id LIMIT 1)`,
  );
  own = rows.filter((row) => row.region_id === 1).map((row) => row.id);
  foreign = rows.find((row) => row.region_id !== 1)?.id as number;
  const now = t.clock.now();
  gift = (
    await t.db.query<typeof gift>(
      `SELECT id, name_en, name_zh FROM gift WHERE ${ON_SHELF} AND 1 = ANY(regions) ORDER BY id LIMIT 1`,
      [now],
    )
  ).rows[0] as typeof gift;
  farGift = (await t.db.query<{ id: number }>(`SELECT id FROM gift WHERE ${ON_SHELF} AND NOT 1 = ANY(regions) LIMIT 1`, [now]))
    .rows[0]?.id as number;
  offGift = (await t.db.query<{ id: number }>(`SELECT id FROM gift WHERE NOT ${ON_SHELF} AND 1 = ANY(regions) LIMIT 1`, [now]))
    .rows[0]?.id as number;
  await t.db.query(`UPDATE admin SET gift_quota = 1000, gift_used = 0 WHERE username = 'country_admin'`);
});

describe('SendCoins/sendGiftBag', () => {
  it("adds the count to each member's backpack, counted against the gift quota, and the tab lists each send", async () => {
    const before = [await held(own[0]), await held(own[1])];
    expect(await send({ ids: own.slice(0, 2).join(',') }, countryAdmin)).toMatchObject({
      status: 200,
      data: { members: 2, total: 6 },
    });
    expect(await send({ ids: own[0], count: 2 }, countryAdmin)).toMatchObject({ status: 200, data: { members: 1, total: 2 } });
    expect([await held(own[0]), await held(own[1])]).toEqual([(before[0] as number) + 5, (before[1] as number) + 3]);
    expect(await giftUsed()).toBe(8);
    const userNo = (await one<{ n: number }>(`SELECT user_no AS n FROM member WHERE id = ${own[0]}`)).n;
    const page = (lang: 'en-us' | 'zh-cn') =>
      t.call<{ list: Bag[]; total: number }>(
        'SendCoins/giftBagList',
        { user_no: userNo, admin_name: 'country_admin' },
        { token: countryAdmin, lang },
      );
    const { list } = (await page('en-us')).data;
    expect(list.map((bag) => bag.count)).toEqual([2, 3]);
    expect(list[0]).toMatchObject({
      region_id: 1,
      gift_id: gift.id,
      gift_name: gift.name_en,
      admin_name: 'country_admin',
      reason: 'Ramadan gifts',
    });
    expect((await page('zh-cn')).data.list[0]?.gift_name).toBe(gift.name_zh);
    const [log] = await t.logRows(`action = 'sendGiftBag' AND result = 'ok'`);
    expect(log).toMatchObject({ summary: `Send gift bags: 3 × ${gift.name_en} to 2 members (6 in all): Ramadan gifts` });
  });

  it('refuses each bad send with its message, in both languages, and changes nothing', async () => {
    await t.db.query('INSERT INTO grant_setting (id, max_recipients, monthly_coin_limit) VALUES (1, 3, 10000000)');
    try {
      const before = await snapshot();
      const unavailable = [
        'This item is off shelf or not sold in your regions; it cannot be given',
        '该物品已下架或不在您的区域内',
      ];
      const cases: [Record<string, unknown>, string, string][] = [
        [{ ids: `${own[0]},${own[0]}` }, `ID ${own[0]} appears more than once; list each member once`, `ID ${own[0]} 重复出现`],
        [{ ids: `${own[0]},999999999999` }, 'These IDs are not members: 999999999999', '这些ID不是用户:999999999999'],
        [{ ids: own.join(',') }, 'At most 3 recipients per issue', '每次最多发放给 3 个用户'],
        [{ ids: own[0], reason: '' }, 'Cannot be empty', '不能为空'],
        [{ ids: own[0], count: 0 }, 'Value is too small', '数值过小'],
        [{ ids: own[0], count: 10_000 }, 'Value is too large', '数值过大'],
        [{ ids: own[0], gift_id: 999_999 }, 'No data', '数据不存在'],
        [{ ids: own[0], gift_id: offGift }, unavailable[0] as string, unavailable[1] as string],
      ];
      for (const [body, en, zh] of cases) {
        for (const [lang, message] of [
          ['en-us', en],
          ['zh-cn', zh],
        ] as const) {
          const reply = await send(body, admin, lang);
          expect(reply.status, JSON.stringify(body)).toBe(400);
          expect(JSON.stringify(reply.msg) + JSON.stringify(reply.data)).toContain(message);
        }
      }
      expect(await snapshot()).toEqual(before);
    } finally {
      await t.db.query('DELETE FROM grant_setting');
    }
  });

  it('keeps a country admin to their regions’ members and gifts, all or nothing', async () => {
    const before = await snapshot();
    const outside = await send({ ids: `${own[2]},${foreign}` }, countryAdmin);
    expect(outside).toMatchObject({ status: 403, msg: `These members are outside your regions: ${foreign}` });
    const far = await send({ ids: own[2], gift_id: farGift }, countryAdmin);
    expect(far).toMatchObject({
      status: 400,
      data: { errors: { gift_id: 'This item is off shelf or not sold in your regions; it cannot be given' } },
    });
    expect(await snapshot()).toEqual(before);
    // Their list shows their regions' members only; a super admin reaches every region.
    expect((await send({ ids: foreign, gift_id: farGift })).status).toBe(200);
    const theirs = await t.call<{ list: Bag[] }>('SendCoins/giftBagList', { pn: 100 }, { token: countryAdmin });
    expect(theirs.data.list.every((bag) => bag.region_id === 1)).toBe(true);
  });

  it('refuses the send that would pass the gift quota with 402, and uses it to the last gift', async () => {
    await t.db.query(`UPDATE admin SET gift_quota = gift_used + 7 WHERE username = 'country_admin'`);
    const used = await giftUsed();
    const before = await snapshot();
    const over = await send({ ids: own.slice(0, 2).join(','), count: 4 }, countryAdmin);
    expect(over).toMatchObject({ status: 402, msg: 'Not enough gift quota: 7 left, 8 needed' });
    expect((await send({ ids: own.slice(0, 2).join(','), count: 4 }, countryAdmin, 'zh-cn')).msg).toBe(
      '礼物额度不足:剩余 7,本次需要 8',
    );
    expect(await snapshot()).toEqual(before);
    expect((await send({ ids: own[2], count: 7 }, countryAdmin)).status).toBe(200);
    expect(await giftUsed()).toBe(used + 7);
  });

  it('gives once for one idempotency key, refuses the key with another body', async () => {
    const before = await held(own[3]);
    const headers = { 'x-idempotency-key': 'gift-bag-replay-1' };
    const body = { ids: own[3], gift_id: gift.id, count: 2, reason: 'Replay' };
    const call = (b: Record<string, unknown>) => t.call<Sent>('SendCoins/sendGiftBag', b, { token: admin, headers });
    const replies = await Promise.all([call(body), call(body), call(body)]);
    const done = replies.find((reply) => reply.status === 200);
    expect(done).toBeDefined();
    expect(replies.every((reply) => reply.status === 200 || reply.status === 408)).toBe(true);
    expect(await call(body)).toEqual(done);
    expect((await call({ ...body, count: 3 })).status).toBe(400);
    expect(await held(own[3])).toBe(before + 2);
  });

  it('serves each member once per source key', async () => {
    const before = [await held(own[0]), await held(own[1])];
    const call = (ids: number[]) =>
      t.call<Sent>('Test/keyedGiftBags', { ids, gift_id: gift.id, key: 'application:78' }, { token: admin, as: 'json' });
    expect((await call([own[0] as number])).data).toMatchObject({ members: 1, total: 4 });
    expect((await call([own[0] as number, own[1] as number])).data).toMatchObject({ members: 1, total: 4 });
    expect((await call([own[0] as number, own[1] as number])).data).toMatchObject({ members: 0, total: 0 });
    expect([await held(own[0]), await held(own[1])]).toEqual([(before[0] as number) + 4, (before[1] as number) + 4]);
  });
});
