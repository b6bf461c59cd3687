import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { PNG_1X1 } from '../../../test/samples.ts';

type Member = { id: number; nickname: string; banned: boolean; frozen: boolean; region_id: number; status: string };
type Ban = {
  kind: string;
  status: string;
  evidence_images: string[];
  evidence_text: string;
  lift_reason: string;
  expires_at: number | null;
};
type Page<T> = { list: T[]; total: number };

let t: TestApp;
let operator: string;
let memberId: number;
beforeAll(async () => {
  t = await startTestApp();
  operator = await t.loginRechecked('operator');
  const { rows } = await t.db.query<{ id: number }>(
    `SELECT m.id FROM member m WHERE NOT EXISTS (SELECT 1 FROM member_ban b WHERE b.member_id = m.id) ORDER BY id LIMIT 1`,
  );
  memberId = rows[0]!.id;
});

const find = async (token = operator) => (await t.call<Member>('Member/findMember', { user_id: memberId }, { token })).data;

describe('bans', () => {
  it('need a reason from the list and a preset duration', async () => {
    const reply = await t.call(
      'Member/bannedId',
      { user_id: memberId, reason: 'rude', duration: '5d' },
      { token: operator, lang: 'zh-cn' },
    );
    expect(reply).toMatchObject({ status: 400, data: { errors: { reason: '选项无效', duration: '选项无效' } } });
    const missing = await t.call('Member/bannedId', { user_id: memberId }, { token: operator });
    expect(missing.data).toMatchObject({ errors: { reason: 'Cannot be empty', duration: 'Cannot be empty' } });
  });

  it('expire by themselves: a 72-hour device ban with evidence blocks, then stops blocking', async () => {
    const upload = await t.call<{ url: string }>(
      'UploadFile/uploadPicture',
      {},
      { token: operator, files: [{ filename: 'proof.png', content: PNG_1X1 }] },
    );
    const banned = await t.call<Ban>(
      'Member/bannedDevice',
      {
        user_id: memberId,
        reason: 'porn',
        duration: 'h72',
        evidence_text: 'Avatar was explicit',
        evidence_images: upload.data.url,
      },
      { token: operator },
    );
    expect(banned.data).toMatchObject({ kind: 'device', status: 'active', expires_at: t.clock.now() + 72 * 3600 });
    const account = await t.call<Ban>(
      'Member/bannedId',
      { user_id: memberId, reason: 'porn', duration: 'h24' },
      { token: operator },
    );
    expect(account.status).toBe(200);
    expect(await find()).toMatchObject({ banned: true });
    const search = await t.call<Page<Member>>('Member/memberList', { user_id: memberId, status: 'banned' }, { token: operator });
    expect(search.data.total).toBe(1);

    t.clock.advance(24 * 3600 + 1);
    const fresh = await t.loginRechecked('operator');
    expect(await find(fresh)).toMatchObject({ banned: false });
    expect(
      (await t.call<Page<Member>>('Member/memberList', { user_id: memberId, status: 'normal' }, { token: fresh })).data.total,
    ).toBe(1);

    const history = await t.call<Page<Ban>>('Member/banHistory', { user_id: memberId }, { token: fresh });
    expect(history.data.list.map((b) => [b.kind, b.status])).toEqual([
      ['id', 'expired'],
      ['device', 'active'],
    ]);
    // The evidence is ours: it stays even if the member deletes the picture in the app.
    expect(history.data.list[1]).toMatchObject({ evidence_text: 'Avatar was explicit', evidence_images: [upload.data.url] });
    const image = await t.inject({ method: 'GET', url: `${upload.data.url}?token=${fresh}` });
    expect(image.statusCode).toBe(200);
    operator = fresh;
  });

  it('accept only evidence uploaded here', async () => {
    const reply = await t.call(
      'Member/bannedId',
      { user_id: memberId, reason: 'porn', duration: 'h24', evidence_images: 'https://evil.example/x.png' },
      { token: operator },
    );
    expect(reply.data).toMatchObject({ errors: { evidence_images: 'Invalid option' } });
  });

  it('are lifted with a reason, counted, and all of it is in the operation log', async () => {
    expect((await t.call('Member/noBannedDevice', { user_id: memberId }, { token: operator })).data).toEqual({
      errors: { reason: 'Cannot be empty' },
    });
    const lifted = await t.call<Ban>(
      'Member/noBannedDevice',
      { user_id: memberId, reason: 'appeal accepted' },
      { token: operator },
    );
    expect(lifted.data).toMatchObject({ status: 'lifted', lift_reason: 'appeal accepted' });
    expect((await t.call('Member/noBannedDevice', { user_id: memberId, reason: 'again' }, { token: operator })).status).toBe(400);
    const { rows } = await t.db.query<{ ban_count: number }>('SELECT ban_count FROM member WHERE id = $1', [memberId]);
    expect(rows[0]?.ban_count).toBe(2);
    const logged = await t.logRows(`target_id = $1 AND module = 'Member' AND result = 'ok'`, [String(memberId)]);
    expect(logged.map((r) => r.action)).toEqual(['bannedDevice', 'bannedId', 'noBannedDevice']);
    expect(logged[0]).toMatchObject({ admin_name: 'operator', after: { evidence_text: 'Avatar was explicit' } });
  });

  it('need the password re-check', async () => {
    const fresh = await t.login('operator');
    expect(
      (await t.call('Member/bannedId', { user_id: memberId, reason: 'porn', duration: 'h24' }, { token: fresh })).status,
    ).toBe(405);
  });
});

