import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { SAMPLE_SUPPORT_CANCEL, SAMPLE_SUPPORT_CANCELLED, SAMPLE_SUPPORT_GRANT } from '../../../test/samples/new-user.ts';

type Review = { id: number; member_id: number; state: string; region_id: number; review_reason: string; channel: string };
type Support = { id: number; member_id: number; coins: number; state: string; region_id: number };
type Plan = { id: number; name: string; tiers: string; region_id: number; enabled: boolean };
type Lang = 'en-us' | 'zh-cn';
type Stats = { pending: number; passed: number; refused: number; last_7_days: number };

let t: TestApp;
let admin: string;
let rechecked: string;
let country: string;
let promoter: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  rechecked = await t.loginRechecked('admin');
  country = await t.login('country_admin');
  promoter = await t.login('promoter');
});

const call = <T>(action: string, body: Record<string, unknown>, token = admin, lang: Lang = 'en-us') =>
  t.call<T>(`InviteNewPeople/${action}`, body, { token, lang });
const reviews = async (body: Record<string, unknown> = {}, token = admin) =>
  (await call<{ list: Review[]; total: number }>('newUserList', { pn: 200, ...body }, token)).data;
const gold = async (memberId: number) =>
  Number((await t.db.query<{ gold: number }>('SELECT gold::int FROM member WHERE id = $1', [memberId])).rows[0]?.gold);
const postings = async (key: string) =>
  (await t.db.query<{ amount: number }>('SELECT amount::int FROM ledger_posting WHERE source_key = $1', [key])).rows;

describe('the new-user review queue', () => {
  it('lists registrations in every state, with statistics that match the list, in the caller’s regions', async () => {
    const all = await reviews();
    expect(all.total).toBe(60);
    const count = (state: string, rows = all.list) => rows.filter((row) => row.state === state).length;
    for (const state of ['pending', 'passed', 'refused']) expect(count(state)).toBeGreaterThan(0);
    expect(all.list.filter((row) => row.state === 'refused').every((row) => row.review_reason !== '')).toBe(true);
    const stats = (await call<Stats>('statistics', {})).data;
    expect(stats).toMatchObject({ pending: count('pending'), passed: count('passed'), refused: count('refused') });
    expect(stats.last_7_days).toBeGreaterThan(0);

    const mine = await reviews({}, country);
    const inRegion1 = all.list.filter((row) => row.region_id === 1);
    expect(mine.total).toBe(inRegion1.length);
    expect((await call<Stats>('statistics', {}, country)).data).toMatchObject({
      pending: count('pending', inRegion1),
      passed: count('passed', inRegion1),
      refused: count('refused', inRegion1),
    });
    const promoted = await reviews({}, promoter);
    expect(promoted.list.every((row) => row.region_id === 10)).toBe(true);
    expect(promoted.total).toBe(all.list.filter((row) => row.region_id === 10).length);
  });

  it('passes a pending registration, refuses one only with a reason, and never reviews one twice', async () => {
    const pending = (await reviews({ state: 'pending' })).list;
    const [first, second, third] = pending as [Review, Review, Review];
    expect(await call('examine', { ids: first.id, result: 'pass' })).toMatchObject({ status: 200, data: { checked: 1 } });
    const noReason = await call('examine', { ids: second.id, result: 'refuse' });
    expect(noReason).toMatchObject({ status: 400, msg: 'Please give a reason' });
    expect((await call('examine', { ids: second.id, result: 'refuse' }, admin, 'zh-cn')).msg).toBe('请填写原因');
    const refused = await call('examine', { ids: second.id, result: 'refuse', reason: 'Same device as three others' });
    expect(refused).toMatchObject({ status: 200 });
    // A batch holding a reviewed row moves none of it.
    const again = await call('examine', { ids: `${third.id},${first.id}`, result: 'refuse', reason: 'x' });
    expect(again).toMatchObject({
      status: 400,
      msg: 'Only rows waiting for review can be reviewed; refresh and try again',
    });
    const after = (await reviews()).list;
    const stateOf = (id: number) => after.find((row) => row.id === id);
    expect(stateOf(first.id)).toMatchObject({ state: 'passed' });
    expect(stateOf(second.id)).toMatchObject({ state: 'refused', review_reason: 'Same device as three others' });
    expect(stateOf(third.id)).toMatchObject({ state: 'pending' });
  });

  it('refuses a country admin a registration of another region', async () => {
    const other = (await reviews({ state: 'pending' })).list.find((row) => row.region_id !== 1) as Review;
    expect(await call('examine', { ids: other.id, result: 'pass' }, country)).toMatchObject({
      status: 403,
      msg: 'No permission for this region',
    });
    expect((await reviews()).list.find((row) => row.id === other.id)?.state).toBe('pending');
  });
});

