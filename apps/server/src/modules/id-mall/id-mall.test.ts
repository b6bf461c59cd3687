import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

type NumberType = { id: number; name: string; digits: number; pairs: number; price: number; numbers: number };
type IdNumber = {
  id: number;
  number: string;
  digits: number;
  pairs: number;
  shape: string;
  type_id: number;
  type_name: string;
  price: number;
  for_sale: boolean;
  state: string;
  lock_id: number | null;
  lock_reason: string | null;
};
type Page<Row> = { list: Row[]; total: number };

let t: TestApp;
let admin: string;
const en = { lang: 'en-us' } as const;
const zh = { lang: 'zh-cn' } as const;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});

const addType = async (values: Record<string, unknown>) =>
  t.call<NumberType>('IdMallType/typeSave', { name: 'T', price: 1000, ...values }, { token: admin, ...en });
const addNumber = async (number: string, extra: Record<string, unknown> = {}) =>
  t.call<IdNumber>('IdMall/numberSave', { number, ...extra }, { token: admin, ...en });
const numbers = async (filters: Record<string, unknown>, lang: 'en-us' | 'zh-cn' = 'en-us') =>
  t.call<Page<IdNumber>>('IdMall/numberList', { pn: 200, ...filters }, { token: admin, lang });
const numberRows = async () => Number((await t.db.query('SELECT count(*)::int AS n FROM id_number')).rows[0].n);

describe('number types', () => {
  it('refuses more pairs than half the digits and a second type of the same digits and pairs, in words', async () => {
    const over = await addType({ digits: 10, pairs: 6 });
    expect(over).toMatchObject({ status: 400, data: { errors: { pairs: 'Pairs cannot be more than half the digits' } } });
    expect((await addType({ digits: 10, pairs: 5, name: '10位5对' })).status).toBe(200);
    const again = await t.call('IdMallType/typeSave', { name: 'again', digits: 10, pairs: 5, price: 9 }, { token: admin, ...zh });
    expect(again).toMatchObject({
      status: 400,
      msg: '该位数和对子数的类型已存在',
      data: { errors: { digits: '该位数和对子数的类型已存在' } },
    });
    expect((await addType({ digits: 13, pairs: 0 })).status).toBe(400);
    expect((await addType({ digits: 10, pairs: 0, price: 0 })).data).toMatchObject({ errors: { price: 'Value is too small' } });
  });

  it('keeps the digits and pairs of a type numbers have, and refuses to delete it; an unused one goes', async () => {
    const type = (await addType({ digits: 11, pairs: 0, name: '11位普通', price: 300 })).data;
    expect((await addNumber('13579246801')).status).toBe(200);
    const moved = await addType({ id: type.id, digits: 11, pairs: 1 });
    expect(moved).toMatchObject({
      status: 400,
      msg: 'Numbers still have this type: it cannot be deleted, nor its digits and pairs changed',
    });
    const deleted = await t.call('IdMallType/typeDelete', { ids: [type.id] }, { token: admin, ...en });
    expect(deleted).toMatchObject({
      status: 400,
      msg: 'Numbers still have this type: it cannot be deleted, nor its digits and pairs changed',
    });
    const [row] = (await t.db.query('SELECT digits, pairs FROM id_number_type WHERE id = $1', [type.id])).rows;
    expect(row).toEqual({ digits: 11, pairs: 0 });
    const unused = (await addType({ digits: 11, pairs: 5, name: 'unused' })).data;
    expect((await t.call('IdMallType/typeDelete', { ids: [unused.id] }, { token: admin })).status).toBe(200);
  });

  it('counts its numbers, and its price is the price of each of them', async () => {
    const type = (await addType({ digits: 10, pairs: 1, name: '10位1对', price: 700 })).data;
    await addNumber('1123456789');
    await addNumber('9876543200');
    const listed = await t.call<Page<NumberType>>('IdMallType/typeList', { digits: 10 }, { token: admin });
    expect(listed.data.list.find((row) => row.id === type.id)).toMatchObject({ numbers: 2, price: 700 });
    expect((await addType({ id: type.id, digits: 10, pairs: 1, name: '10位1对', price: 900 })).status).toBe(200);
    const mine = await numbers({ type_id: type.id });
    expect(mine.data.list.map((row) => [row.number, row.price, row.type_name]).sort()).toEqual([
      ['1123456789', 900, '10位1对'],
      ['9876543200', 900, '10位1对'],
    ]);
  });
});

