import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

type Lock = {
  id: number;
  number: string;
  reason: string;
  status: string;
  in_mall: boolean;
  created_by_name: string;
  removed_at: number | null;
  removed_by_name: string;
  remove_reason: string;
};
type IdNumber = {
  id: number;
  number: string;
  for_sale: boolean;
  state: string;
  lock_id: number | null;
  lock_reason: string | null;
};
type Page<Row> = { list: Row[]; total: number };

let t: TestApp;
let admin: string;
const en = { lang: 'en-us' } as const;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  await t.call('IdMallType/typeSave', { name: '10位普通', digits: 10, pairs: 0, price: 50 }, { token: admin });
});

const lock = (number: string, reason = 'Reserved for an official') =>
  t.call<Lock>('IdLock/lockAdd', { number, reason }, { token: admin, ...en });
const unlock = (id: number, reason?: string) =>
  t.call<Lock>('IdLock/unlock', reason === undefined ? { id } : { id, reason }, { token: admin, ...en });
const numberRow = async (number: string) =>
  (await t.call<Page<IdNumber>>('IdMall/numberList', { pattern: number }, { token: admin })).data.list[0] as IdNumber;
const locks = async (filters: Record<string, unknown>) =>
  (await t.call<Page<Lock>>('IdLock/lockList', { pn: 200, ...filters }, { token: admin })).data.list;

describe('locking a number', () => {
  it('locks a number of the mall with its reason, and unlocks it back to its sale switch', async () => {
    const number = (await t.call<IdNumber>('IdMall/numberSave', { number: '1029384756', for_sale: false }, { token: admin }))
      .data;
    expect(number).toMatchObject({ state: 'not_sellable', lock_id: null });

    const locked = await lock('1029384756', 'Promised to VIP member 77');
    expect(locked.data).toMatchObject({ status: 'locked', in_mall: true, created_by_name: 'admin', removed_at: null });
    expect(await numberRow('1029384756')).toMatchObject({
      state: 'locked',
      lock_id: locked.data.id,
      lock_reason: 'Promised to VIP member 77',
    });
    // The sale switch still works under a lock; the lock wins.
    await t.call('IdMall/numberIsSale', { id: number.id, for_sale: true }, { token: admin });
    expect((await numberRow('1029384756')).state).toBe('locked');

    const unlocked = await unlock(locked.data.id, 'Member did not renew');
    expect(unlocked.data).toMatchObject({ status: 'unlocked', removed_by_name: 'admin', remove_reason: 'Member did not renew' });
    expect(await numberRow('1029384756')).toMatchObject({ state: 'sellable', lock_id: null, lock_reason: null });
  });

  it('refuses a second active lock on a number in words, and allows one again after unlocking', async () => {
    const first = await lock('5647382910');
    const again = await lock('5647382910', 'another reason');
    expect(again).toMatchObject({
      status: 400,
      msg: 'This number is already locked',
      data: { errors: { number: 'This number is already locked' } },
    });
    const zh = await t.call('IdLock/lockAdd', { number: '5647382910', reason: '再锁' }, { token: admin, lang: 'zh-cn' });
    expect(zh.msg).toBe('该靓号已被锁定');
    await unlock(first.data.id, 'done');
    expect((await lock('5647382910', 'locked again')).status).toBe(200);
    // The history: both locks, the first taken off with who, when and why.
    const history = await locks({ number: '5647382910' });
    expect(history.map((row) => [row.status, row.reason, row.remove_reason]).sort()).toEqual([
      ['locked', 'locked again', ''],
      ['unlocked', 'Reserved for an official', 'done'],
    ]);
    expect(history.find((row) => row.status === 'unlocked')?.removed_at).toBe(t.clock.now());
  });

  it('locks a number the mall does not list, and refuses what is not 4 to 12 digits or has no reason', async () => {
    expect((await lock('10001')).data).toMatchObject({ status: 'locked', in_mall: false });
    for (const bad of ['12a45', '123']) {
      expect(await lock(bad), bad).toMatchObject({
        status: 400,
        data: { errors: { number: 'A number must be 4 to 12 digits' } },
      });
    }
    expect((await lock('1234567890123')).status).toBe(400);
    expect((await lock('20002', '')).data).toEqual({ errors: { reason: 'Cannot be empty' } });
    expect((await t.db.query(`SELECT count(*)::int AS n FROM id_lock WHERE number IN ('12a45', '123', '20002')`)).rows[0].n).toBe(
      0,
    );
  });

  it('unlocks only with a reason, only an active lock', async () => {
    const locked = await lock('30003');
    expect((await unlock(locked.data.id)).data).toEqual({ errors: { reason: 'Cannot be empty' } });
    expect((await unlock(locked.data.id, '')).data).toEqual({ errors: { reason: 'Cannot be empty' } });
    expect((await unlock(locked.data.id, 'ok')).status).toBe(200);
    expect((await unlock(locked.data.id, 'twice')).status).toBe(400);
    const [row] = (await t.db.query('SELECT remove_reason FROM id_lock WHERE id = $1', [locked.data.id])).rows;
    expect(row).toEqual({ remove_reason: 'ok' });
  });

  it('filters the list by status and lists the demo locks with their reasons', async () => {
    const active = await locks({ status: 'locked' });
    expect(active.every((row) => row.status === 'locked' && row.removed_at === null)).toBe(true);
    expect(active.map((row) => row.number)).toEqual(expect.arrayContaining(['888888', '10000']));
    const history = await locks({ status: 'unlocked' });
    expect(history.map((row) => row.number)).toEqual(expect.arrayContaining(['168168', '8888']));
    expect(history.every((row) => row.remove_reason !== '')).toBe(true);
  });

  it('logs a lock and an unlock with before and after', async () => {
    const locked = await lock('40004', 'Kept for the anniversary');
    await unlock(locked.data.id, 'Anniversary over');
    const rows = await t.logRows(`module = 'IdLock' AND target_id = $1`, [String(locked.data.id)]);
    expect(rows).toMatchObject([
      { action: 'lockAdd', result: 'ok', admin_name: 'admin', after: { number: '40004', status: 'locked' } },
      {
        action: 'unlock',
        result: 'ok',
        before: { status: 'locked' },
        after: { status: 'unlocked', remove_reason: 'Anniversary over' },
      },
    ]);
    // A refused lock is logged too, and changes nothing.
    expect((await lock('40004', 'Kept again')).status).toBe(200);
    expect((await lock('40004', 'twice')).status).toBe(400);
    const last = (await t.logRows(`module = 'IdLock' AND action = 'lockAdd'`)).at(-1);
    expect(last).toMatchObject({ result: 'failed', status: 400 });
  });
});