describe('the support list', () => {
  it('adds support only for a member whose review passed', async () => {
    const list = (await reviews()).list;
    const notPassed = list.find((row) => row.state === 'pending') as Review;
    const passed = list.find((row) => row.state === 'passed') as Review;
    const refusal = await call('supportAdd', { member_id: notPassed.member_id, coins: 100, reason: 'Welcome' });
    expect(refusal).toMatchObject({
      status: 400,
      msg: `Member ${notPassed.member_id}'s new-user review has not passed; they cannot be supported`,
      data: { errors: { member_id: 'New-user review not passed' } },
    });
    expect((await call('supportAdd', { member_id: 999_999, coins: 100, reason: 'Welcome' }, admin, 'zh-cn')).msg).toBe(
      '用户 999999 不存在',
    );
    expect(await call('supportAdd', { member_id: passed.member_id, coins: 0, reason: 'Welcome' })).toMatchObject({ status: 400 });
    expect(await call('supportAdd', { member_id: passed.member_id, coins: 100_001, reason: 'Welcome' })).toMatchObject({
      status: 400,
    });
    const added = await call<Support>('supportAdd', { member_id: passed.member_id, coins: 100, reason: 'Welcome' });
    expect(added).toMatchObject({ status: 200, data: { state: 'pending', coins: 100, region_id: passed.region_id } });
  });

  it('grants the coins through the ledger once, after the re-check; a granted or cancelled support changes no more', async () => {
    const supports = (await call<{ list: Support[] }>('supportList', { pn: 200 })).data.list;
    const row = supports.find((support) => support.id === SAMPLE_SUPPORT_GRANT) as Support;
    const before = await gold(row.member_id);
    expect(await call('supportGrant', { id: row.id })).toMatchObject({ status: 405 });
    const granted = await call<Support>('supportGrant', { id: row.id }, rechecked);
    expect(granted).toMatchObject({ status: 200, data: { state: 'granted' } });
    expect(await gold(row.member_id)).toBe(before + row.coins);
    expect(await postings(`new-user-support:${row.id}`)).toEqual([{ amount: row.coins }]);
    const twice = await call('supportGrant', { id: row.id }, rechecked);
    expect(twice).toMatchObject({ status: 400, msg: 'This support is no longer pending (Granted) and cannot change' });
    expect((await call('supportGrant', { id: row.id }, rechecked, 'zh-cn')).msg).toBe(
      '该扶持已不是待发放状态(已发放),不能再操作',
    );
    expect(await gold(row.member_id)).toBe(before + row.coins);
    expect(await call('supportGrant', { id: SAMPLE_SUPPORT_CANCELLED }, rechecked)).toMatchObject({
      status: 400,
      msg: 'This support is no longer pending (Cancelled) and cannot change',
    });
    expect(await call<Support>('supportCancel', { id: SAMPLE_SUPPORT_CANCEL })).toMatchObject({
      status: 200,
      data: { state: 'cancelled' },
    });
    expect(await postings(`new-user-support:${SAMPLE_SUPPORT_CANCEL}`)).toEqual([]);
  });

  it('credits once when the same support is granted twice at the same time', async () => {
    const passed = (await reviews({ state: 'passed' })).list.at(-1) as Review;
    const added = await call<Support>('supportAdd', { member_id: passed.member_id, coins: 700, reason: 'Race' });
    const before = await gold(passed.member_id);
    const replies = await Promise.all([
      call('supportGrant', { id: added.data.id }, rechecked),
      call('supportGrant', { id: added.data.id }, rechecked),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 400]);
    expect(await gold(passed.member_id)).toBe(before + 700);
    expect(await postings(`new-user-support:${added.data.id}`)).toEqual([{ amount: 700 }]);
  });

  it('takes the coins from the granting admin’s quota, refusing past it with nothing credited', async () => {
    const token = await t.loginRechecked('country_admin');
    const passed = (await reviews({ state: 'passed' }, country)).list[0] as Review;
    const big = await call<Support>(
      'supportAdd',
      { member_id: passed.member_id, coins: 100_000, reason: 'Top host trial' },
      country,
    );
    const small = await call<Support>('supportAdd', { member_id: passed.member_id, coins: 5_000, reason: 'Welcome' }, country);
    const before = await gold(passed.member_id);
    // The demo country admin has 1 000 000 of gold quota, 930 000 used.
    expect(await call('supportGrant', { id: big.data.id }, token)).toMatchObject({
      status: 402,
      msg: 'Not enough coin quota: 70000 left, 100000 needed',
    });
    expect(await gold(passed.member_id)).toBe(before);
    expect(await postings(`new-user-support:${big.data.id}`)).toEqual([]);
    expect(await call('supportGrant', { id: small.data.id }, token)).toMatchObject({ status: 200, data: { state: 'granted' } });
    expect(await gold(passed.member_id)).toBe(before + 5_000);
    const used = await t.db.query<{ gold_used: number }>(`SELECT gold_used::int FROM admin WHERE username = 'country_admin'`);
    expect(used.rows[0]?.gold_used).toBe(935_000);
  });

  it('refuses a country admin a support of another region', async () => {
    const token = await t.loginRechecked('country_admin');
    expect(await call('supportGrant', { id: SAMPLE_SUPPORT_CANCEL }, token)).toMatchObject({
      status: 403,
      msg: 'No permission for this region',
    });
  });
});

