import { activityActions } from '@console/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ActivityFixture, startActivityFixture } from '../../../test/activity-fixture.ts';
import type { TestApp } from '../../../test/harness.ts';
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
let members: number[];
let send: ActivityFixture['send'];
let template: ActivityFixture['template'];
let activity: ActivityFixture['activity'];
let gift: ActivityFixture['gift'];

beforeAll(async () => {
  ({ t, admin, reviewer, members, send, template, activity, gift } = await startActivityFixture());
});

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

describe('an activity’s item budget', () => {
  it('refuses to schedule one whose rewards may give more items than its budget, saying by how many', async () => {
    const gifts = await template(
      [{ rank_from: 1, rank_to: 3, reward: { kind: 'gift', item_id: gift.id, amount: 2 } }],
      'Gift items',
    );
    const now = t.clock.now();
    const review = async (budgetItems?: number) => {
      const extra = budgetItems === undefined ? {} : { budget_items: budgetItems };
      const { id } = (await activity(now + DAY, now + 2 * DAY, gifts.data.id, extra)).data;
      await t.call('Activity/actionSubmit', { id }, { token: admin });
      return t.call('Activity/actionReview', { ids: [id], result: 'pass' }, { token: reviewer });
    };
    expect(await review(5)).toMatchObject({
      status: 400,
      msg: 'The rewards may give up to 6 items, 1 over the 5-item budget; it cannot be scheduled',
    });
    expect(await review(6)).toMatchObject({ status: 200 });
    // No item budget: items are not limited, the coins still are.
    expect(await review()).toMatchObject({ status: 200 });
  });
});

describe('prize types', () => {
  it('refuse a template paying a kind switched off, naming it in the reader’s language, until it is on again', async () => {
    const { data } = await t.call<{ list: { id: number }[] }>('Activity/prizeTypeList', { kind: 'gift' }, { token: admin });
    const gifts = data.list[0]?.id;
    const switchGifts = (enabled: boolean) => t.call('Activity/prizeTypeSwitch', { id: gifts, enabled }, { token: admin });
    const giftTier = [{ rank_from: 1, rank_to: 1, reward: { kind: 'gift', item_id: gift.id, amount: 1 } }];
    expect((await switchGifts(false)).status).toBe(200);
    expect(await template(giftTier, 'Gift off')).toMatchObject({
      status: 400,
      msg: 'The prize type “Gift” is switched off; a reward template cannot pay it',
    });
    const names = await t.db.query("SELECT 1 FROM activity_template WHERE name = 'Gift off'");
    expect(names.rows).toEqual([]);
    expect((await switchGifts(true)).status).toBe(200);
    expect(await template(giftTier, 'Gift off')).toMatchObject({ status: 200 });
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

describe('one activity’s blacklist', () => {
  it('keeps a member out of that activity’s ranking only, and refuses an activity that does not exist', async () => {
    const start = t.clock.now() - 30 * DAY;
    const [a, b] = members as [number, number];
    await send(a, 900, start + 10);
    await send(b, 800, start + 10);
    const coins = await template([{ rank_from: 1, rank_to: 3, reward: { kind: 'coins', amount: 10 } }], 'Own blacklist');
    const one = (await activity(start, start + DAY, coins.data.id)).data.id;
    const other = (await activity(start, start + DAY, coins.data.id)).data.id;
    const entry = { subject: 'member', subject_id: a, reason: 'One payer' };
    expect((await t.call('Activity/blackPlanSave', { ...entry, activity_id: one }, { token: admin })).status).toBe(200);
    expect(await t.call('Activity/blackPlanSave', { ...entry, activity_id: 999_999 }, { token: admin })).toMatchObject({
      status: 400,
      msg: 'No activity has the ID 999999',
    });
    const listed = await t.call<{ list: { subject_id: number }[] }>(
      'Activity/blackPlanList',
      { activity_id: one },
      { token: admin },
    );
    expect(listed.data.list.map((row) => row.subject_id)).toEqual([a]);
    const ranked = async (id: number) =>
      (await t.call<Ranking>('Activity/actionRanking', { id }, { token: admin })).data.boards[0]?.lines.map((l) => l.subject_id);
    expect(await ranked(one)).toEqual([b]);
    expect(await ranked(other)).toEqual([a, b]);
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
