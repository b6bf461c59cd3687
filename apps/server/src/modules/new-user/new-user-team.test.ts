import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

type Svip = { id: number; member_id: number; level: number; state: string; region_id: number; review_reason: string };
type Team = { id: number; name: string; leader_id: number; region_id: number; member_ids: string; member_count: number };
type Page<T> = { list: T[]; total: number };
type Lang = 'en-us' | 'zh-cn';

let t: TestApp;
let admin: string;
let country: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  country = await t.login('country_admin');
});

const call = <T>(action: string, body: Record<string, unknown>, token = admin, lang: Lang = 'en-us') =>
  t.call<T>(`InviteNewPeople/${action}`, body, { token, lang });
const list = async <T>(action: string, body: Record<string, unknown> = {}, token = admin) =>
  (await call<Page<T>>(action, { pn: 200, ...body }, token)).data;
/** Members of a region in no team and not the given ones. */
const freeMembers = async (regionId: number, n: number) =>
  (
    await t.db.query<{ id: number }>(
      `SELECT id FROM member WHERE region_id = $1 AND id NOT IN (SELECT member_id FROM promotion_team_member)
        ORDER BY id DESC LIMIT $2`,
      [regionId, n],
    )
  ).rows.map((row) => Number(row.id));

describe('SVIP reviews', () => {
  it('lists applications in every state, a country admin only their region’s', async () => {
    const all = await list<Svip>('svipList');
    expect(new Set(all.list.map((row) => row.state))).toEqual(new Set(['pending', 'passed', 'refused']));
    expect(all.list.every((row) => row.level >= 1 && row.level <= 10)).toBe(true);
    const mine = await list<Svip>('svipList', {}, country);
    expect(mine.total).toBe(all.list.filter((row) => row.region_id === 1).length);
  });

  it('passes one, refuses one only with a reason, and never reviews one twice', async () => {
    const [first, second] = (await list<Svip>('svipList', { state: 'pending' })).list as [Svip, Svip];
    expect(await call('svipExamine', { ids: first.id, result: 'pass' })).toMatchObject({ status: 200, data: { checked: 1 } });
    expect((await call('svipExamine', { ids: second.id, result: 'refuse' }, admin, 'zh-cn')).msg).toBe('请填写原因');
    expect(await call('svipExamine', { ids: second.id, result: 'refuse', reason: 'No recharge proof' })).toMatchObject({
      status: 200,
    });
    expect(await call('svipExamine', { ids: first.id, result: 'refuse', reason: 'x' })).toMatchObject({ status: 400 });
    const after = (await list<Svip>('svipList')).list;
    expect(after.find((row) => row.id === first.id)).toMatchObject({ state: 'passed' });
    expect(after.find((row) => row.id === second.id)).toMatchObject({ state: 'refused', review_reason: 'No recharge proof' });
  });

  it('refuses a country admin an application of another region', async () => {
    const other = (await list<Svip>('svipList', { state: 'pending' })).list.find((row) => row.region_id !== 1) as Svip;
    expect(await call('svipExamine', { ids: other.id, result: 'pass' }, country)).toMatchObject({ status: 403 });
  });
});

describe('promotion teams', () => {
  it('adds a team with its leader among its members, edits and deletes it', async () => {
    const [leader, a, b] = await freeMembers(1, 3);
    const saved = await call<Team>('teamSave', {
      name: 'Dammam Crew',
      leader_id: leader,
      region_id: 1,
      member_ids: `${a}， ${b} ${a}`,
    });
    expect(saved).toMatchObject({ status: 200, data: { leader_id: leader, member_ids: `${leader},${a},${b}`, member_count: 3 } });
    const edited = await call<Team>('teamSave', {
      id: saved.data.id,
      name: 'Dammam Crew',
      leader_id: leader,
      region_id: 1,
      member_ids: `${b}`,
    });
    expect(edited).toMatchObject({ status: 200, data: { member_ids: `${leader},${b}`, member_count: 2 } });
    // The member dropped by the edit may join another team now.
    const other = (await freeMembers(1, 2)).find((id) => id !== a);
    const next = await call<Team>('teamSave', { name: 'Khobar Crew', leader_id: other, region_id: 1, member_ids: `${a}` });
    expect(next).toMatchObject({ status: 200, data: { member_count: 2 } });
    expect(await call('teamDelete', { ids: [saved.data.id] })).toMatchObject({ status: 200 });
    const again = await call<Team>('teamSave', { name: 'Dammam Crew 2', leader_id: leader, region_id: 1, member_ids: `${b}` });
    expect(again).toMatchObject({ status: 200 });
  });

  it('refuses a member of another team, naming the team, in both languages; nothing changes', async () => {
    const team = (await list<Team>('teamList')).list.find((row) => row.name === 'Riyadh Rising Stars') as Team;
    const taken = Number(team.member_ids.split(',')[1]);
    const [leader] = await freeMembers(1, 1);
    const body = { name: 'Jeddah Crew', leader_id: leader, region_id: 1, member_ids: String(taken) };
    expect(await call('teamSave', body)).toMatchObject({
      status: 400,
      msg: `Member ${taken} is already in promotion team "Riyadh Rising Stars"; a member is in one team at a time`,
      data: { errors: { member_ids: 'A member is in another team' } },
    });
    expect((await call('teamSave', body, admin, 'zh-cn')).msg).toBe(
      `用户 ${taken} 已在推广团队“Riyadh Rising Stars”中,一个用户只能在一个团队`,
    );
    expect((await list<Team>('teamList', { name: 'Jeddah Crew' })).total).toBe(0);
    const bad = await call('teamSave', { ...body, member_ids: '12, abc' });
    expect(bad).toMatchObject({ status: 400, msg: 'Member ID "abc" is not a valid member ID' });
  });

  it('keeps a country admin to their region’s teams and members', async () => {
    const all = (await list<Team>('teamList')).list;
    const mine = await list<Team>('teamList', {}, country);
    expect(mine.total).toBe(all.filter((row) => row.region_id === 1).length);
    const other = all.find((row) => row.region_id !== 1) as Team;
    const takeover = await call(
      'teamSave',
      { id: other.id, name: 'Taken over', leader_id: other.leader_id, region_id: other.region_id, member_ids: '' },
      country,
    );
    expect(takeover).toMatchObject({ status: 403, msg: 'No permission for this region' });
    const [leader] = await freeMembers(1, 1);
    const [outsider] = await freeMembers(other.region_id, 1);
    const reply = await call('teamSave', { name: 'Mixed', leader_id: leader, region_id: 1, member_ids: `${outsider}` }, country);
    expect(reply).toMatchObject({ status: 403, msg: `These members are outside your regions: ${outsider}` });
  });
});
