import { activityActions } from '@console/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { createAdminWithSession } from '../../../test/staff.ts';
import { settleActivity } from './activity-settle.ts';

/*
 * Room election (issue 30, menu 11009): rooms stand once their nomination passed (staff nominate and
 * pass at once; sign-ups wait for review), members vote with the vote gifts sent in a room, the top
 * rooms are elected, announced on their nominations and paid by rank once.
 */
const DAY = 86_400;
const ZONE = 'UTC';
const { SETTLE_GRACE_SECONDS } = activityActions;
type Nomination = {
  id: number;
  room_no: number;
  state: string;
  source: string;
  elected_rank: number | null;
  reviewed_by_name: string;
};
type Ranking = { boards: { subject: string; lines: { subject_id: number; value: number }[] }[] };

let t: TestApp;
let admin: string;
let reviewer: string;
let picture: string;
let templateId: number;
let gifts: [number, number];
/** Rooms of region 1 whose owners take rewards, and one room outside region 1. */
let rooms: { id: number; room_no: number; owner: number }[];
let foreign: { id: number; room_no: number };

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  reviewer = await createAdminWithSession(t.db, { username: 'election_reviewer', kind: 'super_admin', now: t.clock.now() });
  picture = (
    await t.db.query<{ path: string }>("SELECT '/files/' || id AS path FROM upload_file WHERE mime LIKE 'image/%' LIMIT 1")
  ).rows[0]!.path;
  gifts = (await t.db.query<{ id: number }>('SELECT id FROM gift ORDER BY id DESC LIMIT 2')).rows.map((row) => row.id) as [
    number,
    number,
  ];
  rooms = (
    await t.db.query<{ id: number; room_no: number; owner: number }>(
      `SELECT r.id::int, r.room_no::int, r.owner_id::int AS owner FROM room r JOIN member m ON m.id = r.owner_id
        WHERE r.region_id = 1 AND m.status = 'normal'
          AND r.id NOT IN (SELECT subject_id FROM activity_blacklist WHERE subject = 'room')
          AND r.owner_id NOT IN (SELECT subject_id FROM activity_blacklist WHERE subject = 'member')
        ORDER BY r.id DESC LIMIT 5`,
    )
  ).rows;
  foreign = (await t.db.query<typeof foreign>('SELECT id::int, room_no::int FROM room WHERE region_id <> 1 ORDER BY id LIMIT 1'))
    .rows[0]!;
  const tiers = [
    { rank_from: 1, rank_to: 1, reward: { kind: 'coins', amount: 800 } },
    { rank_from: 2, rank_to: 2, reward: { kind: 'coins', amount: 300 } },
  ];
  templateId = (
    await t.call<{ id: number }>(
      'Activity/prizeTemplateSave',
      { name: 'Election template', regions: [1], tiers: JSON.stringify(tiers) },
      { token: admin },
    )
  ).data.id;
});

/** `count` of a vote gift sent in `room` at `at`. */
async function vote(room: number, gift: number, count: number, at: number) {
  await t.db.query(
    `INSERT INTO gift_send (room_id, region_id, sender_id, receiver_id, gift_id, count, coins, diamonds, sent_at)
     SELECT $1, 1, owner_id, owner_id, $2, $3, $3 * 10, 0, $4 FROM room WHERE id = $1`,
    [room, gift, count, at],
  );
}

const election = (starts_at: number, extra: Record<string, unknown> = {}) =>
  t.call<{ id: number; state: string }>(
    'Activity/electionSave',
    {
      title_zh: '房间评选',
      title_en: `Room election ${starts_at}`,
      picture,
      url: 'https://event.example.com/election',
      regions: [1],
      starts_at,
      ends_at: starts_at + 7 * DAY,
      metric: 'gift_count',
      gifts: JSON.stringify([{ gift_id: gifts[0] }]),
      top_n: 2,
      template_id: templateId,
      budget_coins: 10_000,
      ...extra,
    },
    { token: admin },
  );

const nominate = (activity_id: number, room_no: number, token = admin) =>
  t.call<Nomination>('Activity/electionNominate', { activity_id, room_no, pitch: 'Great hosts' }, { token, lang: 'en-us' });