describe('batch bans', () => {
  it('are all or nothing with a per-row report', async () => {
    const { rows } = await t.db.query<{ id: number }>(`SELECT id FROM member WHERE status = 'normal' ORDER BY id DESC LIMIT 3`);
    const ids = rows.map((r) => r.id);
    const refused = await t.call<{ report: { failed: { value: string; reason: string }[] } }>(
      'Member/gatherBan',
      { ids: `${ids.join(',')},abc,42`, reason: 'illegal', duration: 'd30' },
      { token: operator },
    );
    expect(refused).toMatchObject({ status: 400, msg: '2 rows could not be imported; nothing was changed' });
    expect(refused.data.report.failed).toEqual([
      { row: 4, value: 'abc', reason: 'This ID is invalid' },
      { row: 5, value: '42', reason: 'No data' },
    ]);
    const { rows: none } = await t.db.query('SELECT 1 FROM member_ban WHERE member_id = ANY($1::bigint[])', [ids]);
    expect(none).toHaveLength(0);
    const done = await t.call(
      'Member/gatherBan',
      { ids: ids.join(' '), reason: 'illegal', duration: 'd30' },
      { token: operator },
    );
    expect(done.data).toMatchObject({ total: 3, imported: 3 });
    const lifted = await t.call('Member/gatherUnblock', { ids: ids.join(','), reason: 'mistake' }, { token: operator });
    expect(lifted.data).toMatchObject({ imported: 3 });
  });
});

describe('a country admin', () => {
  it('cannot find, open, ban, note or export a member of another region', async () => {
    const token = await t.loginRechecked('country_admin');
    const { rows } = await t.db.query<{ id: number; nickname: string }>(
      'SELECT id, nickname FROM member WHERE region_id <> 1 ORDER BY id LIMIT 1',
    );
    const foreign = rows[0]!;
    const found = await t.call<Page<Member>>('Member/memberList', { user_id: foreign.id }, { token });
    expect(found.data).toMatchObject({ list: [], total: 0 });
    const byName = await t.call<Page<Member>>('Member/memberList', { nickname: foreign.nickname, pn: 200 }, { token });
    expect(byName.data.list.every((m) => m.region_id === 1)).toBe(true);
    expect((await t.call('Member/findMember', { user_id: foreign.id }, { token })).status).toBe(403);
    expect((await t.call('Member/bannedId', { user_id: foreign.id, reason: 'porn', duration: 'h24' }, { token })).status).toBe(
      403,
    );
    expect((await t.call('Member/uidMemoAdd', { user_id: foreign.id, content: 'x' }, { token })).status).toBe(403);
    // The refused attempt is logged against the member it was aimed at.
    const refusedBans = await t.logRows(`action = 'bannedId' AND result = 'refused' AND admin_name = 'country_admin'`);
    expect(refusedBans.map((row) => [row.target_type, row.target_id])).toEqual([['member', String(foreign.id)]]);
    expect(
      (await t.call('Member/gatherBan', { ids: String(foreign.id), reason: 'porn', duration: 'h24' }, { token })).status,
    ).toBe(400);
    const exported = await t.call<{ rows: number }>('Member/memberListExport', { user_id: foreign.id }, { token });
    expect(exported.msg).toBe('The currently exported content is empty');
  });
});
