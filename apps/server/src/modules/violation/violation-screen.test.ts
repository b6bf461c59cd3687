import { Status } from '@console/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { createAdminWithSession } from '../../../test/staff.ts';

/*
 * Issue 31: violating members have a screen of their own under risk control (menu 21012), the same
 * queue as send coins' tab: a role holding either menu id works it, one holding neither is refused.
 */
type Page = { list: { id: number; region_id: number; state: string }[]; total: number };

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

const roleWith = (username: string, menuIds: number[]) =>
  createAdminWithSession(t.db, { username, kind: 'custom', menuIds, regionIds: null, now: t.clock.now() });

describe('violating members under risk control', () => {
  it('serves the queue to a role holding only the risk-control screen, as to one holding only send coins', async () => {
    const risk = await roleWith('violations_risk', [21000, 21012]);
    const coins = await roleWith('violations_coins', [15000, 15001]);
    const fromRisk = await t.call<Page>('SendCoins/findMemberViolationByPage', { pn: 100 }, { token: risk });
    const fromCoins = await t.call<Page>('SendCoins/findMemberViolationByPage', { pn: 100 }, { token: coins });
    expect(fromRisk.status).toBe(200);
    expect(fromRisk.data.total).toBeGreaterThan(0);
    expect(fromCoins.data.total).toBe(fromRisk.data.total);
    const pending = fromRisk.data.list.find((row) => row.state === 'pending');
    if (!pending) throw new Error('no pending demo report');
    const ignored = await t.call('SendCoins/memberViolationCheck', { ids: pending.id, result: 'pass' }, { token: risk });
    expect(ignored.status).toBe(200);
    expect(await t.logRows(`action = 'memberViolationCheck' AND target_id = $1`, [String(pending.id)])).toMatchObject([
      { result: 'ok', admin_name: 'violations_risk' },
    ]);
  });

  it('refuses a role holding neither, and shows the demo reports in several regions and states', async () => {
    const neither = await roleWith('violations_none', [21000, 21001]);
    expect((await t.call('SendCoins/findMemberViolationByPage', {}, { token: neither })).status).toBe(Status.forbidden);
    const admin = await t.login('admin');
    const all = await t.call<Page>('SendCoins/findMemberViolationByPage', { pn: 100 }, { token: admin });
    expect(new Set(all.data.list.map((row) => row.state))).toEqual(new Set(['pending', 'ignored', 'banned']));
    expect(new Set(all.data.list.map((row) => row.region_id)).size).toBeGreaterThan(2);
  });
});
