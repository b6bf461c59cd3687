import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

/**
 * Groups (issue 17): search, add and edit with SPEC §5's 'Group name required' and an owner who
 * must be a member, recommendation, dissolution behind the password re-check (logged before and
 * after, refusing every change afterwards), and region scope on the list, detail and export.
 */
type Group = {
  id: number;
  name: string;
  owner_no: number;
  member_count: number;
  tags: string;
  region_id: number;
  recommended: boolean;
  state: string;
  dissolve_reason: string;
};
type Member = { id: number; group_id: number; user_no: number; role: string; muted: boolean; muted_until: number | null };
type Person = { id: number; user_no: number; region_id: number };

let t: TestApp;
let admin: string;
let countryAdmin: string;
let groups: Group[];
let people: Person[];

const call = <T = Group>(action: string, body: Record<string, unknown>, token = admin, lang: 'en-us' | 'zh-cn' = 'en-us') =>
  t.call<T>(`RecommendGroup/${action}`, body, { token, lang });
const list = async (body: Record<string, unknown> = {}, token = admin) =>
  (await call<{ list: Group[]; total: number }>('groupList', { pn: 100, ...body }, token)).data;
const standing = (inRegion1: boolean) =>
  groups.find((group) => group.state === 'active' && (group.region_id === 1) === inRegion1) as Group;
const personIn = (inRegion1: boolean) => people.find((person) => (person.region_id === 1) === inRegion1) as Person;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginRechecked('admin');
  countryAdmin = await t.loginRechecked('country_admin');
  groups = (await list()).list;
  people = (await t.db.query<Person>('SELECT id::int, user_no::int, region_id FROM member ORDER BY id LIMIT 200')).rows;
});

describe('group list', () => {
  it('lists the demo groups with members counted, and finds them by id, name, owner and tag', async () => {
    expect(groups.length).toBeGreaterThanOrEqual(12);
    const group = standing(true);
    const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM group_member WHERE group_id = $1', [
      group.id,
    ]);
    expect(group.member_count).toBe(rows[0]?.n);
    expect((await list({ id: group.id })).list.map((g) => g.id)).toEqual([group.id]);
    expect((await list({ name: group.name.slice(1, 6) })).list.map((g) => g.id)).toContain(group.id);
    expect((await list({ owner_no: group.owner_no })).list.every((g) => g.owner_no === group.owner_no)).toBe(true);
    const tagged = (await list({ tags: 'poet' })).list;
    expect(tagged.length).toBeGreaterThan(0);
    expect(tagged.every((g) => g.tags.includes('Poetry'))).toBe(true);
  });

  it('shows a country admin the groups of their region only, in the list, the detail and the export', async () => {
    const seen = await list({}, countryAdmin);
    expect(seen.total).toBeGreaterThan(0);
    expect(seen.list.every((group) => group.region_id === 1)).toBe(true);
    expect((await call('groupDetail', { id: standing(true).id }, countryAdmin)).status).toBe(200);
    expect(await call('groupDetail', { id: standing(false).id }, countryAdmin, 'zh-cn')).toMatchObject({
      status: 403,
      msg: '没有该区域的权限',
    });
    const exported = await call<{ rows: number }>('groupExport', {}, countryAdmin);
    expect(exported.data.rows).toBe(seen.total);
    expect((await call<{ rows: number }>('groupExport', {}, admin)).data.rows).toBe(groups.length);
  });
});

