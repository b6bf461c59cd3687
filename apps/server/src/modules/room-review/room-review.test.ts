import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { ormFor } from '../../db/orm.ts';
import { dissolvedRooms } from '../room/room-dissolution.lookup.ts';

type Activity = { id: number; room_id: number; region_id: number; state: string; is_top: boolean; title: string };
type Disband = { id: number; room_id: number; region_id: number; state: string };

let t: TestApp;
let admin: string;
let country: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  country = await t.login('country_admin');
});

const activities = async (body: Record<string, unknown>, token = admin) =>
  (await t.call<{ list: Activity[]; total: number }>('Room/roomActiveReviewList', { pn: 200, ...body }, { token })).data;
const stateOf = async (table: string, id: number) =>
  ((await t.db.query(`SELECT state FROM ${table} WHERE id = $1`, [id])).rows[0] as { state: string }).state;
/** Operation-log rows of an action's changes (refused and failed attempts are logged too, as such). */
const logCount = async (action: string) => {
  const { rows } = await t.db.query(
    `SELECT count(*)::int AS n FROM operation_log WHERE module = 'Room' AND action = $1 AND result = 'ok'`,
    [action],
  );
  return Number((rows[0] as { n: number }).n);
};

describe('room activity reviews', () => {
  it('has the fixture facts the generated samples rely on (test/samples/room-review.ts)', async () => {
    const { rows } = await t.db.query('SELECT id, state, is_top, region_id FROM room_activity WHERE id IN (2, 4, 7) ORDER BY id');
    expect(rows).toEqual([
      { id: 2, state: 'pending', is_top: false, region_id: expect.any(Number) },
      { id: 4, state: 'passed', is_top: true, region_id: expect.any(Number) },
      { id: 7, state: 'passed', is_top: false, region_id: expect.any(Number) },
    ]);
    expect(rows.every((row) => (row as { region_id: number }).region_id !== 1)).toBe(true);
  });

  it('lists the demo activities with their rooms, and a country admin only those of region 1', async () => {
    const all = await activities({});
    expect(all.total).toBeGreaterThan(20);
    expect(new Set(all.list.map((row) => row.state))).toEqual(new Set(['pending', 'passed', 'refused', 'ignored']));
    const theirs = await activities({}, country);
    expect(theirs.total).toBeGreaterThan(0);
    expect(new Set(theirs.list.map((row) => row.region_id))).toEqual(new Set([1]));
  });

  it('passes a batch whole or not at all: one reviewed row refuses every row, then only pending rows move, in one log row', async () => {
    const pending = (await activities({ state: 'pending' })).list.filter((row) => row.region_id !== 1);
    const done = (await activities({ state: 'refused' })).list[0] as Activity;
    const [a, b, c] = pending as [Activity, Activity, Activity];
    const before = await logCount('changeRoomActiveBatch');
    const mixed = await t.call(
      'Room/changeRoomActiveBatch',
      { ids: `${a.id},${b.id},${done.id}`, result: 'pass' },
      { token: admin, lang: 'zh-cn' },
    );
    expect(mixed).toMatchObject({ status: 400, msg: '只能审核待审核的数据,请刷新后重试' });
    const mixedEn = await t.call(
      'Room/changeRoomActiveBatch',
      { ids: `${a.id},${done.id}`, result: 'pass' },
      { token: admin, lang: 'en-us' },
    );
    expect(mixedEn.msg).toBe('Only rows waiting for review can be reviewed; refresh and try again');
    expect([await stateOf('room_activity', a.id), await stateOf('room_activity', b.id)]).toEqual(['pending', 'pending']);
    const passed = await t.call(
      'Room/changeRoomActiveBatch',
      { ids: `${a.id},${b.id},${c.id}`, result: 'pass' },
      { token: admin },
    );
    expect(passed.data).toEqual({ checked: 3 });
    expect(await stateOf('room_activity', c.id)).toBe('passed');
    // The refused attempts wrote nothing; the batch wrote one row naming all three.
    expect(await logCount('changeRoomActiveBatch')).toBe(before + 1);
    const { rows } = await t.db.query(
      `SELECT target_id, before FROM operation_log WHERE action = 'changeRoomActiveBatch' AND result = 'ok' ORDER BY id DESC LIMIT 1`,
    );
    const logged = rows[0] as { target_id: string; before: { id: number; state: string }[] };
    const ids = [a.id, b.id, c.id].sort((x, y) => x - y);
    expect(
      logged.target_id
        .split(',')
        .map(Number)
        .sort((x, y) => x - y),
    ).toEqual(ids);
    // Each row as it was, pending, in the log row.
    expect(logged.before.map((row) => [row.id, row.state]).sort((x, y) => Number(x[0]) - Number(y[0]))).toEqual(
      ids.map((id) => [id, 'pending']),
    );
  });

  it('refuses a refusal without a reason in both languages, and ignores', async () => {
    const [a, b] = (await activities({ state: 'pending' })).list.filter((row) => row.region_id !== 1) as [Activity, Activity];
    const zh = await t.call('Room/changeRoomActiveBatch', { ids: a.id, result: 'refuse' }, { token: admin, lang: 'zh-cn' });
    expect(zh).toMatchObject({ status: 400, msg: '请填写原因', data: { errors: { reason: '不能为空' } } });
    const en = await t.call('Room/changeRoomActiveBatch', { ids: a.id, result: 'refuse' }, { token: admin, lang: 'en-us' });
    expect(en).toMatchObject({ status: 400, msg: 'Please give a reason', data: { errors: { reason: 'Cannot be empty' } } });
    const refused = await t.call(
      'Room/changeRoomActiveBatch',
      { ids: a.id, result: 'refuse', reason: 'Cover shows a QR code' },
      { token: admin },
    );
    expect(refused.data).toEqual({ checked: 1 });
    expect((await t.call('Room/changeRoomActiveBatch', { ids: b.id, result: 'ignore' }, { token: admin })).data).toEqual({
      checked: 1,
    });
    expect(await stateOf('room_activity', b.id)).toBe('ignored');
  });

  it('pins passed activities only, with its message in both languages, and unpins', async () => {
    const pending = (await activities({ state: 'pending' })).list[0] as Activity;
    const zh = await t.call('Room/topActive', { id: pending.id }, { token: admin, lang: 'zh-cn' });
    expect(zh).toMatchObject({ status: 400, msg: '只有已通过的活动可以置顶' });
    const en = await t.call('Room/topActive', { id: pending.id }, { token: admin, lang: 'en-us' });
    expect(en).toMatchObject({ status: 400, msg: 'Only passed activities can be pinned to top' });
    const passed = (await activities({ state: 'passed', is_top: false })).list[0] as Activity;
    const pinned = await t.call<Activity>('Room/topActive', { id: passed.id }, { token: admin });
    expect(pinned.data).toMatchObject({ id: passed.id, is_top: true });
    expect((await activities({ is_top: true })).list.map((row) => row.id)).toContain(passed.id);
    const unpinned = await t.call<Activity>('Room/cancelTopActive', { id: passed.id }, { token: admin });
    expect(unpinned.data).toMatchObject({ is_top: false, topped_at: null });
  });

  it('keeps a country admin to region 1: reviews, pins and deletes of other regions are refused, their own go through', async () => {
    const own = (await activities({ state: 'pending' }, country)).list[0] as Activity;
    const other = (await activities({ state: 'pending' })).list.find((row) => row.region_id !== 1) as Activity;
    const mixed = await t.call(
      'Room/changeRoomActiveBatch',
      { ids: `${own.id},${other.id}`, result: 'pass' },
      { token: country, lang: 'zh-cn' },
    );
    expect(mixed).toMatchObject({ status: 403, msg: '没有该区域的权限' });
    expect([await stateOf('room_activity', own.id), await stateOf('room_activity', other.id)]).toEqual(['pending', 'pending']);
    expect((await t.call('Room/deleteRoomActive', { id: other.id }, { token: country })).status).toBe(403);
    expect((await t.call('Room/changeRoomActiveBatch', { ids: own.id, result: 'pass' }, { token: country })).data).toEqual({
      checked: 1,
    });
    expect((await t.call<Activity>('Room/topActive', { id: own.id }, { token: country })).data.is_top).toBe(true);
  });

  it('deletes one activity', async () => {
    const row = (await activities({ state: 'ignored' })).list[0] as Activity;
    expect((await t.call('Room/deleteRoomActive', { id: row.id }, { token: admin })).status).toBe(200);
    expect((await t.db.query('SELECT id FROM room_activity WHERE id = $1', [row.id])).rows).toEqual([]);
  });
});

