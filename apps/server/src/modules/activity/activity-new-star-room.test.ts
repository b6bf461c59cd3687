import { activityActions } from '@console/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { createAdminWithSession } from '../../../test/staff.ts';
import { settleActivity } from './activity-settle.ts';

/*
 * New star rooms (issue 30, menu 11010): rooms opened within N days before the start ranked by
 * turnover, each ranked room's owner paid by the template once, the top rooms recommended for days.
 */
const DAY = 86_400;
const ZONE = 'UTC';
const { SETTLE_GRACE_SECONDS } = activityActions;
type Ranking = {
  frozen: boolean;
  boards: { subject: string; lines: { subject_id: number; value: number; member_id: number }[] }[];
};
type Slot = { rank: number; subject_id: number; starts_at: number; ends_at: number; window_state: string };

let t: TestApp;
let admin: string;
let reviewer: string;
let picture: string;
let templateId: number;
/** Rooms of region 1 whose owners take rewards (not blacklisted, not banned), with their owners. */
let rooms: { id: number; owner: number }[];

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  reviewer = await createAdminWithSession(t.db, { username: 'rooms_reviewer', kind: 'super_admin', now: t.clock.now() });
  picture = (
    await t.db.query<{ path: string }>("SELECT '/files/' || id AS path FROM upload_file WHERE mime LIKE 'image/%' LIMIT 1")
  ).rows[0]!.path;
  rooms = (
    await t.db.query<{ id: number; owner: number }>(
      `SELECT r.id::int, r.owner_id::int AS owner FROM room r JOIN member m ON m.id = r.owner_id
        WHERE r.region_id = 1 AND m.status = 'normal'
          AND r.id NOT IN (SELECT subject_id FROM activity_blacklist WHERE subject = 'room')
          AND r.owner_id NOT IN (SELECT subject_id FROM activity_blacklist WHERE subject = 'member')
        ORDER BY r.id DESC LIMIT 4`,
    )
  ).rows;
  const tiers = [
    { rank_from: 1, rank_to: 1, reward: { kind: 'coins', amount: 500 } },
    { rank_from: 2, rank_to: 3, reward: { kind: 'coins', amount: 200 } },
  ];
  templateId = (
    await t.call<{ id: number }>(
      'Activity/prizeTemplateSave',
      { name: 'New rooms template', regions: [1], tiers: JSON.stringify(tiers) },
      { token: admin },
    )
  ).data.id;
});

/** `coins` of gifts sent in `room` at `at`. */
async function send(room: number, coins: number, at: number) {
  await t.db.query(
    `INSERT INTO gift_send (room_id, region_id, sender_id, receiver_id, gift_id, count, coins, diamonds, sent_at)
     SELECT $1, 1, owner_id, owner_id, (SELECT id FROM gift ORDER BY id LIMIT 1), 1, $2, 0, $3 FROM room WHERE id = $1`,
    [room, coins, at],
  );
}

const activity = (starts_at: number, extra: Record<string, unknown> = {}, token = admin) =>
  t.call<{ id: number; state: string }>(
    'Activity/newStarRoomSave',
    {
      title_zh: '新星房间',
      title_en: `New star rooms ${starts_at}`,
      picture,
      url: 'https://event.example.com/new-rooms',
      regions: [1],
      starts_at,
      ends_at: starts_at + 7 * DAY,
      new_within_days: 30,
      min_value: 100,
      perk_places: 1,
      perk_days: 10,
      top_n: 2,
      template_id: templateId,
      budget_coins: 1_000_000,
      ...extra,
    },
    { token },
  );

