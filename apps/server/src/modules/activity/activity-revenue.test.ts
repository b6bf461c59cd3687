import { activityActions } from '@console/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { createAdminWithSession } from '../../../test/staff.ts';
import { settleActivity } from './activity-settle.ts';

/*
 * Revenue (issue 30, menu 11004): hosts or rooms whose turnover reaches a threshold earn that tier's
 * reward, the highest reached only, at most the most paid; paid once per activity, tier and recipient.
 */
const DAY = 86_400;
const ZONE = 'UTC';
const { SETTLE_GRACE_SECONDS } = activityActions;
type Preview = { coins: number; boards: { lines: { subject_id: number; value: number; reward: string | null }[] }[] };

let t: TestApp;
let admin: string;
let reviewer: string;
let picture: string;
let rooms: { id: number; owner: number }[];

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  reviewer = await createAdminWithSession(t.db, { username: 'revenue_reviewer', kind: 'super_admin', now: t.clock.now() });
  picture = (
    await t.db.query<{ path: string }>("SELECT '/files/' || id AS path FROM upload_file WHERE mime LIKE 'image/%' LIMIT 1")
  ).rows[0]!.path;
  rooms = (
    await t.db.query<{ id: number; owner: number }>(
      `SELECT r.id::int, r.owner_id::int AS owner FROM room r JOIN member m ON m.id = r.owner_id
        WHERE r.region_id = 1 AND m.status = 'normal'
          AND r.id NOT IN (SELECT subject_id FROM activity_blacklist WHERE subject = 'room')
          AND r.owner_id NOT IN (SELECT subject_id FROM activity_blacklist WHERE subject = 'member')
        ORDER BY r.id DESC LIMIT 5`,
    )
  ).rows;
});

async function send(room: number, coins: number, at: number) {
  await t.db.query(
    `INSERT INTO gift_send (room_id, region_id, sender_id, receiver_id, gift_id, count, coins, diamonds, sent_at)
     SELECT $1, 1, owner_id, owner_id, (SELECT id FROM gift ORDER BY id LIMIT 1), 1, $2, 0, $3 FROM room WHERE id = $1`,
    [room, coins, at],
  );
}

const coins = (amount: number) => ({ kind: 'coins', amount });
const TIERS = [
  { value: 500, reward: coins(50) },
  { value: 100, reward: coins(10) },
  { value: 1_000, reward: coins(200) },
];

const revenue = (starts_at: number, extra: Record<string, unknown> = {}, token = admin) =>
  t.call<{ id: number; state: string }>(
    'Activity/revenueSave',
    {
      title_zh: '营收活动',
      title_en: `Revenue ${starts_at}`,
      picture,
      url: 'https://event.example.com/revenue',
      regions: [1],
      starts_at,
      ends_at: starts_at + 7 * DAY,
      subject: 'room',
      thresholds: JSON.stringify(TIERS),
      top_n: 3,
      budget_coins: 1_000,
      ...extra,
    },
    { token },
  );

