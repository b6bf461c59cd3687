import { activityActions } from '@console/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { createAdminWithSession } from '../../../test/staff.ts';
import { settleActivity } from './activity-settle.ts';

/*
 * Family star (issue 30, menu 12018): families ranked by their members' sends of the star gifts,
 * the owner of each ranked family paid by the template once, the top families titled for days.
 */
const DAY = 86_400;
const ZONE = 'UTC';
const { SETTLE_GRACE_SECONDS } = activityActions;
type Line = { rank: number; subject_id: number; value: number; member_id: number | null };
type Ranking = { frozen: boolean; boards: { subject: string; lines: Line[] }[] };
type Title = { rank: number; subject_id: number; title_en: string; starts_at: number; ends_at: number; window_state: string };

let t: TestApp;
let admin: string;
let reviewer: string;
let gifts: [number, number];
let picture: string;
let room: number;
let templateId: number;
/** Two families of region 1 made by the test, each an owner and five founders. */
let families: { id: number; owner: number; members: number[] }[];

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  reviewer = await createAdminWithSession(t.db, { username: 'family_reviewer', kind: 'super_admin', now: t.clock.now() });
  gifts = (await t.db.query<{ id: number }>('SELECT id FROM gift ORDER BY id DESC LIMIT 2')).rows.map((row) => row.id) as [
    number,
    number,
  ];
  picture = (
    await t.db.query<{ path: string }>("SELECT '/files/' || id AS path FROM upload_file WHERE mime LIKE 'image/%' LIMIT 1")
  ).rows[0]!.path;
  room = (await t.db.query<{ id: number }>('SELECT id::int FROM room WHERE region_id = 1 ORDER BY id LIMIT 1')).rows[0]!.id;
  // Members of no family, not listed by the activity blacklist or shields, in region 1.
  const free = (
    await t.db.query<{ id: number }>(
      `SELECT id::int FROM member WHERE region_id = 1 AND status = 'normal'
         AND id NOT IN (SELECT member_id FROM family_member WHERE removed_at IS NULL)
         AND id NOT IN (SELECT subject_id FROM activity_blacklist WHERE subject = 'member')
       ORDER BY id DESC LIMIT 13`,
    )
  ).rows.map((row) => row.id);
  const avatar = (await t.db.query<{ avatar: string }>('SELECT avatar FROM family LIMIT 1')).rows[0]?.avatar;
  families = [];
  for (const name of ['Star A', 'Star B']) {
    const [owner, ...founders] = free.splice(0, 6) as [number, ...number[]];
    const saved = await t.call<{ id: number }>(
      'Family/familySave',
      { name, owner_id: owner, avatar, declaration: 'We sing', income_ratio: 30, founder_ids: founders.join(',') },
      { token: admin },
    );
    expect(saved.status, saved.msg).toBe(200);
    families.push({ id: saved.data.id, owner, members: [owner, ...founders] });
  }
  families.push({ id: 0, owner: 0, members: free });
  const tiers = [
    { rank_from: 1, rank_to: 1, reward: { kind: 'coins', amount: 500 } },
    { rank_from: 2, rank_to: 3, reward: { kind: 'coins', amount: 200 } },
  ];
  templateId = (
    await t.call<{ id: number }>(
      'Activity/prizeTemplateSave',
      { name: 'Family template', regions: [1], tiers: JSON.stringify(tiers) },
      { token: admin },
    )
  ).data.id;
});

/** A send of `coins` of a star gift by `sender` at `at`, in a room of region 1. */
async function send(gift: number, sender: number, coins: number, at: number) {
  await t.db.query(
    `INSERT INTO gift_send (room_id, region_id, sender_id, receiver_id, gift_id, count, coins, diamonds, sent_at)
     VALUES ($1, 1, $2, $2, $3, 1, $4, 0, $5)`,
    [room, sender, gift, coins, at],
  );
}

const star = (starts_at: number, extra: Record<string, unknown> = {}, token = admin) =>
  t.call<{ id: number; state: string; perk_places: number }>(
    'Activity/familyStarSave',
    {
      title_zh: '家族之星',
      title_en: `Family star ${starts_at}`,
      picture,
      url: 'https://event.example.com/family',
      regions: [1],
      starts_at,
      ends_at: starts_at + 7 * DAY,
      metric: 'coins',
      gifts: JSON.stringify(gifts.map((gift_id) => ({ gift_id }))),
      perk_title_zh: '家族之星',
      perk_title_en: 'Star family',
      perk_places: 2,
      perk_days: 7,
      top_n: 3,
      template_id: templateId,
      budget_coins: 1_000_000,
      ...extra,
    },
    { token },
  );