/** A room signing up from the app: a pending nomination, as the app writes it. */
async function signUp(activityId: number, room: { id: number }) {
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO activity_nomination (activity_id, room_id, region_id, source, pitch, state, created_by, created_by_name, created_at)
     SELECT $1, id, region_id, 'sign_up', 'Vote for us', 'pending', 0, '', $3 FROM room WHERE id = $2 RETURNING id`,
    [activityId, room.id, t.clock.now()],
  );
  return rows[0]!.id;
}

const nominations = async (activity_id: number) =>
  (
    await t.call<{ list: Nomination[] }>(
      'Activity/nominationList',
      { activity_id, pn: 200, sort: 'id', order: 'asc' },
      { token: admin },
    )
  ).data.list;

describe('a room election', () => {
  it('takes staff nominations of its regions once, passed at once; refuses the rest naming why', async () => {
    const { id } = (await election(t.clock.now() + 30 * DAY)).data;
    const [a] = rooms as [(typeof rooms)[0]];
    const added = await nominate(id, a.room_no);
    expect(added.status, added.msg).toBe(200);
    expect(added.data).toMatchObject({ room_no: a.room_no, source: 'staff', state: 'passed', reviewed_by_name: 'admin' });
    const twice = await nominate(id, a.room_no);
    expect([twice.status, twice.msg]).toEqual([400, `Room ${a.room_no} is already nominated for this election`]);
    const elsewhere = await nominate(id, foreign.room_no);
    expect([elsewhere.status, elsewhere.msg]).toEqual([400, `Room ${foreign.room_no} is not in the election's regions`]);
    const unknown = await nominate(999_999, a.room_no);
    expect([unknown.status, unknown.msg]).toEqual([400, 'No room election has the ID 999999']);
    const noRoom = await nominate(id, 1);
    expect(noRoom.status).toBe(400);
    const country = await createAdminWithSession(t.db, {
      username: 'election_country',
      kind: 'country_admin',
      regionIds: [1],
      menuIds: [11000, 11009],
      now: t.clock.now(),
    });
    expect((await nominate(id, foreign.room_no, country)).status).toBe(403);
    expect((await nominations(id)).map((row) => row.room_no)).toEqual([a.room_no]);
  });

  it('reviews sign-ups: only pending ones move, a refusal needs a reason', async () => {
    const { id } = (await election(t.clock.now() + 40 * DAY)).data;
    const [, b, c] = rooms as [(typeof rooms)[0], (typeof rooms)[0], (typeof rooms)[0]];
    const first = await signUp(id, b);
    const second = await signUp(id, c);
    const review = (ids: number[], result: string, reason?: string) =>
      t.call('Activity/nominationReview', { ids, result, ...(reason ? { reason } : {}) }, { token: admin });
    expect((await review([second], 'refuse')).status).toBe(400);
    expect((await review([first], 'pass')).status).toBe(200);
    expect((await review([first, second], 'refuse', 'Banned twice')).status).toBe(400);
    expect((await review([second], 'refuse', 'Banned twice')).status).toBe(200);
    expect((await nominations(id)).map((row) => [row.room_no, row.source, row.state])).toEqual([
      [b.room_no, 'sign_up', 'passed'],
      [c.room_no, 'sign_up', 'refused'],
    ]);
  });

  it('counts votes only for standing rooms, elects the top, announces and pays them once', async () => {
    const start = t.clock.now() - 200 * DAY;
    const { id } = (await election(start)).data;
    const [a, b, c, d, e] = rooms as [
      (typeof rooms)[0],
      (typeof rooms)[0],
      (typeof rooms)[0],
      (typeof rooms)[0],
      (typeof rooms)[0],
    ];
    // Nominated before the voting (the test's clock is past it: the rows are written as staff and the app would have).
    for (const room of [a, b]) {
      await t.db.query(
        `INSERT INTO activity_nomination (activity_id, room_id, region_id, source, pitch, state, created_by, created_by_name, created_at)
         SELECT $1, id, region_id, 'staff', 'Staff pick', 'passed', 1, 'admin', $3 FROM room WHERE id = $2`,
        [id, room.id, start - DAY],
      );
    }
    const refused = await signUp(id, c);
    await t.db.query("UPDATE activity_nomination SET state = 'refused' WHERE id = $1", [refused]);
    await signUp(id, d); // still pending: does not stand
    await vote(a.id, gifts[0], 5, start + 10);
    await vote(b.id, gifts[0], 3, start + 20);
    await vote(a.id, gifts[1], 100, start + 30); // not a vote gift
    await vote(c.id, gifts[0], 10, start + 10); // refused: does not stand
    await vote(d.id, gifts[0], 8, start + 10); // pending: does not stand
    await vote(e.id, gifts[0], 20, start + 10); // never nominated
    await t.call('Activity/electionSubmit', { id }, { token: admin });
    const passed = await t.call('Activity/electionReview', { ids: [id], result: 'pass' }, { token: reviewer });
    expect(passed.status, passed.msg).toBe(200);
    const live = await t.call<Ranking>('Activity/electionRanking', { id }, { token: admin });
    const shape = (ranking: Ranking) => ranking.boards.map((board) => board.lines.map((line) => [line.subject_id, line.value]));
    expect(shape(live.data)).toEqual([
      [
        [a.id, 5],
        [b.id, 3],
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
      { source_key: `activity:${id}:rank:1`, member_id: a.owner, amount: 800 },
      { source_key: `activity:${id}:rank:2`, member_id: b.owner, amount: 300 },
    ]);
    expect((await nominations(id)).map((row) => [row.room_no, row.state, row.elected_rank])).toEqual([
      [a.room_no, 'passed', 1],
      [b.room_no, 'passed', 2],
      [c.room_no, 'refused', null],
      [d.room_no, 'pending', null],
    ]);
    expect(await t.logRows("action = 'actionSettle' AND target_id = $1", [String(id)])).toHaveLength(1);
    // Settled: who stood is final.
    const pending = (await nominations(id)).find((row) => row.state === 'pending');
    const late = await t.call(
      'Activity/nominationReview',
      { ids: [pending?.id], result: 'pass' },
      { token: admin, lang: 'en-us' },
    );
    expect(late.status).toBe(400);
    expect(late.msg).toContain('no longer takes nominations or reviews');
    expect((await nominate(id, e.room_no)).status).toBe(400);
  });

  it('keeps a country admin to their regions and answers only for elections', async () => {
    const country = await createAdminWithSession(t.db, {
      username: 'election_country_2',
      kind: 'country_admin',
      regionIds: [1],
      menuIds: [11000, 11009],
      now: t.clock.now(),
    });
    const listed = await t.call<{ list: { region_id: number }[] }>('Activity/nominationList', { pn: 200 }, { token: country });
    expect(listed.data.list.length).toBeGreaterThan(0);
    expect(listed.data.list.every((row) => row.region_id === 1)).toBe(true);
    const [family] = (await t.db.query<{ id: number }>("SELECT id FROM activity WHERE type = 'family_star' LIMIT 1")).rows;
    const notFound = await t.call('Activity/electionRanking', { id: 999_999 }, { token: admin });
    const answer = await t.call('Activity/electionRanking', { id: family?.id }, { token: admin });
    expect([answer.status, answer.msg]).toEqual([notFound.status, notFound.msg]);
  });

  it('shows the demo: the settled election’s winners announced, the running one’s sign-ups waiting', async () => {
    const [loved, year] = (
      await t.db.query<{ id: number }>(
        "SELECT id FROM activity WHERE title_en IN ('Most loved room', 'Room of the year') ORDER BY id",
      )
    ).rows.map((row) => row.id);
    const settled = await nominations(loved as number);
    expect(settled.flatMap((row) => (row.elected_rank === null ? [] : [row.elected_rank])).sort()).toEqual([1, 2, 3]);
    const running = await nominations(year as number);
    expect(running.some((row) => row.state === 'pending' && row.source === 'sign_up')).toBe(true);
    expect(running.every((row) => row.elected_rank === null)).toBe(true);
  });
});
