import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

/**
 * A pool saved with its prizes in one save (issue 28 item 4: the kit's child list). The rules of
 * one prize saved alone are prize-pool.test.ts's.
 */
type Prize = { id: number; kind: string; amount: number; value: number; probability: string; item_name: string };
type Pool = {
  id: number;
  name: string;
  enabled: boolean;
  region_id: number;
  prize_count: number;
  probability_total: string;
  prizes: Prize[];
};

let t: TestApp;
let admin: string;
const call = <T>(action: string, input: Record<string, unknown>, lang: 'en-us' | 'zh-cn' = 'en-us') =>
  t.call<T>(`Setting/${action}`, input, { token: admin, lang });
/** A pool's save; its prizes travel as JSON text in the form, as the console sends them. */
const save = ({ prizes, ...input }: Record<string, unknown>, lang: 'en-us' | 'zh-cn' = 'en-us') =>
  call<Pool>('roomTurntableSave', prizes === undefined ? input : { ...input, prizes: JSON.stringify(prizes) }, lang);
const stored = async (poolId: number) =>
  (
    await t.db.query<{ kind: string; probability: number; region_id: number }>(
      'SELECT kind, probability, region_id FROM room_turntable_prize WHERE pool_id = $1 ORDER BY id',
      [poolId],
    )
  ).rows;
const coins = (amount: number, probability: string) => ({ kind: 'coins', amount, probability });
/** A prize as read back, ready to send again: what the list shows beside it (its item's name) is not saved. */
const resent = ({ item_name: _shown, ...prize }: Prize) => prize;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});

