import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { SAMPLE_FAMILY, SAMPLE_FAMILY_MEMBER_ROW, SAMPLE_FAMILY_OWNER_ROW } from '../../../test/samples/family.ts';

type Family = { id: number; name: string; owner_id: number; member_count: number; region_id: number; state: string };
type Member = {
  id: number;
  family_id: number;
  member_id: number;
  role: string;
  removed_at: number | null;
  remove_reason: string;
};
type Application = { id: number; family_id: number; state: string; region_id: number; member_count: number };
type Lang = 'en-us' | 'zh-cn';

let t: TestApp;
let admin: string;
let rechecked: string;
let country: string;
let avatar = '';
/** Members of no family, by region, handed out one by one so no two tests found with the same members. */
let free: { id: number; region_id: number }[] = [];

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  rechecked = await t.loginRechecked('admin');
  country = await t.login('country_admin');
  avatar = String((await t.db.query<{ avatar: string }>('SELECT avatar FROM family ORDER BY id LIMIT 1')).rows[0]?.avatar);
  free = (
    await t.db.query<{ id: number; region_id: number }>(
      `SELECT id::int, region_id FROM member WHERE id NOT IN (SELECT member_id FROM family_member WHERE removed_at IS NULL)
       ORDER BY id DESC LIMIT 200`,
    )
  ).rows;
});

/** `count` members of no family, of region 1 or outside it. */
function draw(count: number, inRegion1 = false): number[] {
  const picked = free.filter((member) => (member.region_id === 1) === inRegion1).slice(0, count);
  free = free.filter((member) => !picked.includes(member));
  if (picked.length < count) throw new Error('the fixture ran out of members of no family');
  return picked.map((member) => member.id);
}

const save = (body: Record<string, unknown>, token = admin, lang: Lang = 'en-us') =>
  t.call<Family>('Family/familySave', body, { token, lang });
const familyOf = (owner: number, founders: number[], extra: Record<string, unknown> = {}) => ({
  name: 'Test family',
  owner_id: owner,
  avatar,
  declaration: 'We sing together',
  income_ratio: 30,
  founder_ids: founders.join(','),
  ...extra,
});
const families = async (body: Record<string, unknown> = {}, token = admin) =>
  (await t.call<{ list: Family[]; total: number }>('Family/familyList', { pn: 200, ...body }, { token })).data;
const members = async (familyId: number) =>
  (
    await t.db.query<Member>(
      'SELECT id, family_id, member_id::int, role, removed_at::int, remove_reason FROM family_member WHERE family_id = $1 ORDER BY id',
      [familyId],
    )
  ).rows;
