import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

type Review = { id: number; room_id: number; region_id: number; image: string; state: string };

let t: TestApp;
let admin: string;
/** Pending submissions outside the country admin's region 1, and inside it. */
let foreign: Review[];
let own: Review;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  const { list } = (await t.call<{ list: Review[] }>('Room/roomBgReviewList', { state: 'pending', pn: 100 }, { token: admin }))
    .data;
  foreign = list.filter((review) => review.region_id !== 1);
  own = list.find((review) => review.region_id === 1) as Review;
  if (foreign.length < 4 || !own) throw new Error('the fixture has too few pending submissions');
});
const roomOf = async (review: Review) =>
  (await t.db.query('SELECT background FROM room WHERE id = $1', [review.room_id])).rows[0] as { background: string };
const stateOf = async (review: Review) =>
  (await t.db.query('SELECT state FROM room_background_review WHERE id = $1', [review.id])).rows[0] as { state: string };

describe('Room/changeRoomBgBatch', () => {
  it('passes a batch, and each submitted image becomes its room’s background in the same change', async () => {
    const [a, b] = foreign as [Review, Review];
    expect(await roomOf(a)).not.toEqual({ background: a.image });
    const passed = await t.call('Room/changeRoomBgBatch', { ids: `${a.id},${b.id}`, result: 'pass' }, { token: admin });
    expect(passed.data).toEqual({ checked: 2 });
    expect([await roomOf(a), await roomOf(b)]).toEqual([{ background: a.image }, { background: b.image }]);
  });

  it('refuses a refusal without a reason, in the caller’s language, and changes nothing', async () => {
    const review = foreign[2] as Review;
    const bare = await t.call('Room/changeRoomBgBatch', { ids: review.id, result: 'refuse' }, { token: admin, lang: 'zh-cn' });
    expect(bare).toMatchObject({ status: 400, msg: '请填写原因', data: { errors: { reason: '不能为空' } } });
    const given = { ids: review.id, result: 'refuse', reason: 'Shows a phone number' };
    expect(await stateOf(review)).toEqual({ state: 'pending' });
    expect((await t.call('Room/changeRoomBgBatch', given, { token: admin })).data).toEqual({ checked: 1 });
    expect(await roomOf(review)).not.toEqual({ background: review.image });
  });

  it('lets a country admin review their own region’s submissions only', async () => {
    const token = await t.login('country_admin');
    const other = foreign[3] as Review;
    const mixed = await t.call('Room/changeRoomBgBatch', { ids: `${own.id},${other.id}`, result: 'pass' }, { token });
    expect(mixed.status).toBe(403);
    expect([await stateOf(own), await stateOf(other)]).toEqual([{ state: 'pending' }, { state: 'pending' }]);
    expect(await roomOf(own)).not.toEqual({ background: own.image });
    const list = await t.call<{ list: Review[] }>('Room/roomBgReviewList', { pn: 100 }, { token });
    expect(new Set(list.data.list.map((review) => review.region_id))).toEqual(new Set([1]));
    expect((await t.call('Room/changeRoomBgBatch', { ids: own.id, result: 'pass' }, { token })).data).toEqual({ checked: 1 });
  });
});
