import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

type Detail = Record<string, unknown> & { svip_level: number; svip_expires_at: number | null; bindings: { channel: string }[] };

let t: TestApp;
let admin: string;
let member: number;
let outside: number;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginRechecked('admin');
  const inside = await t.db.query<{ id: number }>('SELECT id FROM member WHERE region_id = 1 ORDER BY id LIMIT 1');
  member = inside.rows[0]!.id;
  const other = await t.db.query<{ id: number }>('SELECT id FROM member WHERE region_id <> 1 ORDER BY id LIMIT 1');
  outside = other.rows[0]!.id;
});

describe('Member/findMember', () => {
  it('answers every field of the user page, with CP relations and login bindings', async () => {
    const { rows } = await t.db.query<{ member_id: number; partner_id: number }>(
      "SELECT member_id, partner_id FROM member_relation WHERE kind = 'cp' ORDER BY member_id LIMIT 1",
    );
    const pair = rows[0]!;
    const reply = await t.call<Detail>('Member/findMember', { user_id: pair.member_id }, { token: admin });
    expect(reply.status).toBe(200);
    for (const field of [
      'birthday',
      'province',
      'hobbies',
      'activity_level',
      'game_level',
      'game_privilege',
      'authentication_state',
    ]) {
      expect(reply.data).toHaveProperty(field);
    }
    expect(reply.data.relations).toEqual([expect.objectContaining({ kind: 'cp', partner_id: pair.partner_id })]);
    expect(reply.data).not.toHaveProperty('password_hash');
    expect(reply.data).not.toHaveProperty('passwordHash');
  });
  it('answers the member’s current tags and in-app roles, as their setters left them', async () => {
    const { rows } = await t.db.query<{ id: number }>('SELECT id FROM user_tag WHERE is_on ORDER BY id LIMIT 2');
    const tagIds = rows.map((row) => Number(row.id));
    expect((await t.call('Member/setMemberTags', { user_id: member, tag_ids: tagIds.join(',') }, { token: admin })).status).toBe(
      200,
    );
    expect(
      (await t.call('Member/setMemberRole', { user_id: member, kind: 'agent', enabled: '1' }, { token: admin })).status,
    ).toBe(200);
    const reply = await t.call<Detail>('Member/findMember', { user_id: member }, { token: admin });
    expect(reply.data).toMatchObject({ tag_ids: tagIds, roles: ['agent'] });
  });
});

describe('profile edits', () => {
  it('setMemberInfo validates and logs before/after; an empty call changes nothing', async () => {
    const bad = await t.call('Member/setMemberInfo', { user_id: member, birthday: '12/31/1999' }, { token: admin });
    expect(bad.data).toEqual({ errors: { birthday: 'Use a date like YYYY-MM-DD' } });
    const empty = await t.call('Member/setMemberInfo', { user_id: member }, { token: admin });
    expect(empty.status).toBe(400);
    const reply = await t.call('Member/setMemberInfo', { user_id: member, gender: 2, birthday: '1999-12-31' }, { token: admin });
    expect(reply.data).toMatchObject({ after: { gender: 2, birthday: '1999-12-31' } });
    const [row] = (await t.logRows(`action = 'setMemberInfo' AND result = 'ok'`)).slice(-1);
    expect(row).toMatchObject({ target_id: String(member), after: { gender: 2, birthday: '1999-12-31' } });
  });

  it('savePassword needs the re-check, stores only a hash and never logs the password', async () => {
    const plain = await t.login('admin');
    expect((await t.call('Member/savePassword', { user_id: member, password: 'sunset-77' }, { token: plain })).status).toBe(405);
    const short = await t.call('Member/savePassword', { user_id: member, password: 'abc' }, { token: admin });
    expect(short.data).toEqual({ errors: { password: 'The password needs at least 6 characters' } });
    expect((await t.call('Member/savePassword', { user_id: member, password: 'sunset-77' }, { token: admin })).status).toBe(200);
    const { rows } = await t.db.query<{ password_hash: string }>('SELECT password_hash FROM member WHERE id = $1', [member]);
    expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$/);
    const logged = JSON.stringify(await t.logRows(`action = 'savePassword'`));
    expect(logged).not.toContain('sunset-77');
    const detail = await t.call<Detail>('Member/findMember', { user_id: member }, { token: admin });
    expect(detail.data.has_password).toBe(true);
  });

  it('editRegion refuses unknown regions and a country admin moving a member out of their regions', async () => {
    expect((await t.call('Member/editRegion', { user_id: member, region_id: 7 }, { token: admin })).data).toEqual({
      errors: { region_id: 'Invalid option' },
    });
    const countryAdmin = await t.loginRechecked('country_admin');
    const refused = await t.call('Member/editRegion', { user_id: member, region_id: 3 }, { token: countryAdmin });
    expect(refused.status).toBe(403);
    const { rows } = await t.db.query<{ region_id: number }>('SELECT region_id FROM member WHERE id = $1', [member]);
    expect(rows[0]?.region_id).toBe(1);
    const moved = await t.call('Member/editRegion', { user_id: outside, region_id: 3 }, { token: admin });
    expect(moved.data).toMatchObject({ after: { region_id: 3 } });
  });
});