const count = async () => Number((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM activity')).rows[0]?.n);

describe('a revenue activity’s save', () => {
  it('refuses what is wrong, naming it, and saves nothing', async () => {
    const later = t.clock.now() + 30 * DAY;
    const before = await count();
    const twice = await revenue(later, { thresholds: JSON.stringify([TIERS[0], TIERS[0]]) });
    expect([twice.status, twice.msg]).toEqual([400, 'The threshold 500 is given twice']);
    const none = await revenue(later, { thresholds: '[]' });
    expect(none.status).toBe(400);
    expect(none.data).toMatchObject({ errors: { thresholds: expect.any(String) } });
    for (const reward of [{ kind: 'coins' }, coins(1.5), coins(-5), coins(10_000_000_000)]) {
      const bad = await revenue(later, { thresholds: JSON.stringify([{ value: 100, reward }]) });
      expect(bad.status, JSON.stringify(reward)).toBe(400);
    }
    expect((await revenue(later, { thresholds: JSON.stringify([{ value: 0, reward: coins(5) }]) })).status).toBe(400);
    // Activity management has no thresholds to send: it cannot create a revenue activity.
    const managed = await t.call(
      'Activity/actionAdd',
      {
        title_zh: '营收',
        title_en: 'Revenue by management',
        picture,
        url: 'https://event.example.com/revenue',
        type: 'revenue',
        regions: [1],
        starts_at: later,
        ends_at: later + DAY,
        metric: 'coins',
        subject: 'room',
        budget_coins: 1_000,
      },
      { token: admin },
    );
    expect([managed.status, managed.msg]).toEqual([
      400,
      "A revenue activity's thresholds are set on the Revenue screen; add it there",
    ]);
    expect(await count()).toBe(before);
    const saved = await revenue(later);
    expect(saved.status, saved.msg).toBe(200);
    const stored = await t.db.query('SELECT type, metric, min_value::int, template_id FROM activity WHERE id = $1', [
      saved.data.id,
    ]);
    expect(stored.rows).toEqual([{ type: 'revenue', metric: 'coins', min_value: 100, template_id: null }]);
  });

  it('passes review only when the budget covers each of the most paid at the dearest tier', async () => {
    const { id } = (await revenue(t.clock.now() + 60 * DAY, { budget_coins: 599 })).data;
    await t.call('Activity/revenueSubmit', { id }, { token: admin });
    const refused = await t.call('Activity/revenueReview', { ids: [id], result: 'pass' }, { token: reviewer });
    // 200 coins at the top tier, three paid.
    expect([refused.status, refused.msg]).toEqual([
      400,
      'The top tier for each of the 3 most paid comes to 600 coins, 1 coins over the 599-coin budget; it cannot be scheduled',
    ]);
  });
});

describe('a revenue activity', () => {
  it('pays each of the most paid the highest tier reached, once per tier and recipient', async () => {
    const start = t.clock.now() - 200 * DAY;
    const [top, middle, late, least, under] = rooms as [
      (typeof rooms)[0],
      (typeof rooms)[0],
      (typeof rooms)[0],
      (typeof rooms)[0],
      (typeof rooms)[0],
    ];
    await send(top.id, 700, start + 10);
    await send(top.id, 500, start + 20); // 1,200: the top tier only
    await send(middle.id, 600, start + 10); // 600: the second tier
    await send(late.id, 150, start + 30); // 150: the first tier
    await send(least.id, 100, start + 40); // exactly the first threshold, but a fourth: beyond the most paid
    await send(under.id, 99, start + 10); // under every threshold
    const { id } = (await revenue(start)).data;
    await t.call('Activity/revenueSubmit', { id }, { token: admin });
    const passed = await t.call('Activity/revenueReview', { ids: [id], result: 'pass' }, { token: reviewer });
    expect(passed.status, passed.msg).toBe(200);

    const preview = await t.call<Preview>('Activity/revenuePreview', { id }, { token: admin, lang: 'en-us' });
    expect(preview.data.coins).toBe(260);
    expect(preview.data.boards[0]?.lines.map((line) => [line.subject_id, line.value, line.reward])).toEqual([
      [top.id, 1_200, 'Coins 200'],
      [middle.id, 600, 'Coins 50'],
      [late.id, 150, 'Coins 10'],
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
      'SELECT source_key, member_id::int, amount::int FROM ledger_posting WHERE source_key LIKE $1 ORDER BY amount DESC',
      [`activity:${id}:%`],
    );
    expect(postings.rows).toEqual([
      { source_key: `activity:${id}:threshold:1000:room:${top.id}`, member_id: top.owner, amount: 200 },
      { source_key: `activity:${id}:threshold:500:room:${middle.id}`, member_id: middle.owner, amount: 50 },
      { source_key: `activity:${id}:threshold:100:room:${late.id}`, member_id: late.owner, amount: 10 },
    ]);
    expect(await t.logRows("action = 'actionSettle' AND target_id = $1", [String(id)])).toHaveLength(1);
  });
});

describe('revenue’s screen', () => {
  it('keeps a country admin to their regions and answers only for revenue activities', async () => {
    const country = await createAdminWithSession(t.db, {
      username: 'revenue_country',
      kind: 'country_admin',
      regionIds: [1],
      menuIds: [11000, 11004],
      now: t.clock.now(),
    });
    expect((await revenue(t.clock.now() + 40 * DAY, { regions: [0] }, country)).status).toBe(403);
    const listed = await t.call<{ list: { regions: number[] }[] }>('Activity/revenueList', { pn: 200 }, { token: country });
    expect(listed.data.list.length).toBeGreaterThan(0);
    expect(listed.data.list.every((row) => row.regions.includes(1))).toBe(true);
    const [room] = (await t.db.query<{ id: number }>("SELECT id FROM activity WHERE type = 'new_star_room' LIMIT 1")).rows;
    const notFound = await t.call('Activity/revenueRanking', { id: 999_999 }, { token: admin });
    const answer = await t.call('Activity/revenueRanking', { id: room?.id }, { token: admin });
    expect([answer.status, answer.msg]).toEqual([notFound.status, notFound.msg]);
  });
});
