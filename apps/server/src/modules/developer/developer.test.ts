import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

/*
 * Issue 31, developer management (menu 21010): registrations with their device and address
 * clusters, accounts per device and address, login anomalies, one member's lookup, matches; quick
 * blocks through the device blacklist (once) and the Ludo bar through the game blacklist; a country
 * admin of region 1 sees and blocks only their region's.
 */
type Registration = {
  id: number;
  member_id: number;
  user_no: number;
  region_id: number;
  device_id: string;
  device_accounts: number;
  register_ip: string;
  ip_accounts: number;
  channel: string;
};
type Cluster = { value: string; accounts: number; regions: number; member_ids: number[] };
type Anomaly = { member_id: number; region_id: number; addresses: number; countries: number; country_ids: number[] };
type Page<T> = { list: T[]; total: number };
type Reply<T = unknown> = { status: number; msg: string; data: T };

let t: TestApp;
let admin: string;
let country: string;

const call = <T>(action: string, body: Record<string, unknown>, token = admin, lang: 'en-us' | 'zh-cn' = 'en-us') =>
  t.call<T>(`Developer/${action}`, body, { token, lang }) as Promise<Reply<T>>;
const blacklisted = async (value: string) =>
  (await t.db.query(`SELECT id FROM device_blacklist WHERE value = $1 AND removed_at IS NULL`, [value])).rows.length;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginRechecked('admin');
  country = await t.loginRechecked('country_admin');
});

describe('registrations and clusters', () => {
  it('lists demo registrations with every channel and the accounts sharing a device or address', async () => {
    const page = await call<Page<Registration>>('registerList', { pn: 200 });
    expect(page.status).toBe(200);
    expect(page.data.total).toBeGreaterThan(100);
    expect(new Set(page.data.list.map((row) => row.channel)).size).toBeGreaterThanOrEqual(4);
    expect(page.data.list.some((row) => row.device_accounts > 1)).toBe(true);
    expect(page.data.list.every((row) => row.user_no > 0 && row.device_accounts >= 1 && row.ip_accounts >= 1)).toBe(true);
    const devices = await call<Page<Cluster>>('deviceStats', {});
    expect(devices.data.list.length).toBeGreaterThan(0);
    const [top] = devices.data.list;
    expect(top?.accounts).toBeGreaterThanOrEqual(2);
    const same = await call<Page<Registration>>('registerList', { device_id: top?.value, pn: 50 });
    expect(same.data.total).toBe(top?.accounts);
    expect((await call<Page<Cluster>>('ipStats', { min_accounts: 3 })).data.list.every((row) => row.accounts >= 3)).toBe(true);
  });

  it("keeps a country admin to region 1's registrations, clusters, anomalies and matches", async () => {
    const mine = await call<Page<Registration>>('registerList', { pn: 200 }, country);
    expect(mine.status).toBe(200);
    expect(mine.data.list.length).toBeGreaterThan(0);
    expect(mine.data.list.every((row) => row.region_id === 1)).toBe(true);
    const outside = (await call<Page<Registration>>('registerList', { region_id: 0 }, admin)).data.list[0] as Registration;
    expect((await call<Page<Registration>>('registerList', { member_id: outside.member_id }, country)).data.total).toBe(0);
    const clusters = (await call<Page<Cluster>>('deviceStats', { min_accounts: 1, pn: 200 }, country)).data.list;
    expect(clusters.some((row) => row.value === outside.device_id && outside.device_accounts === 1)).toBe(false);
    const anomalies = (await call<Page<Anomaly>>('loginAnomalyList', { pn: 200 }, country)).data.list;
    expect(anomalies.every((row) => row.region_id === 1)).toBe(true);
    const matches = (await call<Page<{ region_id: number }>>('matchList', { pn: 200 }, country)).data.list;
    expect(matches.every((row) => row.region_id === 1)).toBe(true);
    expect((await call('findMember', { member_id: outside.member_id }, country)).status).toBe(403);
  });

  it('finds members signing in from several countries or addresses within the window', async () => {
    const page = await call<Page<Anomaly>>('loginAnomalyList', { hours: 24, pn: 100 });
    expect(page.status).toBe(200);
    expect(page.data.list.some((row) => row.countries >= 2)).toBe(true);
    expect(page.data.list.some((row) => row.countries === 1 && row.addresses >= 3)).toBe(true);
    expect(page.data.list.every((row) => row.countries >= 2 || row.addresses >= 3)).toBe(true);
    const [one] = page.data.list;
    const found = await call<{ logins: unknown[]; registration: Registration | null }>('findMember', {
      member_id: one?.member_id,
    });
    expect(found.data.logins.length).toBeGreaterThanOrEqual(3);
    expect(found.data.registration?.member_id).toBe(one?.member_id);
    expect((await call('loginAnomalyList', { hours: 0 })).status).toBe(400);
  });
});

