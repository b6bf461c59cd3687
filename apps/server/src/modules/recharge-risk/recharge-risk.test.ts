import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { createAdminWithSession } from '../../../test/staff.ts';

/*
 * Issue 31, recharge risk: the risk engine's flags reviewed once each (release, freeze the member's
 * consumption through the member module, blacklist the device or address through the device
 * blacklist), each logged; rules one per rule and region; the chart counts flags per day and rule;
 * a country admin sees only their region's flags.
 */
type Flag = {
  id: number;
  member_id: number;
  region_id: number;
  rule: string;
  device_id: string;
  ip: string;
  status: string;
  note: string;
  handled_by_name: string;
};
type Page<T> = { list: T[]; total: number };
type Day = { day: string } & Record<string, number | string>;

let t: TestApp;
let admin: string;
let country: string;

const call = <T>(action: string, body: Record<string, unknown>, token = admin, lang: 'en-us' | 'zh-cn' = 'en-us') =>
  t.call<T>(`RechargeRisk/${action}`, body, { token, lang });
async function openFlags(token = admin): Promise<Flag[]> {
  const page = await call<Page<Flag>>('riskFlagList', { status: 'flagged', pn: 200 }, token);
  expect(page.status).toBe(200);
  return page.data.list;
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginRechecked('admin');
  // The demo country admin's role holds no risk menu: one of region 1 that does.
  country = await createAdminWithSession(t.db, {
    username: 'risk_region1',
    kind: 'country_admin',
    menuIds: [21000, 21004],
    regionIds: [1],
    now: t.clock.now(),
  });
});

describe('flagged recharges', () => {
  it('releases a flag once, with who and why, logged; a second review is refused naming both states', async () => {
    const [flag] = await openFlags();
    if (!flag) throw new Error('no open demo flag');
    const released = await call<Flag>('riskFlagRelease', { id: flag.id, reason: 'A family paying for one another' });
    expect(released.status).toBe(200);
    expect(released.data).toMatchObject({
      status: 'released',
      note: 'A family paying for one another',
      handled_by_name: 'admin',
    });
    const again = await call('riskFlagFreeze', { id: flag.id, duration: 'd30', reason: 'late' }, admin, 'zh-cn');
    expect(again.status).toBe(400);
    expect(again.msg).toMatch(/已放行/);
    const logged = await t.logRows(`action = 'riskFlagRelease' AND target_id = $1`, [String(flag.id)]);
    expect(logged.length).toBe(1);
  });

  it("freezes the member's consumption through the member module's freeze", async () => {
    const [, flag] = await openFlags();
    if (!flag) throw new Error('no open demo flag');
    const frozen = await call<Flag>('riskFlagFreeze', { id: flag.id, duration: 'd30', reason: 'Stolen cards' });
    expect(frozen.status).toBe(200);
    expect(frozen.data.status).toBe('frozen');
    const bans = await t.db.query<{ kind: string; evidence_text: string }>(
      `SELECT kind, evidence_text FROM member_ban WHERE member_id = $1 AND kind = 'freeze' AND lifted_at IS NULL`,
      [flag.member_id],
    );
    expect(bans.rows.length).toBe(1);
    expect(bans.rows[0]?.evidence_text).toContain('Stolen cards');
    const member = await t.call<{ list: { id: number; frozen_now?: boolean }[] }>(
      'Member/banHistory',
      { user_id: flag.member_id, kind: 'freeze' },
      { token: admin },
    );
    expect(member.data.list.some((ban) => (ban as unknown as { status: string }).status === 'active')).toBe(true);
  });

  it('adds the device or address to the device blacklist', async () => {
    const [, , flag] = await openFlags();
    if (!flag) throw new Error('no open demo flag');
    const done = await call<Flag>('riskFlagBlacklist', { id: flag.id, target: 'ip', duration: 'permanent', reason: 'Card farm' });
    expect(done.status).toBe(200);
    expect(done.data.status).toBe('blacklisted');
    const entries = await t.db.query<{ kind: string }>(
      `SELECT kind FROM device_blacklist WHERE value = $1 AND removed_at IS NULL`,
      [flag.ip],
    );
    expect(entries.rows.map((row) => row.kind)).toEqual(['ip']);
  });

  it('refuses bad input and changes nothing', async () => {
    const [flag] = await openFlags();
    if (!flag) throw new Error('no open demo flag');
    const refused = await call('riskFlagRelease', { id: flag.id, reason: '   ' }, admin, 'zh-cn');
    expect(refused.status).toBe(400);
    const bad = await call('riskFlagBlacklist', { id: flag.id, target: 'phone', duration: 'permanent', reason: 'x' });
    expect(bad.status).toBe(400);
    expect((await openFlags()).some((row) => row.id === flag.id)).toBe(true);
  });

  it("keeps a country admin to their region's flags", async () => {
    const theirs = await openFlags(country);
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((row) => row.region_id === 1)).toBe(true);
    const outside = (await openFlags()).find((row) => row.region_id !== 1);
    if (!outside) throw new Error('no open flag outside region 1');
    const refused = await call('riskFlagRelease', { id: outside.id, reason: 'not mine' }, country);
    expect([403, 404]).toContain(refused.status);
  });

  it('charts flags per day and rule, inside the caller’s regions', async () => {
    const all = await call<{ list: Day[] }>('riskFlagDaily', {});
    expect(all.status).toBe(200);
    const total = (days: Day[]) =>
      days.reduce((sum, day) => sum + Object.values(day).reduce<number>((s, v) => s + (typeof v === 'number' ? v : 0), 0), 0);
    expect(total(all.data.list)).toBeGreaterThan(50);
    const theirs = await call<{ list: Day[] }>('riskFlagDaily', {}, country);
    expect(total(theirs.data.list)).toBeLessThan(total(all.data.list));
  });
});

describe('risk rules', () => {
  it('keeps one rule per rule and region; thresholds per region', async () => {
    const page = await call<Page<{ id: number; rule: string; region_id: number; threshold: number; window_hours: number }>>(
      'riskRuleList',
      { pn: 200 },
    );
    expect(page.data.total).toBeGreaterThanOrEqual(50);
    const rule = page.data.list[0];
    if (!rule) throw new Error('no demo rule');
    const edited = await call<{ threshold: number }>('riskRuleSave', {
      id: rule.id,
      rule: rule.rule,
      region_id: rule.region_id,
      window_hours: rule.window_hours,
      threshold: rule.threshold + 1,
    });
    expect(edited.status).toBe(200);
    expect(edited.data.threshold).toBe(rule.threshold + 1);
    const duplicate = await call('riskRuleSave', { rule: rule.rule, region_id: rule.region_id, threshold: 3, window_hours: 24 });
    expect(duplicate.status).toBe(400);
  });
});
