import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

/** Group chat management (issue 17, SPEC §7 Message): muting members and removing messages, scoped by the group's region. */
type Member = { id: number; group_id: number; user_no: number; role: string; muted: boolean; muted_until: number | null };
type Message = { id: number; group_id: number; content: string; removed_at: number | null; remove_reason: string };
type Group = { id: number; region_id: number; state: string };

let t: TestApp;
let admin: string;
let countryAdmin: string;
let groups: Group[];

const call = <T>(action: string, body: Record<string, unknown>, token = admin, lang: 'en-us' | 'zh-cn' = 'en-us') =>
  t.call<T>(`Message/${action}`, body, { token, lang });
const membersOf = async (groupId: number, token = admin, extra: Record<string, unknown> = {}) =>
  (await call<{ list: Member[]; total: number }>('groupMemberList', { group_id: groupId, pn: 100, ...extra }, token)).data;
const standing = (inRegion1: boolean) =>
  groups.find((group) => group.state === 'active' && (group.region_id === 1) === inRegion1) as Group;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  countryAdmin = await t.login('country_admin');
  groups = (await t.call<{ list: Group[] }>('RecommendGroup/groupList', { pn: 100 }, { token: admin })).data.list;
});

describe('members', () => {
  it('mutes a member for a preset time, refuses the owner, and unmutes', async () => {
    const group = standing(true);
    const { list } = await membersOf(group.id);
    const owner = list.find((member) => member.role === 'owner') as Member;
    const member = list.find((one) => one.role !== 'owner' && !one.muted) as Member;
    expect(await call('groupMemberMute', { id: owner.id, mute_duration: 'h24' })).toMatchObject({
      status: 400,
      msg: 'The group owner cannot be muted',
    });
    expect((await call('groupMemberMute', { id: owner.id, mute_duration: 'h24' }, admin, 'zh-cn')).msg).toBe('不能禁言群主');
    expect(await call('groupMemberMute', { id: member.id })).toMatchObject({
      status: 400,
      data: { errors: { mute_duration: 'Cannot be empty' } },
    });
    const muted = await call<Member>('groupMemberMute', { id: member.id, mute_duration: 'h24' }, countryAdmin);
    expect(muted.status, muted.msg).toBe(200);
    expect(muted.data).toMatchObject({ muted: true, muted_until: t.clock.now() + 86_400 });
    expect((await membersOf(group.id, admin, { muted: true })).list.map((one) => one.id)).toContain(member.id);
    const [log] = (await t.logRows(`action = 'groupMemberMute' AND result = 'ok'`)).slice(-1);
    expect(log?.before).toMatchObject({ muted: false });
    expect(log?.after).toMatchObject({ muted: true });
    expect((await call<Member>('groupMemberUnmute', { id: member.id })).data.muted).toBe(false);
    expect(await call('groupMemberUnmute', { id: member.id })).toMatchObject({ status: 400, msg: 'This member is not muted' });
    expect((await call('groupMemberUnmute', { id: member.id }, admin, 'zh-cn')).msg).toBe('该成员未被禁言');
  });

  it('lifts a mute by itself when its time is up, and keeps one until unmuted', async () => {
    const group = standing(true);
    const [first, second] = (await membersOf(group.id)).list.filter((one) => one.role !== 'owner' && !one.muted);
    await call('groupMemberMute', { id: first?.id, mute_duration: 'h1' });
    await call('groupMemberMute', { id: second?.id, mute_duration: 'forever' });
    t.clock.advance(3601);
    admin = await t.login('admin');
    const after = (await membersOf(group.id)).list;
    expect(after.find((one) => one.id === first?.id)).toMatchObject({ muted: false, muted_until: null });
    expect(after.find((one) => one.id === second?.id)).toMatchObject({ muted: true, muted_until: null });
  });

  it('keeps a country admin to the members of their region’s groups', async () => {
    const outside = standing(false);
    expect((await membersOf(outside.id, countryAdmin)).total).toBe(0);
    const member = (await membersOf(outside.id)).list.find((one) => one.role !== 'owner') as Member;
    const refused = await call('groupMemberMute', { id: member.id, mute_duration: 'h1' }, countryAdmin, 'zh-cn');
    expect(refused).toMatchObject({ status: 403, msg: '没有该区域的权限' });
    const all = (await call<{ list: Member[] }>('groupMemberList', { pn: 100 }, countryAdmin)).data.list;
    expect(all.length).toBeGreaterThan(0);
    const regions = await t.db.query<{ region_id: number }>(
      `SELECT DISTINCT region_id FROM group_member WHERE id IN (${all.map((one) => one.id).join(',')})`,
    );
    expect(regions.rows).toEqual([{ region_id: 1 }]);
  });
});

describe('chat messages', () => {
  it('lists a group’s chat newest first and removes a message with its reason, keeping it as history', async () => {
    const group = standing(true);
    const { list } = (await call<{ list: Message[] }>('groupChatList', { group_id: group.id, pn: 100 })).data;
    expect(list.length).toBeGreaterThan(3);
    expect(list.every((message) => message.group_id === group.id)).toBe(true);
    const message = list.find((one) => one.removed_at === null) as Message;
    expect(await call('groupChatRemove', { id: message.id })).toMatchObject({ status: 400 });
    const removed = await call<Message>('groupChatRemove', { id: message.id, reason: 'Insults' }, countryAdmin);
    expect(removed.data).toMatchObject({ removed_at: t.clock.now(), remove_reason: 'Insults' });
    expect((await call('groupChatRemove', { id: message.id, reason: 'Again' })).status).toBe(400);
    const outside = standing(false);
    const theirs = (await call<{ list: Message[] }>('groupChatList', { group_id: outside.id }, admin)).data.list[0] as Message;
    expect((await call('groupChatRemove', { id: theirs.id, reason: 'Spam' }, countryAdmin)).status).toBe(403);
    expect((await call<{ total: number }>('groupChatList', { group_id: outside.id }, countryAdmin)).data.total).toBe(0);
  });
});

describe('group references (ref fields)', () => {
  it('names the group of each member and message row, and of a command’s answer, by the group’s name', async () => {
    const group = standing(true);
    const name = (await t.db.query<{ name: string }>('SELECT name FROM chat_group WHERE id = $1', [group.id])).rows[0]?.name;
    type Named = { id: number; role?: string; muted?: boolean; ref_names: Record<string, string | null> };
    const members = (await membersOf(group.id)).list as unknown as Named[];
    expect(members.length).toBeGreaterThan(0);
    for (const row of members) expect(row.ref_names.group_id).toBe(name);
    const messages = (await call<{ list: Named[] }>('groupChatList', { group_id: group.id, pn: 100 })).data.list;
    for (const row of messages) expect(row.ref_names.group_id).toBe(name);
    const member = members.find((one) => one.role !== 'owner' && !one.muted) as Named;
    const muted = await call<Named>('groupMemberMute', { id: member.id, mute_duration: 'h24' });
    expect(muted.data.ref_names.group_id).toBe(name);
    await call('groupMemberUnmute', { id: member.id });
    // A country admin is shown no name of another region's group (its rows are not listed to them at all).
    const outside = standing(false);
    expect((await membersOf(outside.id, countryAdmin)).list).toEqual([]);
  });
});
