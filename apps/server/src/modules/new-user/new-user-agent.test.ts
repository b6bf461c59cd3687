import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

type Recall = { id: number; agent_id: number; agent_member_id: number; member_id: number; state: string; region_id: number };
type Invited = {
  id: number;
  plan_id: number;
  agent_id: number;
  agent_member_id: number;
  invitees: number;
  tier: number;
  tier_coins: number;
};
type Reward = { plan_id: number; agent_id: number; agent_member_id: number; tier: number; coins: number; invitees: number };
type Page<T> = { list: T[]; total: number };
type Lang = 'en-us' | 'zh-cn';

let t: TestApp;
let admin: string;
let rechecked: string;
let country: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  rechecked = await t.loginRechecked('admin');
  country = await t.login('country_admin');
});

const call = <T>(action: string, body: Record<string, unknown>, token = admin, lang: Lang = 'en-us') =>
  t.call<T>(`InviteNewPeople/${action}`, body, { token, lang });
const list = async <T>(action: string, body: Record<string, unknown> = {}, token = admin) =>
  (await call<Page<T>>(action, { pn: 200, ...body }, token)).data;
const gold = async (memberId: number) =>
  Number((await t.db.query<{ gold: number }>('SELECT gold::int FROM member WHERE id = $1', [memberId])).rows[0]?.gold);
const postings = async (key: string) =>
  (await t.db.query<{ amount: number }>('SELECT amount::int FROM ledger_posting WHERE source_key = $1', [key])).rows;

describe('agent recalls', () => {
  it('lists recalls in every state, a country admin only those of their region', async () => {
    const all = await list<Recall>('recallList');
    expect(new Set(all.list.map((row) => row.state))).toEqual(new Set(['pending', 'confirmed', 'rejected']));
    const mine = await list<Recall>('recallList', {}, country);
    expect(mine.total).toBe(all.list.filter((row) => row.region_id === 1).length);
    expect(mine.list.every((row) => row.region_id === 1)).toBe(true);
  });

  it('confirms a dormant member’s recall once, paying the agent 300 coins under its key', async () => {
    const recall = (await list<Recall>('recallList')).list.find((row) => row.id === 4) as Recall;
    const before = await gold(recall.agent_member_id);
    // Paying needs the password re-check.
    expect(await call('recallConfirm', { id: recall.id }, admin)).toMatchObject({ status: 405 });
    expect(await call('recallConfirm', { id: recall.id }, rechecked)).toMatchObject({
      status: 200,
      data: { state: 'confirmed', reward_coins: 300 },
    });
    expect(await gold(recall.agent_member_id)).toBe(before + 300);
    expect(await postings(`agent-recall:${recall.id}`)).toEqual([{ amount: 300 }]);
    expect(await call('recallConfirm', { id: recall.id }, rechecked)).toMatchObject({
      status: 400,
      msg: 'This recall is no longer pending (Confirmed) and cannot change',
    });
    expect((await call('recallReject', { id: recall.id, reason: 'x' }, admin, 'zh-cn')).msg).toBe(
      '该召回记录已不是待确认状态(已确认),不能再操作',
    );
    expect(await gold(recall.agent_member_id)).toBe(before + 300);
  });

  it('refuses a recall whose member logged in within 30 days, in both languages, paying nothing', async () => {
    const recall = (await list<Recall>('recallList')).list.find((row) => row.id === 5) as Recall;
    const before = await gold(recall.agent_member_id);
    const refused = await call('recallConfirm', { id: 5 }, rechecked);
    expect(refused).toMatchObject({
      status: 400,
      msg: `Member ${recall.member_id} had logged in 10 days before the recall; a recall needs at least 30 days without a login`,
    });
    expect((await call('recallConfirm', { id: 5 }, rechecked, 'zh-cn')).msg).toBe(
      `用户 ${recall.member_id} 召回前 10 天内登录过,召回要求至少 30 天未登录`,
    );
    expect(await gold(recall.agent_member_id)).toBe(before);
    expect(await postings('agent-recall:5')).toEqual([]);
    expect(await call('recallReject', { id: 5 })).toMatchObject({ status: 400 });
    expect(await call('recallReject', { id: 5, reason: 'Logged in last week' })).toMatchObject({
      status: 200,
      data: { state: 'rejected', reject_reason: 'Logged in last week' },
    });
  });

  it('pays once when the same recall is confirmed twice at the same time', async () => {
    const recall = (await list<Recall>('recallList')).list.find((row) => row.id === 2) as Recall;
    const before = await gold(recall.agent_member_id);
    const replies = await Promise.all([call('recallConfirm', { id: 2 }, rechecked), call('recallConfirm', { id: 2 }, rechecked)]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 400]);
    expect(await gold(recall.agent_member_id)).toBe(before + 300);
    expect(await postings('agent-recall:2')).toEqual([{ amount: 300 }]);
  });

  it('refuses a country admin a recall of another region', async () => {
    const token = await t.loginRechecked('country_admin');
    expect(await call('recallConfirm', { id: 1 }, token)).toMatchObject({ status: 403, msg: 'No permission for this region' });
    expect(await postings('agent-recall:1')).toEqual([]);
  });
});