describe('numbers', () => {
  beforeAll(async () => {
    for (const pairs of [0, 1, 2, 3, 4, 5]) await addType({ digits: 12, pairs, name: `12位${pairs}对`, price: 100 + pairs });
  });

  it('works out digits, pairs, shape, type and price from the number alone', async () => {
    const added = await addNumber('112233456789');
    expect(added.data).toMatchObject({
      number: '112233456789',
      digits: 12,
      pairs: 3,
      shape: 'AABBCCDEFGHI',
      type_name: '12位3对',
      price: 103,
      for_sale: true,
      state: 'sellable',
      lock_id: null,
    });
    // Derived fields are the server's to work out: sent, they are refused.
    expect((await addNumber('520520520520', { digits: 4, shape: 'AAAA' })).status).toBe(400);
    const sent = await addNumber('520520520520');
    expect(sent.data).toMatchObject({ digits: 12, pairs: 0, shape: 'ABCABCABCABC', price: 100 });
    // An edit of the number works them out again.
    const edited = await addNumber('131413141314', { id: sent.data.id });
    expect(edited.data).toMatchObject({ number: '131413141314', pairs: 0, shape: 'ABACABACABAC' });
  });

  it('refuses what is not 4 to 12 digits, a number no type fits, and one already listed, changing nothing', async () => {
    const before = await numberRows();
    for (const bad of ['12a4', '123', '88 88', '+8888']) {
      expect(await addNumber(bad), bad).toMatchObject({
        status: 400,
        data: { errors: { number: 'A number must be 4 to 12 digits' } },
      });
    }
    expect((await addNumber('1234567890123')).status).toBe(400);
    const untyped = await addNumber('111111222222');
    expect(untyped).toMatchObject({
      status: 400,
      msg: 'No number type for 12 digits with 6 pairs; add the type first',
      data: { errors: { number: 'No number type fits this number' } },
    });
    const zhUntyped = await t.call('IdMall/numberSave', { number: '111111222222' }, { token: admin, ...zh });
    expect(zhUntyped.msg).toBe('没有 12 位 6 对的靓号类型,请先添加该类型');
    await addNumber('102030405060');
    expect(await addNumber('102030405060')).toMatchObject({ status: 400, data: { errors: { number: 'Already exists' } } });
    expect(await numberRows()).toBe(before + 1);
  });

  it('finds numbers by digits with ? and *, and by a letter shape', async () => {
    for (const number of ['120000000888', '120000000889', '888000000012', '121212121212']) await addNumber(number);
    const found = async (pattern: string) => (await numbers({ pattern, digits: 12 })).data.list.map((row) => row.number).sort();
    expect(await found('*888')).toEqual(['120000000888']);
    expect(await found('12000000088?')).toEqual(['120000000888', '120000000889']);
    expect(await found('888*')).toEqual(['888000000012']);
    expect(await found('*0000000*')).toEqual(['120000000888', '120000000889', '888000000012']);
    expect(await found('ABABABABABAB')).toEqual(['121212121212']);
    expect(await found('xyxyxyxyxyxy')).toEqual(['121212121212']);
    // Demo numbers of four digits: every AABB one has that shape.
    const aabb = (await numbers({ pattern: 'AABB' })).data.list;
    expect(aabb.length).toBeGreaterThan(3);
    expect(aabb.every((row) => row.shape === 'AABB' && row.number[0] === row.number[1])).toBe(true);
  });

  it('refuses a malformed pattern in words', async () => {
    for (const pattern of ['A1B2', '88-88', '***', 'AAA']) {
      expect(await numbers({ pattern }), pattern).toMatchObject({
        status: 400,
        data: {
          errors: { pattern: 'Malformed pattern: use digits with ? and * (like *888), or a shape in letters (like AABB)' },
        },
      });
    }
    expect((await numbers({ pattern: 'A1B2' }, 'zh-cn')).msg).toBe(
      '号码规则有误:请用数字加 ? 和 *(如 *888),或用字母写形态(如 AABB)',
    );
  });

  it('is sellable or not by its switch', async () => {
    const row = (await addNumber('246813579024')).data;
    const off = await t.call<IdNumber>('IdMall/numberIsSale', { id: row.id, for_sale: false }, { token: admin });
    expect(off.data).toMatchObject({ for_sale: false, state: 'not_sellable' });
    expect((await numbers({ state: 'not_sellable', pattern: '246813579024' })).data.total).toBe(1);
    expect((await numbers({ state: 'sellable', pattern: '246813579024' })).data.total).toBe(0);
  });

  it('lists the demo mall: hundreds of numbers, each with its type’s price, some not for sale, some locked', async () => {
    const all = await numbers({});
    expect(all.data.total).toBeGreaterThan(300);
    expect(all.data.list.every((row) => row.price > 0 && row.type_name !== '')).toBe(true);
    const locked = (await numbers({ state: 'locked' })).data.list;
    expect(locked.map((row) => row.number)).toEqual(expect.arrayContaining(['888888', '666666', '5201314']));
    expect(locked.find((row) => row.number === '888888')?.lock_reason).toBe('Reserved for the official account');
    expect((await numbers({ state: 'not_sellable' })).data.total).toBeGreaterThan(10);
  });

  it('is super admins’ only: a country admin is refused the lists and changes', async () => {
    const countryAdmin = await t.login('country_admin');
    for (const [action, body] of [
      ['IdMall/numberList', {}],
      ['IdMall/numberSave', { number: '123456789012' }],
      ['IdMallType/typeList', {}],
      ['IdLock/lockList', {}],
      ['IdLock/lockAdd', { number: '123456789012', reason: 'mine' }],
    ] as const) {
      expect((await t.call(action, body, { token: countryAdmin })).status, action).toBe(403);
    }
  });
});
