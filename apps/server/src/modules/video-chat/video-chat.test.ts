import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { coinsOf, durationOf } from './video-chat.actions.ts';

type Chat = { id: number; host_no: number; region_id: number; duration: number; price: number; coins: number; state: string };
type VideoHost = {
  id: number;
  user_no: number;
  price: number;
  is_on: boolean;
  banned: boolean;
  ban_reason: string;
  region_id: number;
};
type Member = { id: number; user_no: number; region_id: number };
type Lang = 'en-us' | 'zh-cn';

let t: TestApp;
let admin: string;
let countryAdmin: string;
/** Guild hosts not yet approved for video chat, in region 1 and outside it; a member who is no host. */
let hostIn1: Member;
let hostOutside1: Member;
let notHost: Member;

const list = async <T>(action: string, body: Record<string, unknown> = {}, token = admin) =>
  (await t.call<{ list: T[]; total: number }>(`NovaRoom/${action}`, { pn: 100, ...body }, { token })).data;
const save = (body: Record<string, unknown>, token = admin, lang: Lang = 'en-us') =>
  t.call<VideoHost>('NovaRoom/videoChatHostSave', body, { token, lang });

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginRechecked('admin');
  countryAdmin = await t.loginRechecked('country_admin');
  const unapproved = (
    await t.db.query<Member>(
      `SELECT m.id::int, m.user_no::int, h.region_id FROM host h JOIN member m ON m.id = h.member_id
       WHERE NOT EXISTS (SELECT 1 FROM video_chat_host v WHERE v.member_id = h.member_id) ORDER BY h.id`,
    )
  ).rows;
  hostOutside1 = unapproved.find((member) => member.region_id !== 1) as Member;
  const [free, other] = (
    await t.db.query<Member>(
      `SELECT id::int, user_no::int, region_id FROM member m WHERE region_id = 1
       AND NOT EXISTS (SELECT 1 FROM host h WHERE h.member_id = m.id) ORDER BY id LIMIT 2 OFFSET 5`,
    )
  ).rows as [Member, Member];
  notHost = other;
  // The demo approved every region-1 host: one more joins a region-1 guild first.
  const [guild] = (await t.db.query<{ id: number }>('SELECT id FROM guild WHERE region_id = 1 ORDER BY id LIMIT 1')).rows;
  await t.call('Guild/guildHostAdd', { guild_id: guild?.id, user_no: free.user_no }, { token: admin });
  hostIn1 = free;
});

describe('video chats', () => {
  it('derives duration and coins from the times and the price: every started minute, nothing for a missed call', () => {
    expect(durationOf({ state: 'ended', startedAt: 100, endedAt: 161 }, 1000)).toBe(61);
    expect(coinsOf(30, 61)).toBe(60);
    expect(coinsOf(30, 60)).toBe(30);
    expect(durationOf({ state: 'ongoing', startedAt: 100, endedAt: null }, 400)).toBe(300);
    expect(durationOf({ state: 'missed', startedAt: 100, endedAt: 100 }, 400)).toBe(0);
  });

  it('lists the demo calls with their states, filters by state and host, and scopes a country admin', async () => {
    const all = await list<Chat>('videoChatList');
    expect(all.total).toBeGreaterThan(10);
    for (const chat of all.list) expect(chat.coins).toBe(coinsOf(chat.price, chat.duration));
    expect(new Set(all.list.map((chat) => chat.state))).toEqual(new Set(['ongoing', 'ended', 'missed']));
    const missed = await list<Chat>('videoChatList', { state: 'missed' });
    expect(missed.list.every((chat) => chat.state === 'missed' && chat.coins === 0)).toBe(true);
    const first = all.list[0] as Chat;
    const byHost = await list<Chat>('videoChatList', { host_no: first.host_no });
    expect(byHost.list.every((chat) => chat.host_no === first.host_no)).toBe(true);
    const theirs = await list<Chat>('videoChatList', {}, countryAdmin);
    expect(theirs.total).toBeGreaterThan(0);
    expect(theirs.total).toBeLessThan(all.total);
    expect(theirs.list.every((chat) => chat.region_id === 1)).toBe(true);
    const exported = await t.call<{ rows: number }>('NovaRoom/videoChatExport', { format: 'csv' }, { token: countryAdmin });
    expect(exported.data.rows).toBe(theirs.total);
  });
});

