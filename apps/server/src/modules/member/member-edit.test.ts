import { AVATAR_RESET_BLOCK_SECONDS, formatWallClock } from '@console/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { serverTimeZone } from '../../engine/jobs/job-runner.ts';

let t: TestApp;
let admin: string;
let member: number;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginRechecked('admin');
  const { rows } = await t.db.query<{ id: number }>('SELECT id FROM member WHERE region_id = 1 ORDER BY id LIMIT 1');
  member = rows[0]!.id;
});

describe('member edits', () => {
  it('refuse an invalid id and an empty nickname with clear messages', async () => {
    expect((await t.call('Member/saveNickname', { user_id: 'x1', nickname: 'A' }, { token: admin })).data).toEqual({
      errors: { user_id: 'This ID is invalid' },
    });
    expect(
      (await t.call('Member/saveNickname', { user_id: member, nickname: '  ' }, { token: admin, lang: 'zh-cn' })).data,
    ).toEqual({
      errors: { nickname: '不能为空' },
    });
    expect((await t.call('Member/saveEmail', { user_id: member, email: 'not-an-email' }, { token: admin })).data).toEqual({
      errors: { email: 'Invalid option' },
    });
  });

  it('log the value before and after', async () => {
    const { rows } = await t.db.query<{ nickname: string }>('SELECT nickname FROM member WHERE id = $1', [member]);
    const reply = await t.call('Member/saveNickname', { user_id: member, nickname: 'Falcon 7' }, { token: admin });
    expect(reply.data).toMatchObject({ before: { nickname: rows[0]?.nickname }, after: { nickname: 'Falcon 7' } });
    const [row] = (await t.logRows(`action = 'saveNickname' AND target_id = $1`, [String(member)])).slice(-1);
    expect(row).toMatchObject({ result: 'ok', before: { nickname: rows[0]?.nickname }, after: { nickname: 'Falcon 7' } });
  });

  it('move the region with the country, and refuse a pretty number that is taken', async () => {
    await t.call('Member/saveCountry', { user_id: member, country_id: 4 }, { token: admin });
    const { rows } = await t.db.query<{ region_id: number; user_no: number }>(
      'SELECT region_id, user_no FROM member WHERE id = $1',
      [member],
    );
    expect(rows[0]?.region_id).toBe(2);
    const other = await t.db.query<{ user_no: number }>('SELECT user_no FROM member WHERE id <> $1 LIMIT 1', [member]);
    const taken = await t.call('Member/saveUserNo', { user_id: member, user_no: other.rows[0]?.user_no }, { token: admin });
    expect(taken.data).toEqual({ errors: { user_no: 'Already exists' } });
  });

  it('keep a country admin from moving a member out of their region', async () => {
    const { rows } = await t.db.query<{ id: number }>('SELECT id FROM member WHERE region_id = 1 ORDER BY id DESC LIMIT 1');
    const token = await t.loginRechecked('country_admin');
    expect((await t.call('Member/saveCountry', { user_id: rows[0]!.id, country_id: 4 }, { token })).status).toBe(403);
  });

  it('reset chosen profile fields to defaults', async () => {
    const reply = await t.call<{ after: Record<string, string> }>(
      'Member/resetUserInfo',
      { user_id: member, fields: 'nickname,signature' },
      { token: admin },
    );
    expect(reply.data.after).toMatchObject({ signature: '' });
    expect(reply.data.after.nickname).toMatch(/^user\d+$/);
  });

  it('block avatar changes for 30 days after an avatar reset, shown on the user page and refused in both languages', async () => {
    const { rows } = await t.db.query<{ id: number }>('SELECT id FROM member WHERE region_id = 1 ORDER BY id LIMIT 1 OFFSET 1');
    const target = rows[0]!.id;
    const image = 'b'.repeat(32);
    await t.db.query(
      `INSERT INTO upload_file (id, admin_id, mime, size, data, created_at) VALUES ($1, 1, 'image/png', 1, '\\x00', 1)`,
      [image],
    );
    const detail = () =>
      t.call<{ avatar: string; avatar_blocked_until: number | null }>('Member/findMember', { user_id: target }, { token: admin });
    const save = (lang: 'zh-cn' | 'en-us' = 'en-us') =>
      t.call('Member/saveAvatar', { user_id: target, avatar: `/files/${image}` }, { token: admin, lang });
    // Resetting other fields blocks nothing.
    await t.call('Member/resetUserInfo', { user_id: target, fields: 'nickname' }, { token: admin });
    expect((await detail()).data.avatar_blocked_until).toBeNull();

    const reset = await t.call('Member/resetUserInfo', { user_id: target, fields: 'avatar' }, { token: admin });
    expect(reset.status).toBe(200);
    const until = t.clock.now() + AVATAR_RESET_BLOCK_SECONDS;
    expect((await detail()).data).toMatchObject({ avatar: '', avatar_blocked_until: until });
    const [logged] = (await t.logRows(`action = 'resetUserInfo' AND target_id = $1`, [String(target)])).slice(-1);
    expect(logged).toMatchObject({ result: 'ok', after: { avatar: '', avatar_blocked_until: until } });

    const at = formatWallClock(until, serverTimeZone());
    const en = await save();
    expect(en).toMatchObject({ status: 400, msg: `The avatar was reset: it cannot change before ${at}` });
    expect(en.data).toEqual({ errors: { avatar: `The avatar was reset: it cannot change before ${at}` } });
    expect(await save('zh-cn')).toMatchObject({ status: 400, msg: `头像已被重置,${at} 前不能修改` });
    expect((await detail()).data.avatar).toBe('');
    expect(await t.logRows(`action = 'saveAvatar' AND target_id = $1 AND result = 'failed'`, [String(target)])).toHaveLength(2);

    // The day after the 30 days the block reads as none and the avatar changes again.
    t.clock.advance(AVATAR_RESET_BLOCK_SECONDS + 1);
    // Sessions end within a day: sign in again (the later tests use this one too).
    admin = await t.loginRechecked('admin');
    expect((await detail()).data.avatar_blocked_until).toBeNull();
    expect((await save()).status).toBe(200);
    expect((await detail()).data.avatar).toBe(`/files/${image}`);
  });
});

describe('deregistered users', () => {
  it('list requests in progress, cancelled and done, filtered by state', async () => {
    const all = await t.call<{ list: { state: string }[]; total: number }>(
      'Member/userDestroyList',
      { pn: 200 },
      { token: admin },
    );
    expect(new Set(all.data.list.map((d) => d.state))).toEqual(new Set(['in_progress', 'cancelled', 'done']));
    const done = await t.call<{ list: { state: string }[] }>(
      'Member/userDestroyList',
      { state: 'done', pn: 200 },
      { token: admin },
    );
    expect(done.data.list.every((d) => d.state === 'done')).toBe(true);
  });
});
