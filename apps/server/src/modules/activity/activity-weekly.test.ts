import { activityActions } from '@console/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { createAdminWithSession } from '../../../test/staff.ts';
import { settleActivity } from './activity-settle.ts';
import { weekAfter, weekStartOf } from './activity-weekly.ts';

/*
 * Weekly star (issue 30): a week from Monday 00:00 on the console's clock, two boards per star gift
 * (receivers and senders), each paid by the template once; the next week follows from its settings.
 */
const DAY = 86_400;
/** A zone three hours ahead of UTC: its Monday 00:00 is a Sunday on UTC's clock. */
const ZONE = 'Asia/Riyadh';
const { SETTLE_GRACE_SECONDS } = activityActions;
type Line = { rank: number; subject_id: number; value: number; reward: string | null };
type Board = { gift_id: number | null; gift_name: string | null; subject: string; lines: Line[] };

let t: TestApp;
let admin: string;
let reviewer: string;
let gifts: [number, number];
let members: number[];
let room: number;
let picture: string;
let templateId: number;

beforeAll(async () => {
  t = await startTestApp({ timeZone: ZONE });
  admin = await t.login('admin');
  reviewer = await createAdminWithSession(t.db, { username: 'week_reviewer', kind: 'super_admin', now: t.clock.now() });
  gifts = (await t.db.query<{ id: number }>('SELECT id FROM gift ORDER BY id DESC LIMIT 2')).rows.map((row) => row.id) as [
    number,
    number,
  ];
  members = (
    await t.db.query<{ id: number }>(
      "SELECT id::int FROM member WHERE region_id = 1 AND status = 'normal' AND id NOT IN (SELECT member_id FROM activity_shield) ORDER BY id LIMIT 4",
    )
  ).rows.map((row) => row.id);
  picture = (
    await t.db.query<{ path: string }>("SELECT '/files/' || id AS path FROM upload_file WHERE mime LIKE 'image/%' LIMIT 1")
  ).rows[0]!.path;
  room = (await t.db.query<{ id: number }>('SELECT id::int FROM room WHERE region_id = 1 ORDER BY id LIMIT 1')).rows[0]!.id;
  const tiers = [
    { rank_from: 1, rank_to: 1, reward: { kind: 'coins', amount: 500 } },
    { rank_from: 2, rank_to: 2, reward: { kind: 'coins', amount: 200 } },
  ];
  templateId = (
    await t.call<{ id: number }>(
      'Activity/prizeTemplateSave',
      { name: 'Week template', regions: [1], tiers: JSON.stringify(tiers) },
      { token: admin },
    )
  ).data.id;
});

/** `count` of a star gift given by `sender` to `receiver` at `at`. */
async function give(gift: number, sender: number, receiver: number, count: number, at: number) {
  await t.db.query(
    `INSERT INTO gift_send (room_id, region_id, sender_id, receiver_id, gift_id, count, coins, diamonds, sent_at)
     VALUES ($1, 1, $2, $3, $4, $5, $5 * 10, 0, $6)`,
    [room, sender, receiver, gift, count, at],
  );
}

const week = (starts_at: number, budget_coins: number) =>
  t.call<{ id: number; ends_at: number; state: string }>(
    'Activity/starWeekSave',
    {
      title_zh: '周星',
      title_en: `Week ${starts_at}`,
      picture,
      url: 'https://event.example.com/week',
      regions: [1],
      starts_at,
      metric: 'gift_count',
      gifts: JSON.stringify(gifts.map((gift_id) => ({ gift_id }))),
      top_n: 2,
      template_id: templateId,
      budget_coins,
    },
    { token: admin },
  );