const count = async () => Number((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM activity')).rows[0]?.n);

describe('a family star’s save', () => {
  it('refuses what is wrong, naming it, and saves nothing', async () => {
    const later = t.clock.now() + 30 * DAY;
    const before = await count();
    const tooMany = await star(later, { perk_places: 5 });
    expect([tooMany.status, tooMany.msg]).toEqual([400, 'The 5 places given the perk cannot be more than the 3 places ranked']);
    expect(tooMany.data).toMatchObject({ errors: { perk_places: expect.any(String) } });
    const noGift = await star(later, { gifts: '[]' });
    expect(noGift.status).toBe(400);
    expect(noGift.data).toMatchObject({ errors: { gifts: expect.any(String) } });
    const noTitle = await star(later, { perk_title_en: '' });
    expect(noTitle.status).toBe(400);
    expect(noTitle.data).toMatchObject({ errors: { perk_title_en: expect.any(String) } });
    const backwards = await star(later, { ends_at: later - DAY });
    expect(backwards.status).toBe(400);
    const tooLong = await star(later, { perk_days: 91 });
    expect(tooLong.status).toBe(400);
    expect(await count()).toBe(before);
    const saved = await star(later);
    expect(saved.status, saved.msg).toBe(200);
    expect(saved.data).toMatchObject({ state: 'draft', perk_places: 2 });
    const stored = await t.db.query('SELECT type, subject FROM activity WHERE id = $1', [saved.data.id]);
    expect(stored.rows).toEqual([{ type: 'family_star', subject: 'family' }]);
  });
});

describe('a family star', () => {
  it('ranks families by their members’ sends, pays each owner once and titles the top families once', async () => {
    const start = t.clock.now() - 200 * DAY;
    const [a, b, loners] = families as [(typeof families)[0], (typeof families)[0], (typeof families)[0]];
    const [rose, star2] = gifts;
    await send(rose, a.members[1]!, 300, start + 10);
    await send(star2, a.members[2]!, 200, start + 20); // A reaches 500 at +20
    await send(rose, b.members[3]!, 500, start + 5); // B reaches 500 at +5: ranks first
    await send(rose, loners.members[0]!, 900, start + 5); // in no family: counts for none
    await send(rose, a.members[1]!, 9_000, start - 60); // before the window
    const { id } = (await star(start)).data;
    await t.call('Activity/familyStarSubmit', { id }, { token: admin });
    const passed = await t.call('Activity/familyStarReview', { ids: [id], result: 'pass' }, { token: reviewer });
    expect(passed.status, passed.msg).toBe(200);

    const live = await t.call<Ranking>('Activity/familyStarRanking', { id }, { token: admin });
    const shape = (ranking: Ranking) => ranking.boards.map((board) => board.lines.map((line) => [line.subject_id, line.value]));
    expect(live.data.boards.map((board) => board.subject)).toEqual(['family']);
    expect(shape(live.data)).toEqual([
      [
        [b.id, 500],
        [a.id, 500],
      ],
    ]);
    expect(live.data.boards[0]?.lines.map((line) => line.member_id)).toEqual([b.owner, a.owner]);

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
      { source_key: `activity:${id}:rank:1`, member_id: b.owner, amount: 500 },
      { source_key: `activity:${id}:rank:2`, member_id: a.owner, amount: 200 },
    ]);
    const titles = await t.call<{ list: Title[] }>('Activity/familyTitleList', { activity_id: id }, { token: admin });
    expect(
      titles.data.list.map((row) => [row.rank, row.subject_id, row.title_en, row.ends_at - row.starts_at, row.window_state]),
    ).toEqual([
      [2, a.id, 'Star family', 7 * DAY, 'running'],
      [1, b.id, 'Star family', 7 * DAY, 'running'],
    ]);
    const perks = await t.db.query('SELECT count(*)::int AS n FROM activity_perk WHERE activity_id = $1', [id]);
    expect(perks.rows).toEqual([{ n: 2 }]);
    expect(await t.logRows("action = 'actionSettle' AND target_id = $1", [String(id)])).toHaveLength(1);

    const frozen = await t.call<Ranking>('Activity/familyStarRanking', { id }, { token: admin });
    expect(frozen.data.frozen).toBe(true);
    expect(shape(frozen.data)).toEqual(shape(live.data));
  });

  it('leaves a blacklisted family out and titles no more families than rank', async () => {
    const start = t.clock.now() - 300 * DAY;
    const [a, b] = families as [(typeof families)[0], (typeof families)[0]];
    await send(gifts[0], a.members[0]!, 100, start + 10);
    await send(gifts[0], b.members[0]!, 800, start + 10);
    const { id } = (await star(start, { perk_places: 1 })).data;
    const black = await t.call(
      'Activity/blackSave',
      { subject: 'family', subject_id: b.id, activity_id: id, reason: 'Boosted by alts' },
      { token: admin },
    );
    expect(black.status, black.msg).toBe(200);
    await t.call('Activity/familyStarSubmit', { id }, { token: admin });
    await t.call('Activity/familyStarReview', { ids: [id], result: 'pass' }, { token: reviewer });
    await settleActivity(t.db, id, { now: t.clock.now(), timeZone: ZONE });
    const ranks = await t.db.query<{ subject_id: number; rank: number }>(
      'SELECT subject_id::int, rank FROM activity_rank WHERE activity_id = $1',
      [id],
    );
    expect(ranks.rows).toEqual([{ subject_id: a.id, rank: 1 }]);
    const perks = await t.db.query<{ subject_id: number }>('SELECT subject_id::int FROM activity_perk WHERE activity_id = $1', [
      id,
    ]);
    expect(perks.rows).toEqual([{ subject_id: a.id }]);
  });
});

