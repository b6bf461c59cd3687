import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

type Pool = {
  id: number;
  name: string;
  region_id: number;
  price: number;
  enabled: boolean;
  prize_count: number;
  probability_total: string;
  expected_payout: string;
  return_ratio: string;
};
type Prize = {
  id: number;
  pool_id: number;
  kind: string;
  item_name: string;
  value: number;
  probability: string;
  contribution: string;
  pool_probability_total: string;
  pool_expected_payout: string;
};
type Page<T> = { list: T[]; total: number };

let t: TestApp;
let admin: string;
const call = <T>(action: string, input: Record<string, unknown>, token = admin, lang: 'en-us' | 'zh-cn' = 'en-us') =>
  t.call<T>(`Setting/${action}`, input, { token, lang });
const pools = async (kind: string, input: Record<string, unknown> = {}, token = admin) =>
  (await call<Page<Pool>>(`${kind}List`, { pn: 100, ...input }, token)).data;
const poolById = async (id: number) => (await pools('roomTurntable')).list.find((pool) => pool.id === id);
const prizeCount = async () => Number((await t.db.query('SELECT count(*) AS n FROM room_turntable_prize')).rows[0]?.n);

/** A new switched-off turntable in region 0 with prizes of the given percents (coins 10 each). */
async function poolWith(percents: string[], regionId = 0): Promise<number> {
  const pool = await call<Pool>('roomTurntableSave', { name: 'Test wheel', region_id: regionId, price: 100 });
  expect(pool.status).toBe(200);
  for (const probability of percents) {
    const saved = await call('roomTurntablePrizeSave', { pool_id: pool.data.id, kind: 'coins', amount: 10, probability });
    expect(saved.status).toBe(200);
  }
  return pool.data.id;
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});