describe('room dissolution applications', () => {
  const applications = async (body: Record<string, unknown>, token = admin) =>
    (await t.call<{ list: Disband[]; total: number }>('Room/roomDisbandList', { pn: 200, ...body }, { token })).data;

  it('disbands a batch: the rooms are dissolved from then on, as the room list reads it', async () => {
    const pending = (await applications({ state: 'pending' })).list;
    const [a, b] = pending as [Disband, Disband];
    expect((await dissolvedRooms(ormFor(t.db), [a.room_id, b.room_id])).size).toBe(0);
    const done = await t.call('Room/roomDisbandReview', { ids: `${a.id},${b.id}`, result: 'pass' }, { token: admin });
    expect(done.data).toEqual({ checked: 2 });
    const dissolved = await dissolvedRooms(ormFor(t.db), [a.room_id, b.room_id]);
    expect(dissolved.get(a.room_id)).toBe(t.clock.now());
    expect((await applications({ state: 'disbanded' })).list.map((row) => row.id)).toEqual(expect.arrayContaining([a.id, b.id]));
  });

  it('dismisses with a reason only, and ignores; neither dissolves the room', async () => {
    const [a, b] = (await applications({ state: 'pending' })).list as [Disband, Disband];
    const bare = await t.call('Room/roomDisbandReview', { ids: a.id, result: 'refuse' }, { token: admin, lang: 'en-us' });
    expect(bare).toMatchObject({ status: 400, msg: 'Please give a reason' });
    const given = { ids: a.id, result: 'refuse', reason: 'Support plan still running' };
    expect((await t.call('Room/roomDisbandReview', given, { token: admin })).data).toEqual({ checked: 1 });
    expect((await t.call('Room/roomDisbandReview', { ids: b.id, result: 'ignore' }, { token: admin })).data).toEqual({
      checked: 1,
    });
    expect([await stateOf('room_disband', a.id), await stateOf('room_disband', b.id)]).toEqual(['dismissed', 'ignored']);
    expect((await dissolvedRooms(ormFor(t.db), [a.room_id, b.room_id])).size).toBe(0);
  });

  it('shows and reviews only region 1 for the country admin, and exports only theirs', async () => {
    const theirs = await applications({}, country);
    expect(theirs.list.every((row) => row.region_id === 1)).toBe(true);
    const other = (await applications({ state: 'pending' })).list.find((row) => row.region_id !== 1) as Disband;
    expect((await t.call('Room/roomDisbandReview', { ids: other.id, result: 'pass' }, { token: country })).status).toBe(403);
    expect(await stateOf('room_disband', other.id)).toBe('pending');
    const exported = await t.call<{ rows: number }>('Room/roomDisbandExport', {}, { token: country });
    expect(exported.data.rows).toBe(theirs.total);
  });
});