describe('video chat hosts', () => {
  it('approves hosts only, once, at a whole price within bounds, in both languages', async () => {
    expect(await save({ user_no: notHost.user_no, price: 50 })).toMatchObject({
      status: 400,
      msg: `Member ${notHost.user_no} is not a host; only hosts can take video chats`,
    });
    expect(await save({ user_no: notHost.user_no, price: 50 }, admin, 'zh-cn')).toMatchObject({
      msg: `用户 ${notHost.user_no} 不是主播,只有主播才能开通视频聊天`,
    });
    expect(await save({ price: 50 }, admin, 'zh-cn')).toMatchObject({ msg: '用户ID或靓号不能为空' });
    expect(await save({ user_no: hostIn1.user_no, price: 5 })).toMatchObject({
      status: 400,
      data: { errors: { price: 'Value is too small' } },
    });
    expect(await save({ user_no: hostIn1.user_no, price: 20_000 }, admin, 'zh-cn')).toMatchObject({
      data: { errors: { price: '数值过大' } },
    });
    expect(await save({ user_no: hostIn1.user_no, price: 12.5 })).toMatchObject({ status: 400 });
    const made = await save({ user_no: hostIn1.user_no, price: 80 }, countryAdmin);
    expect(made.data).toMatchObject({ user_no: hostIn1.user_no, price: 80, is_on: true, banned: false, region_id: 1 });
    expect(await save({ user_no: hostIn1.user_no, price: 90 })).toMatchObject({
      msg: `Host ${hostIn1.user_no} already takes video chats`,
    });
    expect(await save({ user_no: hostOutside1.user_no, price: 80 }, countryAdmin)).toMatchObject({ status: 403 });
    const edited = await save({ id: made.data.id, price: 120 }, countryAdmin);
    expect(edited.data).toMatchObject({ price: 120, user_no: hostIn1.user_no });
  });

  it('bans with a reason after the re-check and lifts the ban, logging before and after', async () => {
    const { list: hosts } = await list<VideoHost>('videoChatHostList', { banned: false, region_id: 1 });
    const host = hosts[0] as VideoHost;
    const plain = await t.login('admin');
    expect(
      await t.call('NovaRoom/videoChatHostBan', { id: host.id, ban_reason: 'x' }, { token: plain, lang: 'zh-cn' }),
    ).toMatchObject({
      msg: '请再次输入密码以确认身份',
    });
    expect(await t.call('NovaRoom/videoChatHostBan', { id: host.id }, { token: admin, lang: 'en-us' })).toMatchObject({
      data: { errors: { ban_reason: 'Cannot be empty' } },
    });
    const banned = await t.call<VideoHost>(
      'NovaRoom/videoChatHostBan',
      { id: host.id, ban_reason: 'Nudity' },
      { token: countryAdmin },
    );
    expect(banned.data).toMatchObject({ banned: true, ban_reason: 'Nudity' });
    expect(
      await t.call('NovaRoom/videoChatHostBan', { id: host.id, ban_reason: 'again' }, { token: admin, lang: 'zh-cn' }),
    ).toMatchObject({
      msg: '该主播已被封禁',
    });
    const log = (await t.logRows(`target_type = 'video_chat_host' AND target_id = $1`, [String(host.id)])).at(-1);
    expect(log).toMatchObject({
      before: expect.objectContaining({ banned: false }),
      after: expect.objectContaining({ banned: true }),
    });
    const lifted = await t.call<VideoHost>('NovaRoom/videoChatHostUnban', { id: host.id }, { token: admin });
    expect(lifted.data).toMatchObject({ banned: false, ban_reason: '' });
    expect(await t.call('NovaRoom/videoChatHostUnban', { id: host.id }, { token: admin, lang: 'en-us' })).toMatchObject({
      msg: 'This host is not banned',
    });
  });

  it('keeps a country admin to their region’s video chat hosts in list, export and changes', async () => {
    const all = await list<VideoHost>('videoChatHostList');
    const theirs = await list<VideoHost>('videoChatHostList', {}, countryAdmin);
    expect(theirs.list.every((host) => host.region_id === 1)).toBe(true);
    expect(theirs.total).toBeLessThan(all.total);
    const exported = await t.call<{ rows: number }>('NovaRoom/videoChatHostExport', { format: 'csv' }, { token: countryAdmin });
    expect(exported.data.rows).toBe(theirs.total);
    const other = all.list.find((host) => host.region_id !== 1) as VideoHost;
    expect(await t.call('NovaRoom/videoChatHostBan', { id: other.id, ban_reason: 'x' }, { token: countryAdmin })).toMatchObject({
      status: 403,
    });
    expect(await t.call('NovaRoom/videoChatHostOn', { id: other.id, is_on: false }, { token: countryAdmin })).toMatchObject({
      status: 403,
    });
  });
});
