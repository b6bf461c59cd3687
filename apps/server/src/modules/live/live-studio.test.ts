import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

type Studio = {
  id: number;
  name: string;
  region_id: number;
  state: 'living' | 'not_live';
  live_started_at: number | null;
  account: string;
  password_set: boolean;
  code: string;
  expires_at: number;
  auth_state: 'valid' | 'expired';
  whitelist: string;
  game_state: 'on' | 'off';
};
type Page<T> = { list: T[]; total: number };

let t: TestApp;
let admin: string;
let countryAdmin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginRechecked('admin');
  countryAdmin = await t.loginRechecked('country_admin');
});

const list = async <T>(action: string, body: Record<string, unknown> = {}, token = admin) =>
  (await t.call<Page<T>>(`RoomVoice/${action}`, { pn: 200, ...body }, { token })).data;
const studios = (body: Record<string, unknown> = {}, token = admin) => list<Studio>('studioList', body, token);
const authorization = (studio: Studio) => ({
  id: studio.id,
  account: studio.account,
  code: studio.code,
  expires_at: studio.expires_at,
  whitelist: studio.whitelist,
});
const secret = (body: Record<string, unknown>, lang: 'en-us' | 'zh-cn' = 'en-us') =>
  t.call<Studio>('RoomVoice/studioSecret', body, { token: admin, lang });

describe('live authorization', () => {
  it('shows valid and expired authorizations by their expiry against the clock, and filters by them', async () => {
    const now = t.clock.now();
    const all = (await studios()).list;
    for (const studio of all) expect(studio.auth_state).toBe(studio.expires_at > now ? 'valid' : 'expired');
    expect(all.some((studio) => studio.auth_state === 'expired')).toBe(true);
    const expired = await studios({ auth_state: 'expired' });
    expect(expired.list.map((studio) => studio.id).sort()).toEqual(
      all
        .filter((studio) => studio.auth_state === 'expired')
        .map((studio) => studio.id)
        .sort(),
    );
  });

  it('never answers the password: only whether one is set; it is stored as an argon2id hash', async () => {
    const studio = (await studios({ auth_state: 'valid' })).list.find((one) => one.password_set) as Studio;
    const saved = await secret({ ...authorization(studio), password: 'new-secret-1' });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ password_set: true });
    expect(JSON.stringify(saved.data)).not.toContain('new-secret-1');
    expect(Object.keys(saved.data)).not.toContain('password');
    const { rows } = await t.db.query<{ password_hash: string }>('SELECT password_hash FROM live_studio WHERE id = $1', [
      studio.id,
    ]);
    expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$/);
    const [log] = await t.logRows(`action = 'studioSecret' AND target_id = $1`, [String(studio.id)]);
    expect(JSON.stringify(log)).not.toContain('new-secret-1');
    expect(JSON.stringify(log)).not.toContain('argon2');
    // Left empty, the password stays.
    const kept = await secret(authorization(studio));
    expect(kept.status).toBe(200);
    const { rows: after } = await t.db.query<{ password_hash: string }>('SELECT password_hash FROM live_studio WHERE id = $1', [
      studio.id,
    ]);
    expect(after[0]?.password_hash).toBe(rows[0]?.password_hash);
  });

  it('refuses each broken rule with its message in both languages and changes nothing', async () => {
    const [first, second] = (await studios({ auth_state: 'valid' })).list.filter((studio) => studio.password_set) as [
      Studio,
      Studio,
    ];
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { account: second.account },
        `The account ${second.account} is used by another studio`,
        `授权账号 ${second.account} 已被其他直播间使用`,
      ],
      [{ code: '12' }, 'The code must be 4 to 6 digits', '密码必须是4-6位数字'],
      [{ expires_at: t.clock.now() - 1 }, 'The authorization must expire in the future', '授权到期时间必须晚于当前时间'],
      [{ whitelist: '999999999, abc' }, 'These ids name no member: abc, 999999999', '这些用户ID不存在:abc, 999999999'],
      [{ password: 'abc' }, 'The authorization password needs at least 6 characters', '授权密码至少6个字符'],
    ];
    for (const [change, en, zh] of cases) {
      const body = { ...authorization(first), ...change };
      expect(await secret(body)).toMatchObject({ status: 400, msg: en });
      expect(await secret(body, 'zh-cn')).toMatchObject({ status: 400, msg: zh });
    }
    const unchanged = (await studios()).list.find((studio) => studio.id === first.id);
    expect(unchanged).toMatchObject({ account: first.account, code: first.code, expires_at: first.expires_at });
    const missing = await secret({ ...authorization(first), account: '' });
    expect(missing).toMatchObject({ status: 400, data: { errors: { account: 'Cannot be empty' } } });
  });

  it('asks for a password where none is set yet, and takes a whitelist by member ids or pretty ids', async () => {
    const bare = (await studios()).list.find((studio) => !studio.password_set) as Studio;
    const refused = await secret(authorization(bare));
    expect(refused).toMatchObject({ status: 400, msg: 'This studio has no authorization password yet; please set one' });
    expect((await secret(authorization(bare), 'zh-cn')).msg).toBe('该直播间还没有授权密码,请设置密码');
    const { rows } = await t.db.query<{ id: number; user_no: number }>(
      'SELECT id::int, user_no::int FROM member ORDER BY id LIMIT 2',
    );
    const [one, two] = rows as [{ id: number; user_no: number }, { id: number; user_no: number }];
    // An expired authorization is renewed by a later expiry.
    const renewed = { ...authorization(bare), expires_at: t.clock.now() + 86_400, password: 'studio-pass' };
    const saved = await secret({ ...renewed, whitelist: `${one.user_no}，${two.id}` });
    expect(saved.data).toMatchObject({ password_set: true, auth_state: 'valid', whitelist: `${one.id}, ${two.id}` });
  });

  it("refuses a country admin another region's studio authorization", async () => {
    const foreign = (await studios()).list.find((studio) => studio.region_id !== 1) as Studio;
    const refused = await t.call(
      'RoomVoice/studioSecret',
      { ...authorization(foreign), password: 'x-123456' },
      { token: countryAdmin },
    );
    expect(refused.status).toBe(403);
    expect((await studios({}, countryAdmin)).list.every((studio) => studio.region_id === 1)).toBe(true);
  });

  it('shows an authorization expired by itself once the clock passes its expiry, no job needed', async () => {
    const valid = (await studios({ auth_state: 'valid' })).list.sort((a, b) => a.expires_at - b.expires_at)[0] as Studio;
    t.clock.advance(valid.expires_at - t.clock.now());
    const token = await t.login('admin');
    const now = (await studios({}, token)).list.find((studio) => studio.id === valid.id);
    expect(now?.auth_state).toBe('expired');
    expect((await studios({ auth_state: 'valid' }, token)).list.some((studio) => studio.id === valid.id)).toBe(false);
  });
});