describe('real-name authentication', () => {
  it('is entered as pending, then passed or rejected with a reason; the id number never leaves whole', async () => {
    const saved = await t.call(
      'Member/saveAuthenticateInfo',
      { user_id: member, real_name: 'Omar Aziz', id_number: 'X99887766' },
      { token: admin },
    );
    expect(saved.data).toMatchObject({ state: 'pending', id_number_tail: '7766', real_name: 'Omar Aziz' });
    expect(JSON.stringify(saved.data)).not.toContain('X99887766');
    expect(JSON.stringify(await t.logRows(`action = 'saveAuthenticateInfo'`))).not.toContain('X99887766');

    const noReason = await t.call('Member/checkAuthenticate', { user_id: member, pass: false }, { token: admin });
    expect(noReason.data).toEqual({ errors: { reason: 'Please give a reason' } });
    const rejected = await t.call(
      'Member/checkAuthenticate',
      { user_id: member, pass: false, reason: 'Name does not match' },
      { token: admin },
    );
    expect(rejected.data).toMatchObject({ state: 'rejected', reject_reason: 'Name does not match' });
    const again = await t.call('Member/checkAuthenticate', { user_id: member, pass: true }, { token: admin });
    expect(again.msg).toBe('There is no authentication waiting for review');
    const info = await t.call('Member/authenticateInfo', { user_id: member }, { token: admin });
    expect(info.data).toMatchObject({ state: 'rejected', updated_by_name: 'admin' });
  });
});

describe('SVIP, games and bindings', () => {
  it('forbids games and reads it back', async () => {
    await t.call('Member/gamePrivilegeSet', { user_id: member, enabled: false }, { token: admin });
    const info = await t.call('Member/gameLevelInfo', { user_id: member }, { token: admin });
    expect(info.data).toMatchObject({ game_privilege: false });
  });

  it('unbinds a third-party login once; a second time is refused', async () => {
    await t.db.query(
      `INSERT INTO member_binding (member_id, channel, external_id, bound_at) VALUES ($1, 'apple', 'a-1', 5) ON CONFLICT DO NOTHING`,
      [member],
    );
    const done = await t.call('Member/userUnbind', { user_id: member, channel: 'apple' }, { token: admin });
    expect(done.data).toMatchObject({ before: { channel: 'apple', external_id: 'a-1' } });
    const twice = await t.call('Member/userUnbind', { user_id: member, channel: 'apple' }, { token: admin });
    expect(twice.data).toEqual({ errors: { channel: 'This member has no such login bound' } });
    const unknown = await t.call('Member/userUnbind', { user_id: member, channel: 'myspace' }, { token: admin });
    expect(unknown.data).toEqual({ errors: { channel: 'Invalid option' } });
  });
  it('gives SVIP for some days, and it reads as none once expired', async () => {
    const noDays = await t.call('Member/subVipSet', { user_id: member, svip_level: 4 }, { token: admin });
    expect(noDays.data).toEqual({ errors: { days: 'Please choose the number of days' } });
    const tooHigh = await t.call('Member/subVipSet', { user_id: member, svip_level: 11, days: 3 }, { token: admin });
    expect(tooHigh.data).toEqual({ errors: { svip_level: 'Value is too large' } });
    await t.call('Member/subVipSet', { user_id: member, svip_level: 4, days: 3 }, { token: admin });
    const live = await t.call<Detail>('Member/findMember', { user_id: member }, { token: admin });
    expect(live.data).toMatchObject({ svip_level: 4, svip_expires_at: t.clock.now() + 3 * 86_400 });
    // Last test of the file: moving time this far also ends every session, so sign in again.
    t.clock.advance(3 * 86_400 + 1);
    const fresh = await t.login('admin');
    const expired = await t.call<Detail>('Member/findMember', { user_id: member }, { token: fresh });
    expect(expired.data).toMatchObject({ svip_level: 0, svip_expires_at: null });
  });
});
