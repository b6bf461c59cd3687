import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

type Page<Row> = { list: Row[]; total: number };
type ServiceRow = { id: number; admin_name: string; module: string; action_label: string; summary: string; result: string };
type ProfileRow = { field: string; old_value: string; new_value: string; actor: string; admin_name: string; changed_at: number };

let t: TestApp;
let admin: string;
/** Two members of region 1 (the demo country admin's) and one outside it; no demo history on any of them. */
let member: number;
let other: number;
let outside: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginRechecked('admin');
  const inRegion = await t.db.query<{ id: number }>('SELECT id FROM member WHERE region_id = 1 ORDER BY id LIMIT 2 OFFSET 3');
  [member, other] = inRegion.rows.map((row) => row.id) as [number, number];
  const far = await t.db.query<{ id: number }>('SELECT id FROM member WHERE region_id <> 1 ORDER BY id LIMIT 1 OFFSET 3');
  outside = far.rows[0]!.id;
});

const service = (body: Record<string, unknown>, lang: 'en-us' | 'zh-cn' = 'en-us', token = admin) =>
  t.call<Page<ServiceRow>>('Member/serviceHistoryList', body, { token, lang });
const profile = (userId: number, body: Record<string, unknown> = {}) =>
  t.call<Page<ProfileRow>>('HistoryLog/profileHistoryList', { user_id: userId, pn: 50, ...body }, { token: admin });
const ok = async (key: string, body: Record<string, unknown>) => {
  const reply = await t.call(key, body, { token: admin });
  expect(reply.status, `${key}: ${reply.msg}`).toBe(200);
};

describe('Member/serviceHistoryList', () => {
  it("lists the staff actions on the member, newest first, in the reader's words, and not another member's", async () => {
    await ok('Member/saveNickname', { user_id: member, nickname: 'Service One' });
    await ok('Member/saveEmail', { user_id: other, email: 'other@example.com' });
    const taken = await t.db.query<{ user_no: number }>('SELECT user_no FROM member WHERE id = $1', [other]);
    const refused = await t.call('Member/saveUserNo', { user_id: member, user_no: taken.rows[0]!.user_no }, { token: admin });
    expect(refused.status).toBe(400);

    const en = await service({ user_id: member });
    expect(en.status).toBe(200);
    expect(en.data.list.slice(0, 2)).toMatchObject([
      { admin_name: 'admin', module: 'Member', action_label: 'Change pretty number', result: 'failed' },
      { admin_name: 'admin', module: 'Member', action_label: 'Change nickname', summary: 'Change nickname', result: 'ok' },
    ]);
    // The log's before/after values are the log screen's to show, not this list's.
    expect(Object.keys(en.data.list[0]!).sort()).toEqual([
      'action_label',
      'admin_name',
      'created_at',
      'id',
      'module',
      'result',
      'summary',
    ]);
    const zh = await service({ user_id: member }, 'zh-cn');
    expect(zh.data.list[1]).toMatchObject({ action_label: '修改昵称', summary: '修改昵称' });

    const theirs = await t.logRows('target_id = $1', [String(other)]);
    const shown = new Set(en.data.list.map((row) => row.id));
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.filter((row) => shown.has(Number(row.id)))).toEqual([]);
    const mine = await t.logRows(`target_type = 'member' AND target_id = $1`, [String(member)]);
    expect(en.data.total).toBe(mine.length);
  });

  it('filters by result and by date', async () => {
    const failed = await service({ user_id: member, result: 'failed' });
    expect(failed.data.list.map((row) => row.result)).toEqual(['failed']);
    t.clock.advance(3 * 86_400);
    admin = await t.loginRechecked('admin');
    await ok('Member/saveNickname', { user_id: member, nickname: 'Service Two' });
    const since = t.clock.now() - 86_400;
    const recent = await service({ user_id: member, start_time: since });
    expect(recent.data.list.map((row) => row.action_label)).toEqual(['Change nickname']);
    const before = await service({ user_id: member, end_time: since });
    expect(before.data.total).toBeGreaterThanOrEqual(2);
    expect(before.data.list.every((row) => row.id < recent.data.list[0]!.id)).toBe(true);
  });

  it('is refused for a member outside the caller’s regions (403) and answered inside them', async () => {
    const countryAdmin = await t.loginRechecked('country_admin');
    expect((await service({ user_id: outside }, 'en-us', countryAdmin)).status).toBe(403);
    const inside = await service({ user_id: member }, 'en-us', countryAdmin);
    expect(inside.status).toBe(200);
    expect(inside.data.total).toBeGreaterThan(0);
  });
});