const count = async () => Number((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM activity')).rows[0]?.n);

describe('a new star room activity’s save', () => {
  it('refuses what is wrong, naming it, and saves nothing', async () => {
    const later = t.clock.now() + 30 * DAY;
    const before = await count();
    const tooMany = await activity(later, { perk_places: 3 });
    expect([tooMany.status, tooMany.msg]).toEqual([400, 'The 3 places given the perk cannot be more than the 2 places ranked']);
    for (const days of [0, 366]) {
      const refused = await activity(later, { new_within_days: days });
      expect(refused.status).toBe(400);
      expect(refused.data).toMatchObject({ errors: { new_within_days: expect.any(String) } });
    }
    expect(await count()).toBe(before);
    const saved = await activity(later);
    expect(saved.status, saved.msg).toBe(200);
    const stored = await t.db.query('SELECT type, subject, metric, new_within_days FROM activity WHERE id = $1', [saved.data.id]);
    expect(stored.rows).toEqual([{ type: 'new_star_room', subject: 'room', metric: 'coins', new_within_days: 30 }]);
  });
});

describe('new star rooms', () => {
  it('rank only rooms opened lately, their top N; pay each owner once and recommend the top rooms once', async () => {
    const start = t.clock.now() - 200 * DAY;
    const [old, early, during, under] = rooms as [(typeof rooms)[0], (typeof rooms)[0], (typeof rooms)[0], (typeof rooms)[0]];
    const opened = async (room: number, at: number) => t.db.query('UPDATE room SET created_at = $2 WHERE id = $1', [room, at]);
    await opened(old.id, start - 31 * DAY); // a day too old
    await opened(early.id, start - 29 * DAY);
    await opened(during.id, start + 2 * DAY);
    await opened(under.id, start - DAY);
    await send(old.id, 9_000, start + 10); // the highest turnover, but not a new room: takes no place
    await send(early.id, 300, start + 50);
    await send(during.id, 200, start + 3 * DAY);
    await send(during.id, 100, start + 3 * DAY + 10); // reaches 300 after `early`: ranks second
    await send(under.id, 99, start + 10); // under the minimum of 100
    const { id } = (await activity(start)).data;
    await t.call('Activity/newStarRoomSubmit', { id }, { token: admin });
    const passed = await t.call('Activity/newStarRoomReview', { ids: [id], result: 'pass' }, { token: reviewer });
    expect(passed.status, passed.msg).toBe(200);

    const live = await t.call<Ranking>('Activity/newStarRoomRanking', { id }, { token: admin });
    const shape = (ranking: Ranking) => ranking.boards.map((board) => board.lines.map((line) => [line.subject_id, line.value]));
    expect(live.data.boards.map((board) => board.subject)).toEqual(['room']);
    expect(shape(live.data)).toEqual([
      [
        [early.id, 300],
        [during.id, 300],
      ],
    ]);

    const now = t.clock.now();
    expect(start + 7 * DAY + SETTLE_GRACE_SECONDS).toBeLessThan(now);
    const runs = await Promise.all([
      settleActivity(t.db, id, { now, timeZone: ZONE }),
      settleActivity(t.db, id, { now, timeZone: ZONE }),
    ]);
    expect(runs.filter((run) => run !== null)).toHaveLength(1);
    expect(await settleActivity(t.db, id, { now: now + DAY, timeZone: ZONE })).toBeNull();
    const postings = await t.db.query<{ source_key: string; member_id: number; amount: number }>(
      'SELECT source_key, member_id::int, amount::int FROM ledger_posting WHERE source_key LIKE $1 ORDER BY source_key',
      [`activity:${id}:%`],
    );
    expect(postings.rows).toEqual([
      { source_key: `activity:${id}:rank:1`, member_id: early.owner, amount: 500 },
      { source_key: `activity:${id}:rank:2`, member_id: during.owner, amount: 200 },
    ]);
    const slots = await t.call<{ list: Slot[] }>('Activity/roomSlotList', { activity_id: id }, { token: admin });
    expect(slots.data.list.map((row) => [row.rank, row.subject_id, row.starts_at, row.ends_at, row.window_state])).toEqual([
      [1, early.id, now, now + 10 * DAY, 'running'],
    ]);
    expect(await t.logRows("action = 'actionSettle' AND target_id = $1", [String(id)])).toHaveLength(1);
    const frozen = await t.call<Ranking>('Activity/newStarRoomRanking', { id }, { token: admin });
    expect(shape(frozen.data)).toEqual(shape(live.data));
  });
});

describe('new star rooms’ screen', () => {
  it('keeps a country admin to their regions and answers only for new star room activities', async () => {
    const country = await createAdminWithSession(t.db, {
      username: 'rooms_country',
      kind: 'country_admin',
      regionIds: [1],
      menuIds: [11000, 11010],
      now: t.clock.now(),
    });
    expect((await activity(t.clock.now() + 40 * DAY, { regions: [0] }, country)).status).toBe(403);
    const own = await activity(t.clock.now() + 40 * DAY, {}, country);
    expect(own.status, own.msg).toBe(200);
    const listed = await t.call<{ list: { regions: number[] }[] }>('Activity/newStarRoomList', { pn: 200 }, { token: country });
    expect(listed.data.list.length).toBeGreaterThan(1);
    expect(listed.data.list.every((row) => row.regions.includes(1))).toBe(true);
    const slots = await t.call<{ list: { region_id: number }[] }>('Activity/roomSlotList', { pn: 200 }, { token: country });
    expect(slots.data.list.every((row) => row.region_id === 1)).toBe(true);
    const [family] = (await t.db.query<{ id: number }>("SELECT id FROM activity WHERE type = 'family_star' LIMIT 1")).rows;
    const notFound = await t.call('Activity/newStarRoomRanking', { id: 999_999 }, { token: admin });
    const answer = await t.call('Activity/newStarRoomRanking', { id: family?.id }, { token: admin });
    expect([answer.status, answer.msg]).toEqual([notFound.status, notFound.msg]);
  });

  it('shows the demo’s activities: slots of the spring ran out, the summer’s are held', async () => {
    const slots = await t.call<{ list: Slot[] }>('Activity/roomSlotList', { pn: 200 }, { token: admin });
    expect(new Set(slots.data.list.map((row) => row.window_state))).toEqual(new Set(['running', 'ended']));
  });
});