describe('invited members and plan rewards', () => {
  it('lists each agent’s invitees with the count in the plan and the tier reached', async () => {
    const invited = await list<Invited>('invitedList', { plan_id: 2 });
    expect(invited.total).toBeGreaterThan(0);
    const byAgent = new Map<number, number>();
    for (const row of invited.list) byAgent.set(row.agent_id, (byAgent.get(row.agent_id) ?? 0) + 1);
    for (const row of invited.list) {
      expect(row.invitees).toBe(byAgent.get(row.agent_id));
      // Plan 2's tiers: 1:200, 2:600, 10:3000.
      expect(row.tier).toBe(row.invitees >= 10 ? 10 : row.invitees >= 2 ? 2 : 1);
    }
    expect((await list<Invited>('invitedList', { plan_id: 2 }, country)).total).toBe(0);
  });

  it('settles a plan once: the highest tier reached less what was paid, then nothing more', async () => {
    // Plan 2 (tiers 1:200, 2:600, 10:3000): the demo settled it when its agent had one invitee (tier 1,
    // 200 coins); the agent has two now.
    const [agent] = (await list<Invited>('invitedList', { plan_id: 2 })).list as [Invited];
    expect(agent).toMatchObject({ invitees: 2, tier: 2 });
    expect((await list<Reward>('rewardList', { plan_id: 2 })).list).toMatchObject([{ tier: 1, coins: 200 }]);
    const before = await gold(agent.agent_member_id);
    expect(await call('invitePlanSettle', { id: 2 }, rechecked)).toMatchObject({ status: 200 });
    expect(await postings(`invite-plan:2:${agent.agent_id}:2`)).toEqual([{ amount: 400 }]);
    expect(await gold(agent.agent_member_id)).toBe(before + 400);

    const twice = await call('invitePlanSettle', { id: 2 }, rechecked);
    expect(twice).toMatchObject({
      status: 400,
      msg: 'Nothing to pay for invite plan "Indonesia starter plan": every tier the agents reached is already paid',
    });
    expect(await gold(agent.agent_member_id)).toBe(before + 400);
    const paid = (await list<Reward>('rewardList', { plan_id: 2, sort: 'paid_at', order: 'asc' })).list;
    expect(paid.map((row) => [row.tier, row.coins, row.invitees])).toEqual([
      [1, 200, 1],
      [2, 400, 2],
    ]);

    // Eight more passed invitees lift the agent to tier 10: paid 3000 less the 600 it had.
    const { rows } = await t.db.query<{ id: number; region_id: number; country_id: number }>(
      `SELECT id, region_id, country_id FROM member WHERE region_id = 10
        AND id NOT IN (SELECT member_id FROM new_user_review) ORDER BY id LIMIT 8`,
    );
    expect(rows.length).toBe(8);
    for (const member of rows) {
      await t.db.query(
        `INSERT INTO new_user_review (member_id, region_id, country_id, channel, inviter_id, submitted_at, state)
          VALUES ($1, $2, $3, 'agent', $4, $5, 'passed')`,
        [member.id, member.region_id, member.country_id, agent.agent_member_id, t.clock.now() - 3600],
      );
    }
    const grown = (await list<Invited>('invitedList', { plan_id: 2, agent_id: agent.agent_id })).list;
    expect(grown.map((row) => [row.invitees, row.tier, row.tier_coins])).toEqual(Array(10).fill([10, 10, 3000]));
    expect(await call('invitePlanSettle', { id: 2 }, rechecked)).toMatchObject({ status: 200 });
    // 200 and 400 were paid before: 3000 in all for the plan.
    expect(await gold(agent.agent_member_id)).toBe(before + 400 + 2400);
    expect(await postings(`invite-plan:2:${agent.agent_id}:10`)).toEqual([{ amount: 2400 }]);
  });

  it('refuses to settle a plan with nothing to pay, and a country admin another region’s plan', async () => {
    expect(await call('invitePlanSettle', { id: 3 }, rechecked, 'zh-cn')).toMatchObject({
      status: 400,
      msg: '邀请计划“LatAm pilot”没有可发放的奖励:各代理达到的档位都已发放',
    });
    const token = await t.loginRechecked('country_admin');
    expect(await call('invitePlanSettle', { id: 2 }, token)).toMatchObject({ status: 403 });
    const paid = await list<Reward>('rewardList', {}, country);
    expect(paid.list.every((row) => row.plan_id === 1)).toBe(true);
    expect((await list<Reward>('rewardList')).total).toBeGreaterThan(paid.total);
    expect(paid.total).toBeGreaterThan(0);
  });
});

describe('agent references (ref fields)', () => {
  it('names the agent of each recall, invitee and reward by its member’s nickname; a country admin sees no other region’s name', async () => {
    const nicknames = new Map(
      (await t.db.query<{ id: number; nickname: string }>('SELECT id::int, nickname FROM member')).rows.map((row) => [
        row.id,
        row.nickname,
      ]),
    );
    type Named = { agent_id: number; agent_member_id: number; ref_names: Record<string, string | null> };
    for (const action of ['recallList', 'invitedList', 'rewardList']) {
      const rows = (await list<Named>(action)).list;
      expect(rows.length, action).toBeGreaterThan(0);
      for (const row of rows) expect(row.ref_names.agent_id, action).toBe(nicknames.get(row.agent_member_id));
    }
    const regions = new Map(
      (await t.db.query<{ id: number; region_id: number }>('SELECT id, region_id FROM agent')).rows.map((row) => [
        row.id,
        row.region_id,
      ]),
    );
    const seen = (await list<Named>('recallList', {}, country)).list;
    for (const row of seen) {
      expect(row.ref_names.agent_id).toBe(regions.get(row.agent_id) === 1 ? nicknames.get(row.agent_member_id) : null);
    }
  });
});