describe('HistoryLog/profileHistoryList', () => {
  it('keeps a row for each field staff change, with the old and new value and who', async () => {
    const [before] = (await t.db.query<Record<string, unknown>>('SELECT * FROM member WHERE id = $1', [other])).rows;
    await ok('Member/saveNickname', { user_id: other, nickname: 'History Nick' });
    const image = 'c'.repeat(32);
    await t.db.query(
      `INSERT INTO upload_file (id, admin_id, mime, size, data, created_at) VALUES ($1, 1, 'image/png', 1, '\\x00', 1)`,
      [image],
    );
    await ok('Member/saveAvatar', { user_id: other, avatar: `/files/${image}` });
    await ok('Member/saveUserNo', { user_id: other, user_no: 77_123_456 });
    await ok('Member/saveCountry', { user_id: other, country_id: 4 });
    const reply = await profile(other);
    expect(
      reply.data.list.map(({ field, old_value, new_value, actor, admin_name }) => ({
        field,
        old_value,
        new_value,
        actor,
        admin_name,
      })),
    ).toEqual([
      { field: 'country_id', old_value: String(before!.country_id), new_value: '4', actor: 'staff', admin_name: 'admin' },
      { field: 'user_no', old_value: String(before!.user_no), new_value: '77123456', actor: 'staff', admin_name: 'admin' },
      { field: 'avatar', old_value: String(before!.avatar), new_value: `/files/${image}`, actor: 'staff', admin_name: 'admin' },
      { field: 'nickname', old_value: String(before!.nickname), new_value: 'History Nick', actor: 'staff', admin_name: 'admin' },
    ]);
    expect(reply.data.list[0]!.changed_at).toBe(t.clock.now());

    await ok('Member/resetUserInfo', { user_id: other, fields: 'nickname,avatar,signature' });
    const reset = await profile(other);
    // One reset, one time: its two rows in the order of the fields (newest first by id), the signature not kept.
    expect(reset.data.list.slice(0, 3).map((row) => [row.field, row.old_value, row.new_value])).toEqual([
      ['avatar', `/files/${image}`, ''],
      ['nickname', 'History Nick', 'user77123456'],
      ['country_id', String(before!.country_id), '4'],
    ]);
    expect((await profile(other, { field: 'avatar' })).data.total).toBe(2);
  });

  it('writes nothing for a save that changes nothing', async () => {
    const { total } = (await profile(other)).data;
    const { rows } = await t.db.query<{ nickname: string; country_id: number }>(
      'SELECT nickname, country_id FROM member WHERE id = $1',
      [other],
    );
    await ok('Member/saveNickname', { user_id: other, nickname: rows[0]!.nickname });
    await ok('Member/saveCountry', { user_id: other, country_id: rows[0]!.country_id });
    expect((await profile(other)).data.total).toBe(total);
  });

  it('keeps no row of a change that failed and was rolled back', async () => {
    // The change's log row fails to write, after the handler changed the member: the call rolls back whole.
    await t.db.query(`CREATE FUNCTION refuse_boom() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.result = 'ok' AND NEW.after->>'nickname' = 'Boom' THEN RAISE EXCEPTION 'boom'; END IF;
        RETURN NEW;
      END $$`);
    await t.db.query('CREATE TRIGGER refuse_boom BEFORE INSERT ON operation_log FOR EACH ROW EXECUTE FUNCTION refuse_boom()');
    const { rows } = await t.db.query<{ nickname: string }>('SELECT nickname FROM member WHERE id = $1', [member]);
    const { total } = (await profile(member)).data;
    // A fault of the database: the console answers HTTP 500 with a request id.
    await expect(t.call('Member/saveNickname', { user_id: member, nickname: 'Boom' }, { token: admin })).rejects.toThrow(
      /HTTP 500/,
    );
    expect((await t.db.query('SELECT nickname FROM member WHERE id = $1', [member])).rows[0]).toEqual({
      nickname: rows[0]!.nickname,
    });
    expect((await profile(member)).data.total).toBe(total);
    await t.db.query('DROP TRIGGER refuse_boom ON operation_log');

    await ok('Member/saveNickname', { user_id: member, nickname: 'After Boom' });
    const [latest] = (await profile(member)).data.list;
    expect(latest).toMatchObject({ field: 'nickname', old_value: rows[0]!.nickname, new_value: 'After Boom' });
  });

  it('is refused for a member outside the caller’s regions (403)', async () => {
    const countryAdmin = await t.loginRechecked('country_admin');
    const reply = await t.call('HistoryLog/profileHistoryList', { user_id: outside }, { token: countryAdmin });
    expect(reply.status).toBe(403);
  });
});