const familyCount = async () => Number((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM family')).rows[0]?.n);

describe('families', () => {
  it('lists families with their live members counted, a dissolved one with none', async () => {
    const { list } = await families();
    expect(list).toHaveLength(9);
    const first = list.find((family) => family.id === 1) as Family;
    expect(first.member_count).toBe((await members(1)).filter((row) => row.removed_at === null).length);
    expect(first.member_count).toBeGreaterThanOrEqual(6);
    expect(list.find((family) => family.name === 'Cedar Hearts')).toMatchObject({ state: 'dissolved', member_count: 0 });
  });

  it('founds a family with its owner and five founders, in the owner’s region, and logs it', async () => {
    const [owner, ...founders] = draw(6) as [number, ...number[]];
    const made = await save(familyOf(owner, founders, { name: 'Five founders' }));
    expect(made.status).toBe(200);
    const region = (await t.db.query<{ region_id: number }>('SELECT region_id FROM member WHERE id = $1', [owner])).rows[0]
      ?.region_id;
    expect(made.data).toMatchObject({
      name: 'Five founders',
      owner_id: owner,
      member_count: 6,
      region_id: region,
      state: 'active',
    });
    const rows = await members(made.data.id);
    expect(rows.map((row) => [row.member_id, row.role])).toEqual([[owner, 'owner'], ...founders.map((id) => [id, 'founder'])]);
    const [log] = (await t.logRows(`action = 'familySave' AND result = 'ok'`)).slice(-1);
    expect(log).toMatchObject({ target_type: 'family', target_id: String(made.data.id) });
    expect(log?.after).toMatchObject({ member_count: 6 });
  });

  it('refuses a family with four founders, saying five are needed, and writes nothing', async () => {
    const [owner, ...founders] = draw(5) as [number, ...number[]];
    const before = await familyCount();
    const en = await save(familyOf(owner, founders));
    expect(en).toMatchObject({
      status: 400,
      msg: 'A family needs 5 founders besides the owner; 4 were given',
      data: { errors: { founder_ids: '5 founders are needed besides the owner' } },
    });
    expect((await save(familyOf(owner, founders), admin, 'zh-cn')).msg).toBe('创建家族除族长外需要 5 名创始成员,当前填写了 4 名');
    expect((await save(familyOf(owner, []))).msg).toBe('A family needs 5 founders besides the owner; 0 were given');
    expect(await familyCount()).toBe(before);
    const { rows } = await t.db.query('SELECT 1 FROM family_member WHERE member_id = ANY($1::bigint[])', [[owner, ...founders]]);
    expect(rows).toHaveLength(0);
  });

  it('asks for every required field in both languages, and a ratio from 0 to 100', async () => {
    const empty = await save({});
    expect(empty).toMatchObject({ status: 400, msg: 'Invalid input, please check' });
    expect(empty.data).toMatchObject({
      errors: {
        name: 'Cannot be empty',
        avatar: 'Cannot be empty',
        declaration: 'Cannot be empty',
        income_ratio: 'Cannot be empty',
      },
    });
    expect((await save({}, admin, 'zh-cn')).data).toMatchObject({
      errors: { name: '不能为空', avatar: '不能为空', declaration: '不能为空', income_ratio: '不能为空' },
    });
    const [owner, ...founders] = draw(6) as [number, ...number[]];
    expect((await save(familyOf(owner, founders, { income_ratio: 101 }))).data).toMatchObject({
      errors: { income_ratio: 'Value is too large' },
    });
    expect((await save(familyOf(owner, founders, { income_ratio: -1 }), admin, 'zh-cn')).data).toMatchObject({
      errors: { income_ratio: expect.any(String) },
    });
    expect((await save(familyOf(owner, founders, { income_ratio: 'ten' }))).status).toBe(400);
    const { owner_id: _owner, ...withoutOwner } = familyOf(owner, founders);
    const ownerless = await save(withoutOwner, admin, 'zh-cn');
    expect(ownerless).toMatchObject({ status: 400, msg: '输入有误,请检查', data: { errors: { owner_id: '不能为空' } } });
    expect((await save(familyOf(owner, founders, { income_ratio: 0 }))).status).toBe(200);
  });

  it('names unknown member ids, members already in a family, repeats and the owner among founders', async () => {
    const [owner, ...founders] = draw(6) as [number, ...number[]];
    const unknown = await save(familyOf(owner, [...founders.slice(0, 4), 999]));
    expect(unknown).toMatchObject({ status: 400, msg: 'These IDs are not members: 999' });
    expect((await save(familyOf(owner, [...founders.slice(0, 4), 999]), admin, 'zh-cn')).msg).toBe('这些ID不是用户:999');
    expect(await save(familyOf(12_345, founders))).toMatchObject({
      msg: 'These IDs are not members: 12345',
      data: { errors: { owner_id: 'Not a member of the app' } },
    });
    const taken = (await members(1))[1] as Member;
    expect((await save(familyOf(owner, [...founders.slice(0, 4), taken.member_id]))).msg).toBe(
      `These members are already in a family and cannot join another: ${taken.member_id}`,
    );
    expect((await save(familyOf(owner, [...founders.slice(0, 4), taken.member_id]), admin, 'zh-cn')).msg).toBe(
      `这些用户已在其他家族,不能加入:${taken.member_id}`,
    );
    expect((await save(familyOf(taken.member_id, founders))).data).toMatchObject({
      errors: { owner_id: 'Already in a family' },
    });
    expect((await save(familyOf(owner, [...founders.slice(0, 4), founders[0] as number]))).msg).toBe(
      `Founder ${founders[0]} is listed twice`,
    );
    expect((await save(familyOf(owner, [...founders.slice(0, 4), owner]))).msg).toBe(
      `The owner ${owner} cannot also be a founder`,
    );
    expect((await save(familyOf(owner, [...founders.slice(0, 4), 'abc' as never]), admin, 'zh-cn')).msg).toBe(
      '创始成员ID "abc" 不是有效的ID',
    );
    expect((await members(1))[1]).toEqual(taken);
  });

  it('edits a family but keeps its owner and founders; a dissolved family refuses every change', async () => {
    const [family] = (await families({ name: 'Royal Lions' })).list as [Family];
    const edited = await save({
      id: family.id,
      name: 'Royal Lions',
      owner_id: family.owner_id,
      avatar,
      declaration: 'New words',
      income_ratio: 45,
    });
    expect(edited.data).toMatchObject({ income_ratio: 45, owner_id: family.owner_id, member_count: family.member_count });
    const body = { id: family.id, name: 'x', owner_id: draw(1)[0], avatar, declaration: 'x', income_ratio: 1 };
    expect(await save(body)).toMatchObject({ status: 400, msg: "A family's owner cannot be changed" });
    expect((await save({ ...body, owner_id: family.owner_id, founder_ids: '1,2,3,4,5' })).msg).toBe(
      'Founders are named when the family is created',
    );
    const [dissolved] = (await families({ state: 'dissolved' })).list as [Family];
    const again = { id: dissolved.id, name: 'Back', owner_id: dissolved.owner_id, avatar, declaration: 'x', income_ratio: 5 };
    expect(await save(again)).toMatchObject({ status: 400, msg: 'This family is dissolved and can no longer be changed' });
    expect((await save(again, admin, 'zh-cn')).msg).toBe('该家族已解散,不能再修改');
  });

  it('keeps a country admin to region 1 in the list, the detail, the export and founding', async () => {
    const theirs = await families({}, country);
    expect(theirs.total).toBeGreaterThan(0);
    expect(theirs.list.every((family) => family.region_id === 1)).toBe(true);
    const other = (await families()).list.find((family) => family.region_id !== 1) as Family;
    expect(await t.call('Family/familyInfo', { id: other.id }, { token: country, lang: 'zh-cn' })).toMatchObject({
      status: 403,
      msg: '没有该区域的权限',
    });
    expect((await t.call('Family/familyInfo', { id: theirs.list[0]?.id }, { token: country })).status).toBe(200);
    const exported = await t.call<{ rows: number }>('Family/familyExport', {}, { token: country });
    expect(exported.data.rows).toBe(theirs.total);
    const before = await familyCount();
    const [owner, ...founders] = draw(6) as [number, ...number[]];
    expect((await save(familyOf(owner, founders), country)).status).toBe(403);
    expect(await familyCount()).toBe(before);
    const [inOwner, ...inFounders] = draw(6, true) as [number, ...number[]];
    expect((await save(familyOf(inOwner, inFounders), country)).data).toMatchObject({ region_id: 1, member_count: 6 });
  });
});

describe('family members', () => {
  const remove = (id: number, token = admin, lang: Lang = 'en-us') =>
    t.call<Member>('Family/familyMemberRemove', { id, reason: 'Inactive for months' }, { token, lang });

  it('removes a member with a reason, kept as history and logged before and after', async () => {
    const family = (await families()).list.find((row) => row.name === 'Golden Falcons') as Family;
    // A plain member still in the family (the demo has one who left already).
    const plain = (await members(family.id)).find((row) => row.role === 'member' && row.removed_at === null) as Member;
    const done = await remove(plain.id);
    expect(done.data).toMatchObject({ id: plain.id, remove_reason: 'Inactive for months', removed_by_name: 'admin' });
    expect(((await families({ name: 'Golden Falcons' })).list[0] as Family).member_count).toBe(family.member_count - 1);
    const [log] = (await t.logRows(`action = 'familyMemberRemove' AND result = 'ok'`)).slice(-1);
    expect(log?.before).toMatchObject({ removed_at: null });
    expect(log?.after).toMatchObject({ remove_reason: 'Inactive for months' });
    expect(await remove(plain.id)).toMatchObject({ status: 400, msg: 'This member has already left the family' });
    expect((await t.call('Family/familyMemberRemove', { id: plain.id }, { token: admin })).status).toBe(400);
  });

  it('never removes the owner, nor anyone of a dissolved family', async () => {
    const owner = (await members(3)).find((row) => row.role === 'owner') as Member;
    expect(await remove(owner.id)).toMatchObject({
      status: 400,
      msg: 'The owner cannot be removed; dissolve the family instead',
    });
    expect((await remove(owner.id, admin, 'zh-cn')).msg).toBe('族长不能被移除,请解散家族');
    const dissolved = (await families({ state: 'dissolved' })).list[0] as Family;
    const released = (await members(dissolved.id)).find((row) => row.role === 'member') as Member;
    expect((await remove(released.id)).msg).toBe('This member has already left the family');
  });

  it('keeps a country admin to region 1 members', async () => {
    const list = (
      await t.call<{ list: (Member & { region_id: number })[] }>('Family/familyMemberList', { pn: 200 }, { token: country })
    ).data.list;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((row) => row.region_id === 1)).toBe(true);
    const outside = (
      await t.db.query<{ id: number }>(
        `SELECT id FROM family_member WHERE region_id <> 1 AND role = 'member' AND removed_at IS NULL ORDER BY id LIMIT 1`,
      )
    ).rows[0];
    expect((await remove(Number(outside?.id), country)).status).toBe(403);
    const exported = await t.call<{ rows: number }>('Family/familyMemberExport', {}, { token: country });
    expect(exported.data.rows).toBe(list.length);
  });
});

describe('family dissolution', () => {
  const applications = async (body: Record<string, unknown> = {}, token = admin) =>
    (await t.call<{ list: Application[]; total: number }>('Family/familyDissolutionList', { pn: 200, ...body }, { token })).data;
  const review = (body: Record<string, unknown>, token = rechecked, lang: Lang = 'en-us') =>
    t.call('Family/familyDissolutionReview', body, { token, lang });

  it('asks for the password again before any review, and changes nothing without it', async () => {
    const [pending] = (await applications({ state: 'pending' })).list as [Application];
    expect((await review({ ids: pending.id, result: 'pass' }, admin)).status).toBe(405);
    expect(((await applications({ family_id: pending.family_id })).list[0] as Application).state).toBe('pending');
  });

  it('disbands: the family is dissolved, its members released, logged before and after', async () => {
    const [pending] = (await applications({ state: 'pending' })).list as [Application];
    const before = await members(pending.family_id);
    expect((await review({ ids: pending.id, result: 'pass' })).data).toEqual({ checked: 1 });
    const family = (
      await t.call<Family & { dissolved_at: number }>('Family/familyInfo', { id: pending.family_id }, { token: admin })
    ).data;
    expect(family).toMatchObject({ state: 'dissolved', member_count: 0, dissolved_at: t.clock.now() });
    const after = await members(pending.family_id);
    expect(after).toHaveLength(before.length);
    expect(after.every((row) => row.removed_at === t.clock.now())).toBe(true);
    const [log] = (await t.logRows(`action = 'familyDissolutionReview' AND result = 'ok'`)).slice(-1);
    expect(log?.before).toEqual([expect.objectContaining({ id: pending.id, state: 'pending' })]);
    expect(log?.after).toMatchObject({ state: 'disbanded' });
    // Released, the owner and founders may found a family again.
    const [owner, ...founders] = after.map((row) => row.member_id) as [number, ...number[]];
    expect((await save(familyOf(owner, founders.slice(0, 5), { name: 'Second life' }))).status).toBe(200);
  });

  it('refuses to disband a family already dissolved, in both languages', async () => {
    const dissolved = (await families({ state: 'dissolved' })).list[0] as Family;
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO family_dissolution (family_id, region_id, reason, submitted_at) VALUES ($1, $2, 'again', 1) RETURNING id`,
      [dissolved.id, dissolved.region_id],
    );
    const id = Number(rows[0]?.id);
    expect(await review({ ids: id, result: 'pass' })).toMatchObject({
      status: 400,
      msg: 'This family is dissolved and can no longer be changed',
    });
    expect((await review({ ids: id, result: 'pass' }, rechecked, 'zh-cn')).msg).toBe('该家族已解散,不能再修改');
    expect((await review({ ids: id, result: 'ignore' })).data).toEqual({ checked: 1 });
  });

  it('dismisses with a reason only, and ignores; neither dissolves the family', async () => {
    const [a, b] = (await applications({ state: 'pending' })).list as [Application, Application];
    expect(await review({ ids: a.id, result: 'refuse' })).toMatchObject({ status: 400, msg: 'Please give a reason' });
    expect((await review({ ids: a.id, result: 'refuse', reason: 'Talk to your members' })).data).toEqual({ checked: 1 });
    expect((await review({ ids: b.id, result: 'ignore' })).data).toEqual({ checked: 1 });
    for (const application of [a, b]) {
      const family = (await t.call<Family>('Family/familyInfo', { id: application.family_id }, { token: admin })).data;
      expect(family).toMatchObject({ state: 'active', member_count: application.member_count });
    }
    expect((await applications({ family_id: a.family_id })).list[0]).toMatchObject({ state: 'dismissed' });
  });

  it('keeps a country admin to region 1 in the queue, its reviews and its export', async () => {
    const theirs = await applications({}, country);
    expect(theirs.list.every((row) => row.region_id === 1)).toBe(true);
    expect(theirs.total).toBeGreaterThan(0);
    const countryRechecked = await t.loginRechecked('country_admin');
    const outside = (await applications()).list.find((row) => row.region_id !== 1) as Application;
    const state = outside.state;
    expect((await review({ ids: outside.id, result: 'ignore' }, countryRechecked)).status).toBe(403);
    expect(((await applications({ family_id: outside.family_id })).list[0] as Application).state).toBe(state);
    const exported = await t.call<{ rows: number }>('Family/familyDissolutionExport', {}, { token: country });
    expect(exported.data.rows).toBe(theirs.total);
  });
});

describe('the facts the generated suites’ samples rely on (test/samples/family.ts)', () => {
  it('names family 2 outside region 1 with no application, its owner’s row and a plain member’s', async () => {
    const family = (await t.call<Family>('Family/familyInfo', { id: SAMPLE_FAMILY }, { token: admin })).data;
    expect(family.region_id).not.toBe(1);
    const rows = await members(SAMPLE_FAMILY);
    expect(rows.find((row) => row.id === SAMPLE_FAMILY_OWNER_ROW)?.role).toBe('owner');
    expect(rows.find((row) => row.id === SAMPLE_FAMILY_MEMBER_ROW)?.role).toBe('member');
    const { rows: applications } = await t.db.query('SELECT 1 FROM family_dissolution WHERE family_id = $1', [SAMPLE_FAMILY]);
    expect(applications).toHaveLength(0);
  });
});

describe('family references (ref fields)', () => {
  it('names the family of each member row and dissolution by the family’s name; none outside a country admin’s regions', async () => {
    const names = new Map(
      (await t.db.query<{ id: number; name: string; region_id: number }>('SELECT id, name, region_id FROM family')).rows.map(
        (row) => [row.id, row],
      ),
    );
    type Named = { family_id: number; ref_names: Record<string, string | null> };
    for (const action of ['familyMemberList', 'familyDissolutionList']) {
      const rows = (await t.call<{ list: Named[] }>(`Family/${action}`, { pn: 200 }, { token: admin })).data.list;
      expect(rows.length, action).toBeGreaterThan(0);
      for (const row of rows) expect(row.ref_names.family_id, action).toBe(names.get(row.family_id)?.name);
    }
    const seen = (await t.call<{ list: Named[] }>('Family/familyMemberList', { pn: 200 }, { token: country })).data.list;
    expect(seen.length).toBeGreaterThan(0);
    for (const row of seen) {
      const family = names.get(row.family_id);
      expect(row.ref_names.family_id).toBe(family?.region_id === 1 ? family.name : null);
    }
  });
});