describe('quick blocks and the Ludo bar', () => {
  it('puts a device into the device blacklist once, logged once; a second block is refused and changes nothing', async () => {
    const row = (await call<Page<Registration>>('registerList', { region_id: 1, pn: 1 })).data.list[0] as Registration;
    expect(await blacklisted(row.device_id)).toBe(0);
    const blocked = await call<{ entry_id: number }>(
      'deviceBlack',
      { device_id: row.device_id, duration: 'd30', reason: 'Farm' },
      country,
    );
    expect(blocked.status).toBe(200);
    expect(await blacklisted(row.device_id)).toBe(1);
    expect(await t.logRows(`action = 'deviceBlack' AND target_id = $1`, [String(blocked.data.entry_id)])).toHaveLength(1);
    const again = await call('deviceBlack', { device_id: row.device_id, duration: 'h24', reason: 'Again' });
    expect(again.status).toBe(400);
    expect(again.msg).toBe(`${row.device_id} is already on the device blacklist (entry #${blocked.data.entry_id})`);
    expect(await blacklisted(row.device_id)).toBe(1);
    const found = await call<{ device_blacklisted: boolean }>('findMember', { member_id: row.member_id });
    expect(found.data.device_blacklisted).toBe(true);
  });

  it('refuses bad input with a localised message and changes nothing', async () => {
    const before = Number((await t.db.query('SELECT count(*)::int AS n FROM device_blacklist')).rows[0]?.n);
    const outside = (await call<Page<Registration>>('registerList', { region_id: 0, pn: 1 })).data.list[0] as Registration;
    const outsideIp = await call('ipBlack', { ip: outside.register_ip, duration: 'h24', reason: 'Proxy' }, country);
    expect(outsideIp.status).toBe(400);
    expect(outsideIp.msg).toBe(`No member of your regions registered from address ${outside.register_ip}`);
    const zh = await call('ipBlack', { ip: outside.register_ip, duration: 'h24', reason: 'Proxy' }, country, 'zh-cn');
    expect(zh.msg).toBe(`您的区域内没有用户用IP ${outside.register_ip} 注册`);
    const unknown = await call('deviceBlack', { device_id: 'no-such-device', duration: 'h24', reason: 'x' });
    expect(unknown.msg).toBe('No member of your regions registered with device no-such-device');
    const noReason = await call<{ errors: Record<string, string> }>('ipBlack', {
      ip: outside.register_ip,
      duration: 'h24',
      reason: ' ',
    });
    expect(noReason.status).toBe(400);
    expect(noReason.data.errors.reason).toBe('Cannot be empty');
    const badDuration = await call('deviceBlack', { device_id: outside.device_id, duration: 'week', reason: 'x' });
    expect(badDuration.status).toBe(400);
    expect(Number((await t.db.query('SELECT count(*)::int AS n FROM device_blacklist')).rows[0]?.n)).toBe(before);
  });

  it('bars a member from Ludo through the game blacklist once; a past end time and an unknown member are refused', async () => {
    const member = (await t.db.query(`SELECT id FROM member WHERE region_id = 2 ORDER BY id OFFSET 7 LIMIT 1`)).rows[0] as {
      id: number;
    };
    const past = await call('ludoBlack', { member_id: member.id, reason: 'Colluding', until: t.clock.now() - 10 });
    expect(past.status).toBe(400);
    expect(past.msg).toBe('The end time must be in the future');
    expect((await call('ludoBlack', { member_id: 999_999_999, reason: 'Colluding' })).status).toBe(400);
    const barred = await call<{ entry_id: number }>('ludoBlack', { member_id: member.id, reason: 'Colluding' });
    expect(barred.status).toBe(200);
    const again = await call('ludoBlack', { member_id: member.id, reason: 'Again' }, admin, 'zh-cn');
    expect(again.msg).toBe(`用户 ${member.id} 已在Ludo黑名单中`);
    const rows = (
      await t.db.query(`SELECT game, region_id FROM game_blacklist WHERE member_id = $1 AND game = 'ludo'`, [member.id])
    ).rows;
    expect(rows).toEqual([{ game: 'ludo', region_id: 2 }]);
    expect((await call<{ ludo_barred: boolean }>('findMember', { member_id: member.id })).data.ludo_barred).toBe(true);
    const shown = await t.call<Page<{ member_id: number }>>('Setting/gameBlackList', { member_id: member.id }, { token: admin });
    expect(shown.data.list).toHaveLength(1);
    expect((await call('ludoBlack', { member_id: member.id, reason: 'x' }, country)).status).toBe(403);
  });
});