const count = async () => Number((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM activity')).rows[0]?.n);

describe('a weekly star week', () => {
  it('starts on a Monday at 00:00 on the console’s clock and lasts a week; any other start is refused, nothing saved', async () => {
    const monday = weekStartOf(t.clock.now(), ZONE) + 7 * DAY;
    const before = await count();
    const sunday = await week(monday - DAY, 10_000);
    expect(sunday.status).toBe(400);
    expect(sunday.msg).toContain(ZONE);
    const utcMidnight = await week(monday + 3 * 3600, 10_000);
    expect(utcMidnight.status).toBe(400);
    expect(await count()).toBe(before);
    const saved = await week(monday, 10_000);
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ ends_at: monday + 7 * DAY, state: 'draft' });
  });

  it('needs a budget for every board: the template’s worst case times two boards per star gift', async () => {
    const monday = weekStartOf(t.clock.now(), ZONE) + 14 * DAY;
    const { id } = (await week(monday, 2_000)).data;
    await t.call('Activity/starWeekSubmit', { id }, { token: admin });
    const refused = await t.call('Activity/starWeekReview', { ids: [id], result: 'pass' }, { token: reviewer });
    expect(refused.status).toBe(400);
    // 700 coins a board, four boards.
    expect(refused.msg).toContain('2800');
  });

  it('ranks receivers and senders of each star gift, pays each board once and makes the next week', async () => {
    const monday = weekStartOf(t.clock.now() - 14 * DAY, ZONE);
    const [a, b, c, d] = members as [number, number, number, number];
    const [rose, star] = gifts;
    await give(rose, a, c, 5, monday + 100);
    await give(rose, b, d, 3, monday + 200);
    await give(star, b, c, 4, monday + 300);
    // Outside the week: a Sunday evening on the console's clock counts for no one.
    await give(star, a, d, 50, monday - 60);
    const { id } = (await week(monday, 2_800)).data;
    await t.call('Activity/starWeekSubmit', { id }, { token: admin });
    expect((await t.call('Activity/starWeekReview', { ids: [id], result: 'pass' }, { token: reviewer })).status).toBe(200);

    const live = await t.call<{ frozen: boolean; boards: Board[] }>('Activity/starWeekRanking', { id }, { token: admin });
    const shape = (boards: Board[]) =>
      boards.map((board) => [board.gift_id, board.subject, board.lines.map((line) => [line.subject_id, line.value])]);
    expect(shape(live.data.boards)).toEqual([
      [
        rose,
        'receiver',
        [
          [c, 5],
          [d, 3],
        ],
      ],
      [
        rose,
        'sender',
        [
          [a, 5],
          [b, 3],
        ],
      ],
      [star, 'receiver', [[c, 4]]],
      [star, 'sender', [[b, 4]]],
    ]);
    expect(live.data.boards[0]?.gift_name).toBeTruthy();

    const now = t.clock.now();
    expect(weekAfter(monday, ZONE) + SETTLE_GRACE_SECONDS).toBeLessThan(now);
    const runs = await Promise.all([
      settleActivity(t.db, id, { now, timeZone: ZONE }),
      settleActivity(t.db, id, { now, timeZone: ZONE }),
    ]);
    expect(runs.filter((run) => run !== null)).toHaveLength(1);
    const postings = await t.db.query<{ source_key: string; member_id: number; amount: number }>(
      'SELECT source_key, member_id::int, amount::int FROM ledger_posting WHERE source_key LIKE $1 ORDER BY source_key',
      [`activity:${id}:%`],
    );
    const bySourceKey = <T extends { source_key: string }>(rows: T[]) =>
      [...rows].sort((x, y) => (x.source_key < y.source_key ? -1 : 1));
    expect(postings.rows).toEqual(
      bySourceKey([
        { source_key: `activity:${id}:gift:${rose}:receiver:rank:1`, member_id: c, amount: 500 },
        { source_key: `activity:${id}:gift:${rose}:receiver:rank:2`, member_id: d, amount: 200 },
        { source_key: `activity:${id}:gift:${rose}:sender:rank:1`, member_id: a, amount: 500 },
        { source_key: `activity:${id}:gift:${rose}:sender:rank:2`, member_id: b, amount: 200 },
        { source_key: `activity:${id}:gift:${star}:receiver:rank:1`, member_id: c, amount: 500 },
        { source_key: `activity:${id}:gift:${star}:sender:rank:1`, member_id: b, amount: 500 },
      ]),
    );
    // Every paid place of the top three went on the honour wall.
    const honours = await t.db.query<{ id: number; member_id: number; rank: number; source: string }>(
      'SELECT id, member_id::int, rank, source FROM activity_honour WHERE activity_id = $1 ORDER BY id',
      [id],
    );
    expect(honours.rows.map((row) => [row.member_id, row.rank, row.source])).toEqual([
      [c, 1, 'settled'],
      [d, 2, 'settled'],
      [a, 1, 'settled'],
      [b, 2, 'settled'],
      [c, 1, 'settled'],
      [b, 1, 'settled'],
    ]);
    const frozen = await t.call<{ frozen: boolean; boards: Board[] }>('Activity/starWeekRanking', { id }, { token: admin });
    expect(shape(frozen.data.boards)).toEqual(shape(live.data.boards));

    // The settlement made the next week from this one's settings, a draft for staff to submit.
    const next = await t.db.query<{ id: number; state: string; starts_at: number; ends_at: number; gifts: number[] }>(
      `SELECT a.id, a.state, a.starts_at::int, a.ends_at::int, array_agg(g.gift_id ORDER BY g.id) AS gifts
         FROM activity a JOIN activity_gift g ON g.activity_id = a.id
        WHERE a.type = 'weekly_star' AND a.starts_at = $1 AND a.regions && '{1}' GROUP BY a.id`,
      [weekAfter(monday, ZONE)],
    );
    expect(next.rows).toEqual([
      {
        id: expect.any(Number),
        state: 'draft',
        starts_at: weekAfter(monday, ZONE),
        ends_at: weekAfter(weekAfter(monday, ZONE), ZONE),
        gifts: [rose, star],
      },
    ]);
    // Asked for by hand as well, it is refused, naming the week that exists.
    const again = await t.call('Activity/starWeekNext', { id }, { token: admin });
    expect(again.status).toBe(400);
    expect(again.msg).toContain(String(next.rows[0]?.id));
  });

  it('keeps the honour wall: a settled entry is hidden, never deleted; one added by hand is', async () => {
    const [settled] = (
      await t.db.query<{ id: number }>("SELECT id FROM activity_honour WHERE source = 'settled' AND region_id = 1 LIMIT 1")
    ).rows;
    const refused = await t.call('Activity/honorDelete', { ids: settled?.id }, { token: admin });
    expect([refused.status, refused.msg]).toEqual([400, 'An entry the settlement added cannot be deleted; hide it instead']);
    expect((await t.call('Activity/honorDisplay', { id: settled?.id, shown: false }, { token: admin })).status).toBe(200);
    const added = await t.call<{ id: number; source: string; region_id: number }>(
      'Activity/honorSave',
      { member_id: members[0], title_zh: '好声音冠军', title_en: 'Singing contest winner', rank: 1 },
      { token: admin },
    );
    expect(added.data).toMatchObject({ source: 'manual', region_id: 1 });
    expect((await t.call('Activity/honorDelete', { ids: added.data.id }, { token: admin })).status).toBe(200);
    const unknown = await t.call(
      'Activity/honorSave',
      { member_id: 987_654_321, title_zh: '某', title_en: 'Some' },
      { token: admin },
    );
    expect(unknown.status).toBe(400);
  });

  it('answers only for weekly stars on its own screen', async () => {
    const ranking = await t.db.query<{ id: number }>("SELECT id FROM activity WHERE type = 'ranking' LIMIT 1");
    const answer = await t.call('Activity/starWeekRanking', { id: ranking.rows[0]?.id }, { token: admin });
    // Not found, as an activity outside the caller's regions (the engine's not_found).
    const notFound = await t.call('Activity/starWeekRanking', { id: 999_999 }, { token: admin });
    expect([answer.status, answer.msg]).toEqual([notFound.status, notFound.msg]);
    const next = await t.call('Activity/starWeekNext', { id: ranking.rows[0]?.id }, { token: admin });
    expect([next.status, next.msg]).toEqual([notFound.status, notFound.msg]);
  });
});
