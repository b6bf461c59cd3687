import { activityActions } from '@console/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { createAdminWithSession } from '../../../test/staff.ts';
import { ormFor } from '../../db/orm.ts';
import { settleActivity, settleLocked } from './activity-settle.ts';

/*
 * The activity platform (issue 30): a ranking over gift records, reviewed by a second admin, settled
 * once through the ledger under a source key per activity and rank.
 */
type Line = { rank: number; subject_id: number; value: number; masked: boolean; reward: string | null };
type Ranking = { frozen: boolean; boards: { gift_id: number | null; subject: string; lines: Line[] }[] };
const DAY = 86_400;
const { SETTLE_GRACE_SECONDS } = activityActions;
/** The console's zone in these tests (a ranking's settlement does not read it; a weekly star's does). */
const ZONE = 'UTC';

let t: TestApp;
let admin: string;
let reviewer: string;
let gift: { id: number; price: number };
/** Members of region 1 whose sends of the test's own gift make the rankings below. */
let members: number[];
let room: { id: number; region_id: number };
let picture: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  reviewer = await createAdminWithSession(t.db, { username: 'second_eyes', kind: 'super_admin', now: t.clock.now() });
  gift = (await t.db.query<typeof gift>('SELECT id, price::int FROM gift ORDER BY id DESC LIMIT 1')).rows[0]!;
  members = (
    await t.db.query<{ id: number }>(
      "SELECT id::int FROM member WHERE region_id = 1 AND status = 'normal' AND id NOT IN (SELECT member_id FROM activity_shield) ORDER BY id LIMIT 5",
    )
  ).rows.map((row) => row.id);
  picture = (
    await t.db.query<{ path: string }>(
      "SELECT '/files/' || id AS path FROM upload_file WHERE mime LIKE 'image/%' ORDER BY created_at LIMIT 1",
    )
  ).rows[0]!.path;
  room = (await t.db.query<typeof room>('SELECT id::int, region_id FROM room WHERE region_id = 1 ORDER BY id LIMIT 1')).rows[0]!;
});

/** Gift records of the test's gift, sent by `sender` at `at` worth `coins`. */
async function send(sender: number, coins: number, at: number) {
  await t.db.query(
    `INSERT INTO gift_send (room_id, region_id, sender_id, receiver_id, gift_id, count, coins, diamonds, sent_at)
     VALUES ($1, 1, $2, $3, $4, 1, $5, 0, $6)`,
    [room.id, sender, members[4], gift.id, coins, at],
  );
}

async function template(tiers: { rank_from: number; rank_to: number; reward: Record<string, unknown> }[], name: string) {
  return t.call<{ id: number }>(
    'Activity/prizeTemplateSave',
    { name, regions: [1], tiers: JSON.stringify(tiers) },
    { token: admin },
  );
}

/** A ranking activity of region 1 over [from, to), senders of the test's gift by coins. */
async function activity(from: number, to: number, templateId: number, extra: Record<string, unknown> = {}) {
  return t.call<{ id: number; state: string }>(
    'Activity/actionAdd',
    {
      title_zh: '测试活动',
      title_en: `Test ${from}`,
      picture,
      url: 'https://event.example.com/test',
      type: 'ranking',
      regions: [1],
      starts_at: from,
      ends_at: to,
      metric: 'coins',
      subject: 'sender',
      gifts: JSON.stringify([{ gift_id: gift.id }]),
      min_value: 100,
      top_n: 3,
      template_id: templateId,
      budget_coins: 1_000_000,
      ...extra,
    },
    { token: admin },
  );
}

describe('an activity’s review', () => {
  it('refuses ranges that overlap, leave a gap or do not start at 1, naming them', async () => {
    const coins = { kind: 'coins', amount: 10 };
    expect(
      await template(
        [
          { rank_from: 1, rank_to: 3, reward: coins },
          { rank_from: 3, rank_to: 5, reward: coins },
        ],
        'Overlap',
      ),
    ).toMatchObject({
      status: 400,
      msg: 'The ranges 1–3 and 3–5 overlap',
    });
    expect(
      await template(
        [
          { rank_from: 1, rank_to: 2, reward: coins },
          { rank_from: 5, rank_to: 6, reward: coins },
        ],
        'Gap',
      ),
    ).toMatchObject({
      msg: 'Ranks 3–4 between the ranges 1–2 and 5–6 are missing',
    });
    expect(await template([{ rank_from: 2, rank_to: 2, reward: coins }], 'Late')).toMatchObject({
      msg: 'The first range must start at rank 1',
    });
  });

  it('is passed only by another admin than the submitter, and only within the budget', async () => {
    const dear = await template([{ rank_from: 1, rank_to: 3, reward: { kind: 'coins', amount: 500_000 } }], 'Dear');
    expect(dear.status).toBe(200);
    const now = t.clock.now();
    const created = await activity(now + DAY, now + 2 * DAY, dear.data.id);
    expect(created.data.state).toBe('draft');
    const id = created.data.id;
    expect((await t.call('Activity/actionSubmit', { id }, { token: admin })).status).toBe(200);
    const review = (token: string) => t.call('Activity/actionReview', { ids: [id], result: 'pass' }, { token });
    expect(await review(admin)).toMatchObject({
      status: 400,
      msg: 'Whoever submitted an activity cannot review it; another admin must',
    });
    expect(await review(reviewer)).toMatchObject({
      status: 400,
      msg: 'The reward template may pay up to 1500000 coins, 500000 coins over the 1000000-coin budget; it cannot be scheduled',
    });
    const state = await t.db.query<{ state: string }>('SELECT state FROM activity WHERE id = $1', [id]);
    expect(state.rows[0]?.state).toBe('pending');
  });
});