describe('a prize pool saved with its prizes (a child list)', () => {
  it('adds a pool with its prizes in one save, stored in basis points, read back with the pool and logged once', async () => {
    const logged = (await t.logRows()).length;
    const reply = await save({
      name: 'List wheel',
      region_id: 1,
      price: 100,
      prizes: [coins(10, '60'), coins(50, '39.99'), { kind: 'nothing', probability: '0.01' }],
    });
    expect(reply.status, reply.msg).toBe(200);
    expect(reply.data).toMatchObject({ prize_count: 3, probability_total: '100.00', enabled: false });
    expect(reply.data.prizes.map((prize) => [prize.kind, prize.probability, prize.item_name])).toEqual([
      ['coins', '60.00', '10 coins'],
      ['coins', '39.99', '50 coins'],
      ['nothing', '0.01', 'Thank you (nothing)'],
    ]);
    // Basis points, and the pool's region copied onto each prize (the prizes tab scopes by it).
    expect(await stored(reply.data.id)).toEqual([
      { kind: 'coins', probability: 6000, region_id: 1 },
      { kind: 'coins', probability: 3999, region_id: 1 },
      { kind: 'nothing', probability: 1, region_id: 1 },
    ]);
    const rows = await t.logRows();
    expect(rows.length).toBe(logged + 1);
    expect((rows.at(-1) as { after: { prizes: unknown[] } }).after.prizes).toHaveLength(3);
    const listed = (await call<{ list: Pool[] }>('roomTurntableList', { name: 'List wheel' })).data.list[0];
    expect(listed?.prizes.map((prize) => prize.probability)).toEqual(['60.00', '39.99', '0.01']);
  });

  it('replaces the rows on an edit: kept ones updated by id, new ones added, left-out ones deleted', async () => {
    const pool = (await save({ name: 'Edited wheel', region_id: 0, price: 10, prizes: [coins(1, '50'), coins(2, '50')] })).data;
    const [first] = pool.prizes;
    const edited = await save({
      id: pool.id,
      name: 'Edited wheel',
      region_id: 0,
      price: 10,
      prizes: [{ ...resent(first as Prize), amount: 5, probability: '70' }, coins(9, '30')],
    });
    expect(edited.status, edited.msg).toBe(200);
    expect(edited.data.prizes.map((prize) => [prize.amount, prize.probability])).toEqual([
      [5, '70.00'],
      [9, '30.00'],
    ]);
    expect(edited.data.prizes[0]?.id).toBe(first?.id);
    // An edit without the list leaves the prizes as they are.
    expect((await save({ id: pool.id, name: 'Renamed wheel', region_id: 0, price: 10 })).data.prizes).toHaveLength(2);
    // A prize sent with what the list only shows is refused by its row.
    const shown = await save({ id: pool.id, name: 'Renamed wheel', region_id: 0, price: 10, prizes: edited.data.prizes });
    expect(shown.data).toMatchObject({ errors: { prizes: 'Row 1: This field is not accepted' } });
  });

  it('refuses a switched-on pool saved with prizes that do not add up to 100 %, in both languages, changing nothing', async () => {
    const pool = (await save({ name: 'Sum wheel', region_id: 0, price: 10, prizes: [coins(1, '40'), coins(2, '60')] })).data;
    expect((await call('roomTurntableOn', { id: pool.id })).status).toBe(200);
    const before = await stored(pool.id);
    const broken = { id: pool.id, name: 'Sum wheel 2', region_id: 0, price: 10, prizes: [coins(1, '40'), coins(2, '50')] };
    const en = await save(broken);
    expect(en.status).toBe(400);
    expect(en.msg).toBe('Probability (%) must add up to 100.00%; they add up to 90.00%');
    expect(en.data).toMatchObject({ errors: { prizes: 'Does not add up' } });
    expect((await save(broken, 'zh-cn')).msg).toBe('概率(%)合计须为 100.00%,当前为 90.00%');
    expect(await stored(pool.id)).toEqual(before);
    expect((await call<{ list: Pool[] }>('roomTurntableList', { name: 'Sum wheel' })).data.list[0]?.name).toBe('Sum wheel');
    // Switched off, the pool may be reworked freely.
    expect((await call('roomTurntableOff', { id: pool.id })).status).toBe(200);
    expect((await save(broken)).status).toBe(200);
  });

  it('refuses a bad row by its number, a row of another pool, and a gift prize without its gift, saving none of the list', async () => {
    const pool = (await save({ name: 'Refusing wheel', region_id: 0, price: 10, prizes: [coins(1, '100')] })).data;
    const other = (await save({ name: 'Other wheel', region_id: 0, price: 10, prizes: [coins(1, '100')] })).data;
    const before = await stored(pool.id);
    const same = { id: pool.id, name: 'Refusing wheel', region_id: 0, price: 10 };

    const badCell = await save({ ...same, prizes: [coins(1, '50'), coins(1, '12.345')] });
    expect(badCell.status).toBe(400);
    expect(badCell.data).toMatchObject({ errors: { prizes: 'Row 2: Enter a percent with at most two decimals' } });
    const zh = await save({ ...same, prizes: [coins(1, '50'), { kind: 'coins', probability: '150' }] }, 'zh-cn');
    expect(zh.data).toMatchObject({ errors: { prizes: '第 2 行:数值过大' } });

    const stolen = await save({ ...same, prizes: [{ ...resent(other.prizes[0] as Prize), probability: '100' }] });
    expect(stolen.status).toBe(400);
    expect(stolen.msg).toBe(`Row 1: id ${String(other.prizes[0]?.id)} is not one of this record’s rows`);

    const noGift = await save({ ...same, prizes: [coins(1, '50'), { kind: 'gift', probability: '50' }] });
    expect(noGift.status).toBe(400);
    expect(noGift.msg).toMatch(/^Row 2: \S/);
    expect(noGift.data).toMatchObject({ errors: { prizes: expect.any(String) } });

    const tooMany = await save({ ...same, prizes: Array.from({ length: 101 }, () => coins(1, '0')) });
    expect(tooMany.data).toMatchObject({ errors: { prizes: 'Too many rows' } });
    expect(await stored(pool.id)).toEqual(before);
    expect(await stored(other.id)).toHaveLength(1);
  });
});