describe('agent invite plans', () => {
  const plan = (extra: Record<string, unknown> = {}) => ({
    name: `Plan ${Math.random().toString(36).slice(2, 8)}`,
    region_id: 1,
    tiers: '10:500, 30:2000',
    starts_at: 1_800_000_000,
    ends_at: 1_800_000_000 + 30 * 86_400,
    enabled: true,
    ...extra,
  });

  it('saves a plan with its tiers normalised', async () => {
    const saved = await call<Plan>('invitePlanSave', plan({ tiers: '10：500 ，30:2000' }));
    expect(saved).toMatchObject({ status: 200, data: { tiers: '10:500,30:2000', region_id: 1 } });
  });

  it('refuses bad tiers and periods with their messages in both languages', async () => {
    const refusals: [Record<string, unknown>, string, string][] = [
      [
        { tiers: '10-500' },
        'Reward tier "10-500" is malformed; write invitees:coins',
        '奖励档位 “10-500” 格式有误,应为 邀请人数:奖励金币',
      ],
      [
        { tiers: '10:0.5' },
        'Reward tier "10:0.5" is malformed; write invitees:coins',
        '奖励档位 “10:0.5” 格式有误,应为 邀请人数:奖励金币',
      ],
      [
        { tiers: '30:500, 10:2000' },
        'Tier invitee counts must rise and rewards never fall: 30:500, 10:2000',
        '奖励档位的邀请人数必须递增、奖励不能减少:30:500, 10:2000',
      ],
      [
        { tiers: '10:500, 20:400' },
        'Tier invitee counts must rise and rewards never fall: 10:500, 20:400',
        '奖励档位的邀请人数必须递增、奖励不能减少:10:500, 20:400',
      ],
      [
        { tiers: '0:500' },
        'At most 10 tiers; invitees at least 1 and rewards from 1 to 1000000 coins',
        '奖励档位最多 10 个,人数至少为 1,奖励为 1 到 1000000 金币',
      ],
      [
        { tiers: '10:1000001' },
        'At most 10 tiers; invitees at least 1 and rewards from 1 to 1000000 coins',
        '奖励档位最多 10 个,人数至少为 1,奖励为 1 到 1000000 金币',
      ],
      [{ ends_at: 1_700_000_000 }, 'The end must be after the start', '结束时间必须晚于开始时间'],
    ];
    const count = async () =>
      Number((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM agent_invite_plan')).rows[0]?.n);
    const before = await count();
    for (const [extra, en, zh] of refusals) {
      expect(await call('invitePlanSave', plan(extra))).toMatchObject({ status: 400, msg: en });
      expect(await call('invitePlanSave', plan(extra), admin, 'zh-cn')).toMatchObject({ status: 400, msg: zh });
    }
    const eleven = Array.from({ length: 11 }, (_, n) => `${n + 1}:${n + 1}`).join(',');
    expect((await call('invitePlanSave', plan({ tiers: eleven }))).data).toEqual({
      errors: { tiers: 'Too many tiers or a value out of range' },
    });
    expect(await count()).toBe(before);
  });

  it('keeps a country admin to their regions’ plans', async () => {
    const mine = (await call<{ list: Plan[] }>('invitePlanList', { pn: 200 }, country)).data.list;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((row) => row.region_id === 1)).toBe(true);
    expect(await call('invitePlanSave', plan({ region_id: 2 }), country)).toMatchObject({
      status: 403,
      msg: 'No permission for this region',
    });
  });
});