describe('prize pools (Setting/roomTurntable*, luckyBox*, gameSet*)', () => {
  it('has demo pools of every kind: switched-on ones at 100 %, a switched-off draft at 90 %, the expected payout beside each', async () => {
    for (const kind of ['roomTurntable', 'luckyBox', 'gameSet']) {
      const { list } = await pools(kind);
      expect(list.length, kind).toBeGreaterThanOrEqual(9);
      expect(list.filter((pool) => pool.enabled).every((pool) => pool.probability_total === '100.00')).toBe(true);
      expect(list.find((pool) => pool.name.includes('draft'))).toMatchObject({ enabled: false, probability_total: '90.00' });
      expect(list.some((pool) => !pool.enabled && pool.probability_total === '100.00')).toBe(true);
      expect(list.every((pool) => Number(pool.expected_payout) > 0 && Number(pool.return_ratio) > 0)).toBe(true);
    }
    const boxes = (await pools('luckyBox')).list.map((pool) => pool.name);
    expect(boxes).toEqual(expect.arrayContaining(['Bronze box', 'Silver box', 'Gold box']));
    const prizes = (await call<Page<Prize>>('luckyBoxPrizeList', { pn: 200 })).data.list;
    expect(new Set(prizes.map((prize) => prize.kind))).toEqual(new Set(['coins', 'gift', 'prop', 'nothing']));
  });

  it('computes the probability total, expected payout per draw, return ratio and each prize contribution', async () => {
    const [gift] = (await t.db.query('SELECT id, price, name_en FROM gift ORDER BY id LIMIT 1')).rows;
    const pool = (await call<Pool>('roomTurntableSave', { name: 'Payout wheel', region_id: 0, price: 100 })).data;
    const add = (body: Record<string, unknown>) => call<Prize>('roomTurntablePrizeSave', { pool_id: pool.id, ...body });
    expect((await add({ kind: 'coins', amount: 10, probability: '50' })).data).toMatchObject({
      value: 10,
      probability: '50.00',
      contribution: '5.00',
      item_name: '10 coins',
    });
    // The value is the coins whatever is typed; a gift's left empty is its price × amount.
    expect((await add({ kind: 'coins', amount: 100, value: 7, probability: '25.5' })).data).toMatchObject({ value: 100 });
    const giftPrize = (await add({ kind: 'gift', gift_id: gift.id, amount: 2, probability: '0.01' })).data;
    expect(giftPrize).toMatchObject({ value: Number(gift.price) * 2, item_name: `${gift.name_en} ×2` });
    const last = (await add({ kind: 'nothing', probability: '24.49', value: 999 })).data;
    expect(last).toMatchObject({ value: 0, contribution: '0.00', pool_probability_total: '100.00' });
    // Σ value × probability: 10 × 50 % + 100 × 25.5 % + 2·price × 0.01 % = 30.5 + price × 0.0002 coins.
    const units = 10 * 5000 + 100 * 2550 + Number(gift.price) * 2 * 1;
    const payout = (Math.floor(units / 100) / 100).toFixed(2);
    expect(await poolById(pool.id)).toMatchObject({
      prize_count: 4,
      probability_total: '100.00',
      expected_payout: payout,
      return_ratio: (Math.floor(units / 100) / 100).toFixed(2),
    });
    expect(last.pool_expected_payout).toBe(payout);
  });

  it('refuses a price of 0 or below and a probability outside 0–100 %, in both languages, saving nothing', async () => {
    const poolId = await poolWith([]);
    const before = { pools: (await pools('roomTurntable')).total, prizes: await prizeCount() };
    const refusals: [string, Record<string, unknown>, string, string, string][] = [
      ['roomTurntableSave', { name: 'X', region_id: 0, price: 0 }, 'price', 'above 0 (given: 0)', '大于 0'],
      ['roomTurntableSave', { name: 'X', region_id: 0, price: -5 }, 'price', 'above 0 (given: -5)', '当前:-5'],
      [
        'roomTurntablePrizeSave',
        { pool_id: poolId, kind: 'coins', probability: '100.01' },
        'probability',
        'given: 100.01',
        '0 到 100',
      ],
      ['roomTurntablePrizeSave', { pool_id: poolId, kind: 'coins', probability: '-1' }, 'probability', 'given: -1', '0 到 100'],
      [
        'roomTurntablePrizeSave',
        { pool_id: poolId, kind: 'coins', probability: '12.345' },
        'probability',
        'two decimals',
        '两位小数',
      ],
      [
        'roomTurntablePrizeSave',
        { pool_id: poolId, kind: 'coins', probability: 'lots' },
        'probability',
        'given: lots',
        '0 到 100',
      ],
      ['roomTurntablePrizeSave', { pool_id: 999_999, kind: 'coins', probability: '1' }, 'pool_id', 'does not exist', '不存在'],
      ['roomTurntablePrizeSave', { pool_id: poolId, kind: 'gift', probability: '1' }, 'gift_id', 'Choose the gift', '选择礼物'],
      [
        'roomTurntablePrizeSave',
        { pool_id: poolId, kind: 'gift', gift_id: 999_999, probability: '1' },
        'gift_id',
        'Gift 999999',
        '不存在',
      ],
      ['roomTurntablePrizeSave', { pool_id: poolId, kind: 'prop', probability: '1' }, 'prop_id', 'Choose the prop', '选择道具'],
      [
        'roomTurntablePrizeSave',
        { pool_id: poolId, kind: 'prop', prop_id: 999_999, probability: '1' },
        'prop_id',
        'Prop 999999',
        '不存在',
      ],
    ];
    for (const [action, body, field, en, zh] of refusals) {
      const english = await call<unknown>(action, body);
      expect(english.status, JSON.stringify(body)).toBe(400);
      expect(english.msg, JSON.stringify(body)).toContain(en);
      const fieldWords = (english.data as { errors: Record<string, string> }).errors[field];
      expect(fieldWords).toBeTruthy();
      expect(fieldWords).not.toContain('{');
      expect((await call<unknown>(action, body, admin, 'zh-cn')).msg, JSON.stringify(body)).toContain(zh);
    }
    const [prop] = (await t.db.query('SELECT id FROM shop_prop ORDER BY id LIMIT 1')).rows;
    const propless = await call('roomTurntablePrizeSave', { pool_id: poolId, kind: 'prop', prop_id: prop.id, probability: '1' });
    expect(propless).toMatchObject({ status: 400, msg: "Enter a prop prize's value in coins" });
    expect({ pools: (await pools('roomTurntable')).total, prizes: await prizeCount() }).toEqual(before);
  });

  it('switches a pool on only at 100 %, then refuses any prize change that breaks the sum, naming it', async () => {
    const poolId = await poolWith(['60', '30']);
    const on = await call('roomTurntableOn', { id: poolId });
    expect(on).toMatchObject({
      status: 400,
      msg: "This pool's prizes add up to 90.00 %: a pool is switched on only when they add up to exactly 100 %",
    });
    expect((await call('roomTurntableOn', { id: poolId }, admin, 'zh-cn')).msg).toBe(
      '该奖池的奖品概率合计为 90.00%,合计正好为 100% 才能开启',
    );
    expect((await poolById(poolId))?.enabled).toBe(false);
    const tenth = (await call<Prize>('roomTurntablePrizeSave', { pool_id: poolId, kind: 'nothing', probability: '10' })).data;
    const tenthBody = { id: tenth.id, pool_id: poolId, kind: 'nothing' };
    expect((await call<Pool>('roomTurntableOn', { id: poolId })).data).toMatchObject({ enabled: true });
    expect((await call('roomTurntableOn', { id: poolId })).msg).toBe('This pool is already switched on');

    const prizesBefore = (
      await t.db.query('SELECT id, probability, value FROM room_turntable_prize WHERE pool_id = $1 ORDER BY id', [poolId])
    ).rows;
    const broken = 'Pool "Test wheel" is switched on and this change would make its prizes add up to';
    const edit = await call('roomTurntablePrizeSave', { ...tenthBody, probability: '9.99' });
    expect(edit).toMatchObject({ status: 400 });
    expect(edit.msg).toBe(`${broken} 99.99 %; they must stay at exactly 100 % (switch the pool off to rework it)`);
    expect((await call('roomTurntablePrizeSave', { ...tenthBody, probability: '9.99' }, admin, 'zh-cn')).msg).toBe(
      '奖池「Test wheel」已开启,此修改会使其奖品概率合计变为 99.99%,须保持 100%(请先关闭奖池再调整)',
    );
    expect((await call('roomTurntablePrizeSave', { pool_id: poolId, kind: 'coins', probability: '1' })).msg).toContain(
      `${broken} 101.00 %`,
    );
    expect((await call('roomTurntablePrizeDelete', { ids: [tenth.id] })).msg).toContain(`${broken} 90.00 %`);
    expect((await call('roomTurntableDelete', { ids: [poolId] })).msg).toBe(
      'Pool "Test wheel" is switched on; switch it off before deleting it',
    );
    const prizesAfter = (
      await t.db.query('SELECT id, probability, value FROM room_turntable_prize WHERE pool_id = $1 ORDER BY id', [poolId])
    ).rows;
    expect(prizesAfter).toEqual(prizesBefore);

    // Changes that keep 100 % go through: another value, a 0 % prize added and deleted.
    expect((await call('roomTurntablePrizeSave', { ...tenthBody, kind: 'coins', amount: 5, probability: '10' })).status).toBe(
      200,
    );
    const zero = (await call<Prize>('roomTurntablePrizeSave', { pool_id: poolId, kind: 'coins', amount: 1, probability: '0' }))
      .data;
    expect((await call('roomTurntablePrizeDelete', { ids: [zero.id] })).status).toBe(200);
    // Switched off, the pool is reworked freely and deleted with its prizes.
    expect((await call<Pool>('roomTurntableOff', { id: poolId })).data.enabled).toBe(false);
    expect((await call('roomTurntablePrizeSave', { ...tenthBody, probability: '1' })).status).toBe(200);
    expect((await call('roomTurntableDelete', { ids: [poolId] })).status).toBe(200);
    expect((await t.db.query('SELECT id FROM room_turntable_prize WHERE pool_id = $1', [poolId])).rows).toEqual([]);
  });

  it('keeps a country admin to the pools and prizes of their region (1)', async () => {
    const country = await t.login('country_admin');
    const seen = (await pools('luckyBox', {}, country)).list;
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((pool) => pool.region_id === 1)).toBe(true);
    const prizes = (await call<Page<Prize & { region_id: number }>>('luckyBoxPrizeList', { pn: 200 }, country)).data.list;
    expect(prizes.every((prize) => prize.region_id === 1)).toBe(true);
    const outside = await poolWith(['100'], 0);
    const refused: [string, Record<string, unknown>][] = [
      ['roomTurntableSave', { name: 'Mine', region_id: 0, price: 10 }],
      ['roomTurntableSave', { id: outside, name: 'Mine', region_id: 1, price: 10 }],
      ['roomTurntablePrizeSave', { pool_id: outside, kind: 'nothing', probability: '0' }],
      ['roomTurntableOn', { id: outside }],
      ['roomTurntableDelete', { ids: [outside] }],
    ];
    for (const [action, body] of refused) expect((await call(action, body, country)).status, action).toBe(403);
    expect((await poolById(outside))?.enabled).toBe(false);
    const own = await call<Pool>('roomTurntableSave', { name: 'Arabic wheel', region_id: 1, price: 10 }, country);
    expect(own.status).toBe(200);
    expect(
      (await call('roomTurntablePrizeSave', { pool_id: own.data.id, kind: 'coins', probability: '100' }, country)).status,
    ).toBe(200);
    expect((await call<Pool>('roomTurntableOn', { id: own.data.id }, country)).data.enabled).toBe(true);
  });
});