describe('a ranking', () => {
  it('leaves out the blacklisted and those under the minimum, ties to who reached first, masks the shielded', async () => {
    const start = t.clock.now() - 10 * DAY;
    const [a, b, c, d, e] = members as [number, number, number, number, number];
    await send(a, 500, start + 200);
    await send(b, 300, start + 50);
    await send(b, 200, start + 100); // b reaches 500 at +100, before a at +200
    await send(c, 50, start + 10); // under the minimum of 100
    await send(d, 900, start + 10);
    await send(e, 400, start + 300);
    await t.call('Activity/blackSave', { subject: 'member', subject_id: d, reason: 'Alt accounts' }, { token: admin });
    await t.call('Activity/hideSave', { member_id: e, reason: 'Anonymous' }, { token: admin });
    const coins = await template([{ rank_from: 1, rank_to: 3, reward: { kind: 'coins', amount: 100 } }], 'Ranks');
    const created = await activity(start, start + DAY, coins.data.id);
    // A child list's references are named as a field's are: the gifts that count by their names.
    const detail = await t.call<{ gifts: { gift_id: number; ref_names: { gift_id: string } }[] }>(
      'Activity/actionDetail',
      { id: created.data.id },
      { token: admin, lang: 'en-us' },
    );
    const [named] = (await t.db.query<{ name_en: string }>('SELECT name_en FROM gift WHERE id = $1', [gift.id])).rows;
    expect(detail.data.gifts).toMatchObject([{ gift_id: gift.id, ref_names: { gift_id: named?.name_en } }]);
    const answer = await t.call<Ranking>('Activity/actionRanking', { id: created.data.id }, { token: admin });
    expect(answer.data.frozen).toBe(false);
    expect(answer.data.boards).toHaveLength(1);
    expect(answer.data.boards[0]?.lines.map((line) => [line.rank, line.subject_id, line.value, line.masked])).toEqual([
      [1, b, 500, false],
      [2, a, 500, false],
      [3, e, 400, true],
    ]);
  });
});

describe('settlement', () => {
  it('pays the template to the frozen ranking once, also when run again, raced or killed half-way', async () => {
    const start = t.clock.now() - 20 * DAY;
    const [a, b, c] = members as [number, number, number];
    await send(a, 3000, start + 10);
    await send(b, 2000, start + 10);
    await send(c, 1000, start + 10);
    const tiers = await template(
      [
        { rank_from: 1, rank_to: 1, reward: { kind: 'coins', amount: 700 } },
        { rank_from: 2, rank_to: 3, reward: { kind: 'coins', amount: 300 } },
      ],
      'Settle',
    );
    const id = (await activity(start, start + DAY, tiers.data.id)).data.id;
    await t.call('Activity/actionSubmit', { id }, { token: admin });
    expect((await t.call('Activity/actionReview', { ids: [id], result: 'pass' }, { token: reviewer })).status).toBe(200);
    const now = t.clock.now();
    expect(start + DAY + SETTLE_GRACE_SECONDS).toBeLessThan(now);

    // Killed half-way: the transaction rolls back whole, nothing paid, nothing frozen.
    await expect(
      t.db.transaction(async (tx) => {
        await settleLocked(ormFor(tx), id, { now, timeZone: ZONE });
        throw new Error('node lost');
      }),
    ).rejects.toThrow('node lost');
    const postings = () =>
      t.db.query<{ member_id: number; amount: number }>(
        'SELECT member_id::int, amount::int FROM ledger_posting WHERE source_key LIKE $1 ORDER BY amount DESC, member_id',
        [`activity:${id}:rank:%`],
      );
    expect((await postings()).rows).toEqual([]);

    // Two runners at once (the job on two nodes): one settles, the other finds it settled.
    const runs = await Promise.all([
      settleActivity(t.db, id, { now, timeZone: ZONE }),
      settleActivity(t.db, id, { now, timeZone: ZONE }),
    ]);
    expect(runs.filter((run) => run !== null)).toHaveLength(1);
    expect((await postings()).rows).toEqual([
      { member_id: a, amount: 700 },
      { member_id: b, amount: 300 },
      { member_id: c, amount: 300 },
    ]);
    expect(await settleActivity(t.db, id, { now: now + DAY, timeZone: ZONE })).toBeNull();
    expect((await postings()).rows).toHaveLength(3);

    const ranking = await t.call<Ranking>('Activity/actionRanking', { id }, { token: admin });
    expect(ranking.data.frozen).toBe(true);
    // The frozen board says what each place was paid (the settlement report beside the ranking).
    expect(ranking.data.boards[0]?.lines.map((line) => line.reward)).toEqual([
      expect.stringContaining('700'),
      expect.stringContaining('300'),
      expect.stringContaining('300'),
    ]);
    // Later records never change the frozen ranking.
    await send(c, 99_000, start + 20);
    const again = await t.call<Ranking>('Activity/actionRanking', { id }, { token: admin });
    expect(again.data.boards[0]?.lines.map((line) => line.subject_id)).toEqual([a, b, c]);
    const report = await t.db.query<{ state: string }>('SELECT state FROM activity_payout WHERE activity_id = $1', [id]);
    expect(report.rows.map((row) => row.state)).toEqual(['paid', 'paid', 'paid']);
    const logs = await t.logRows("action = 'actionSettle' AND target_id = $1", [String(id)]);
    expect(logs).toHaveLength(1);
  });
});