describe('family star’s screen', () => {
  it('keeps a country admin to their regions and answers only for family stars', async () => {
    const country = await createAdminWithSession(t.db, {
      username: 'family_country',
      kind: 'country_admin',
      regionIds: [1],
      menuIds: [12000, 12018],
      now: t.clock.now(),
    });
    const outside = await star(t.clock.now() + 40 * DAY, { regions: [0] }, country);
    expect(outside.status).toBe(403);
    const listed = await t.call<{ list: { regions: number[] }[] }>('Activity/familyStarList', { pn: 200 }, { token: country });
    expect(listed.data.list.length).toBeGreaterThan(0);
    expect(listed.data.list.every((row) => row.regions.includes(1))).toBe(true);
    // A season of every region: they see it, but only who holds all its regions changes it; the Gulf's they do not see.
    const [season] = (
      await t.db.query<{ id: number }>(
        "SELECT id FROM activity WHERE type = 'family_star' AND state = 'scheduled' AND 1 = ANY(regions) AND cardinality(regions) > 1 LIMIT 1",
      )
    ).rows;
    const edit = await star(t.clock.now() + 40 * DAY, { id: season?.id }, country);
    expect(edit.status, edit.msg).toBe(403);
    const [gulf] = (
      await t.db.query<{ id: number }>("SELECT id FROM activity WHERE type = 'family_star' AND NOT (1 = ANY(regions))")
    ).rows;
    const hidden = await t.call('Activity/familyStarDetail', { id: gulf?.id }, { token: country });
    expect(hidden.status).toBe(403);
    const titles = await t.call<{ list: { region_id: number }[] }>('Activity/familyTitleList', { pn: 200 }, { token: country });
    expect(titles.data.list.every((row) => row.region_id === 1)).toBe(true);

    const [weekly] = (await t.db.query<{ id: number }>("SELECT id FROM activity WHERE type = 'weekly_star' LIMIT 1")).rows;
    const notFound = await t.call('Activity/familyStarRanking', { id: 999_999 }, { token: admin });
    const answer = await t.call('Activity/familyStarRanking', { id: weekly?.id }, { token: admin });
    expect([answer.status, answer.msg]).toEqual([notFound.status, notFound.msg]);
    const detail = await t.call('Activity/familyStarDetail', { id: weekly?.id }, { token: admin });
    expect(detail.status).toBe(notFound.status);
  });

  it('shows the demo’s seasons: titles of a season settled weeks ago ran out, the last season’s are held', async () => {
    const titles = await t.call<{ list: Title[] }>('Activity/familyTitleList', { pn: 200 }, { token: admin });
    const states = new Set(titles.data.list.map((row) => row.window_state));
    expect(states).toEqual(new Set(['running', 'ended']));
  });
});