describe('adding and editing', () => {
  it('refuses a group without a name, without an owner, with an unknown owner or unknown tags', async () => {
    const owner = personIn(true);
    expect(await call('groupSave', { owner_no: owner.user_no })).toMatchObject({
      status: 400,
      msg: 'Group name is required',
      data: { errors: { name: 'Cannot be empty' } },
    });
    expect((await call('groupSave', { owner_no: owner.user_no }, admin, 'zh-cn')).msg).toBe('群组名称不能为空');
    expect(await call('groupSave', { name: 'No owner' })).toMatchObject({ status: 400, msg: 'The group owner is required' });
    expect((await call('groupSave', { name: 'No owner' }, admin, 'zh-cn')).msg).toBe('群主不能为空');
    expect(await call('groupSave', { name: 'Ghost', owner_no: 987_654_321 })).toMatchObject({
      status: 400,
      msg: 'No member has the id 987654321; the owner must be an existing member',
    });
    expect((await call('groupSave', { name: 'Ghost', owner_no: 987_654_321 }, admin, 'zh-cn')).msg).toBe(
      '用户 987654321 不存在,群主须为已有用户',
    );
    expect(await call('groupSave', { name: 'Tags', owner_no: owner.user_no, tags: 'Music, Knitting' })).toMatchObject({
      status: 400,
      msg: 'These tags are not on the hobby list: Knitting',
    });
    expect((await call('groupSave', { name: 'Tags', owner_no: owner.user_no, tags: 'Knitting' }, admin, 'zh-cn')).msg).toBe(
      '这些标签不在兴趣列表中:Knitting',
    );
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM chat_group WHERE name IN ('No owner', 'Ghost', 'Tags')`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('makes a group in its owner’s region with the owner as its first member, and moves it with a new owner', async () => {
    const owner = personIn(true);
    const made = await call('groupSave', { name: 'Desert poets', owner_no: owner.user_no, tags: 'poetry, music' });
    expect(made.status, made.msg).toBe(200);
    expect(made.data).toMatchObject({
      name: 'Desert poets',
      region_id: 1,
      member_count: 1,
      tags: 'Poetry, Music',
      state: 'active',
    });
    const members = await t.call<{ list: Member[] }>('Message/groupMemberList', { group_id: made.data.id }, { token: admin });
    expect(members.data.list).toMatchObject([{ user_no: owner.user_no, role: 'owner' }]);
    // A country admin cannot hand their region's group to an owner of another region.
    const elsewhere = personIn(false);
    expect((await call('groupSave', { id: made.data.id, owner_no: elsewhere.user_no }, countryAdmin)).status).toBe(403);
    const moved = await call('groupSave', { id: made.data.id, owner_no: elsewhere.user_no });
    expect(moved.data).toMatchObject({ owner_no: elsewhere.user_no, region_id: elsewhere.region_id, member_count: 2 });
    const roles = await t.db.query<{ member_id: number; role: string; region_id: number }>(
      'SELECT member_id::int, role, region_id FROM group_member WHERE group_id = $1 ORDER BY id',
      [made.data.id],
    );
    expect(roles.rows).toEqual([
      { member_id: owner.id, role: 'member', region_id: elsewhere.region_id },
      { member_id: elsewhere.id, role: 'owner', region_id: elsewhere.region_id },
    ]);
    const [log] = (await t.logRows(`action = 'groupSave' AND result = 'ok'`)).slice(-1);
    expect(log).toMatchObject({ target_type: 'chat_group', target_id: String(made.data.id) });
  });
});

describe('recommendation and dissolution', () => {
  it('recommends a group once, and closes the recommendation', async () => {
    const group = groups.find((g) => g.state === 'active' && !g.recommended) as Group;
    expect((await call('groupRecommend', { id: group.id })).data.recommended).toBe(true);
    expect(await call('groupRecommend', { id: group.id })).toMatchObject({
      status: 400,
      msg: 'This group is already recommended',
    });
    expect((await call('groupCloseRecommend', { id: group.id })).data.recommended).toBe(false);
    expect((await call('groupCloseRecommend', { id: group.id }, admin, 'zh-cn')).msg).toBe('该群组未在推荐中');
  });

  it('dissolves after the password re-check with a reason, logs before and after, and refuses every change afterwards', async () => {
    const group = groups.find((g) => g.state === 'active' && g.recommended && g.region_id === 1) as Group;
    const plain = await t.login('admin');
    expect((await call('groupDissolve', { id: group.id, dissolve_reason: 'Spam' }, plain)).status).toBe(405);
    expect(await call('groupDissolve', { id: group.id })).toMatchObject({
      status: 400,
      data: { errors: { dissolve_reason: 'Cannot be empty' } },
    });
    const done = await call('groupDissolve', { id: group.id, dissolve_reason: 'Gambling ads' }, countryAdmin);
    expect(done.status, done.msg).toBe(200);
    expect(done.data).toMatchObject({ state: 'dissolved', recommended: false, dissolve_reason: 'Gambling ads' });
    const [log] = (await t.logRows(`action = 'groupDissolve' AND result = 'ok'`)).slice(-1);
    expect(log).toMatchObject({ target_type: 'chat_group', target_id: String(group.id) });
    expect(log?.before).toMatchObject({ state: 'active', recommended: true });
    expect(log?.after).toMatchObject({ state: 'dissolved', recommended: false });

    const refused = { status: 400, msg: 'This group has been dissolved and can no longer be changed' };
    expect(await call('groupSave', { id: group.id, name: 'Back again' })).toMatchObject(refused);
    expect((await call('groupSave', { id: group.id, name: 'Back again' }, admin, 'zh-cn')).msg).toBe('该群组已解散,不能再修改');
    expect(await call('groupRecommend', { id: group.id })).toMatchObject(refused);
    expect(await call('groupDissolve', { id: group.id, dissolve_reason: 'Again' })).toMatchObject(refused);
    const member = (
      await t.call<{ list: Member[] }>('Message/groupMemberList', { group_id: group.id, role: 'member' }, { token: admin })
    ).data.list[0] as Member;
    expect(await t.call('Message/groupMemberMute', { id: member.id, mute_duration: 'h1' }, { token: admin })).toMatchObject(
      refused,
    );
    expect((await list({ state: 'dissolved' })).list.map((g) => g.id)).toContain(group.id);
  });
});
