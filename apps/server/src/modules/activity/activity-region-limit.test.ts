import { REGIONS } from '@console/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ActivityFixture, startActivityFixture } from '../../../test/activity-fixture.ts';
import { settleActivity } from './activity-settle.ts';

/*
 * The region change limit (issue 30 item 4): a member whose region changed within the limit of an
 * activity's type, before its start or during it, takes no part in it when it is region-limited.
 */
const DAY = 86_400;
type Ranking = { boards: { lines: { subject_id: number; member_id: number | null }[] }[] };

let f: ActivityFixture;
beforeAll(async () => {
  f = await startActivityFixture();
});

/** A move of `member` into region 1 recorded at `at`, as a staff edit records it. */
const moved = (member: number, at: number) =>
  f.t.db.query('INSERT INTO member_region_change (member_id, from_region, to_region, changed_at) VALUES ($1, 2, 1, $2)', [
    member,
    at,
  ]);

/** The type's limit set to `days` through the configuration screen (the demo sets one for plain rankings). */
async function limitRankings(days: number) {
  const { data } = await f.t.call<{ list: { id: number }[] }>(
    'Activity/regionLimitList',
    { type: 'ranking' },
    { token: f.admin },
  );
  const saved = await f.t.call('Activity/regionLimitSave', { id: data.list[0]?.id, type: 'ranking', days }, { token: f.admin });
  expect(saved.status).toBe(200);
}

const rankedIds = async (id: number) =>
  (await f.t.call<Ranking>('Activity/actionRanking', { id }, { token: f.admin })).data.boards[0]?.lines.map((l) => l.subject_id);

describe('the region change limit', () => {
  it('records a staff move of region (re-checked, as moves are), and nothing for a save that keeps the region', async () => {
    const [member] = (
      await f.t.db.query<{ id: number }>(
        "SELECT id::int FROM member WHERE region_id = 2 AND status = 'normal' ORDER BY id LIMIT 1",
      )
    ).rows;
    const rechecked = await f.t.loginRechecked('admin');
    const changes = () =>
      f.t.db.query('SELECT from_region, to_region FROM member_region_change WHERE member_id = $1', [member?.id]);
    expect((await f.t.call('Member/editRegion', { user_id: member?.id, region_id: 2 }, { token: rechecked })).status).toBe(200);
    expect((await changes()).rows).toEqual([]);
    expect((await f.t.call('Member/editRegion', { user_id: member?.id, region_id: 3 }, { token: rechecked })).status).toBe(200);
    expect((await changes()).rows).toEqual([{ from_region: 2, to_region: 3 }]);
  });

  it('refuses a limit of no days and a second limit of one type, in the reader’s language, changing nothing', async () => {
    const zero = await f.t.call('Activity/regionLimitSave', { type: 'revenue', days: 0 }, { token: f.admin, lang: 'zh-cn' });
    expect(zero.status).toBe(400);
    expect(zero.data).toMatchObject({ errors: { days: expect.any(String) } });
    const twice = await f.t.call('Activity/regionLimitSave', { type: 'ranking', days: 3 }, { token: f.admin });
    expect(twice.status).toBe(400);
    const { rows } = await f.t.db.query("SELECT days FROM activity_region_limit WHERE type IN ('ranking', 'revenue')");
    expect(rows).toEqual([{ days: 7 }]);
  });

  it('leaves a member who moved within the limit out of a region-limited ranking, not out of one in every region', async () => {
    await limitRankings(10);
    const start = f.t.clock.now() - 40 * DAY;
    const [a, b, recent, long] = f.members as [number, number, number, number];
    await f.send(a, 3000, start + 10);
    await f.send(b, 2000, start + 10);
    await f.send(recent, 5000, start + 10);
    await f.send(long, 1000, start + 10);
    await moved(recent, start - 5 * DAY); // within 10 days of the start
    await moved(long, start - 30 * DAY); // long before
    const coins = await f.template([{ rank_from: 1, rank_to: 3, reward: { kind: 'coins', amount: 100 } }], 'Region limit');
    const limited = await f.activity(start, start + DAY, coins.data.id);
    expect(await rankedIds(limited.data.id)).toEqual([a, b, long]);
    const everywhere = await f.activity(start, start + DAY, coins.data.id, { regions: REGIONS.map((region) => region.id) });
    expect(everywhere.status).toBe(200);
    expect(await rankedIds(everywhere.data.id)).toEqual([recent, a, b]);
  });

  it('skips paying a ranked room whose owner moved within the limit, saying why', async () => {
    await limitRankings(10);
    const start = f.t.clock.now() - 60 * DAY;
    const [owner] = (await f.t.db.query<{ owner_id: number }>('SELECT owner_id::int FROM room WHERE id = $1', [f.room.id])).rows;
    await f.send(f.members[0] as number, 4000, start + 10);
    await moved(owner?.owner_id as number, start + DAY / 2); // during the window
    const coins = await f.template([{ rank_from: 1, rank_to: 1, reward: { kind: 'coins', amount: 100 } }], 'Room owner');
    const id = (await f.activity(start, start + DAY, coins.data.id, { subject: 'room', top_n: 1 })).data.id;
    await f.t.call('Activity/actionSubmit', { id }, { token: f.admin });
    expect((await f.t.call('Activity/actionReview', { ids: [id], result: 'pass' }, { token: f.reviewer })).status).toBe(200);
    expect(await settleActivity(f.t.db, id, { now: f.t.clock.now(), timeZone: 'UTC' })).not.toBeNull();
    const report = await f.t.db.query('SELECT member_id::int, state, skip_reason FROM activity_payout WHERE activity_id = $1', [
      id,
    ]);
    expect(report.rows).toEqual([{ member_id: owner?.owner_id, state: 'skipped', skip_reason: 'region_changed' }]);
    const paid = await f.t.db.query('SELECT 1 FROM ledger_posting WHERE source_key LIKE $1', [`activity:${id}:%`]);
    expect(paid.rows).toEqual([]);
  });
});
