import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

/*
 * Violating members (issue 15, SendCoins/findMemberViolationByPage): a review queue scoped by the
 * member's region; banning bans the account for 30 days for the reported reason, ignoring closes it.
 */
type Row = { id: number; user_id: number; region_id: number; state: string; reason: string; nickname: string };

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});

const list = async (token: string, body: Record<string, unknown> = {}) =>
  (await t.call<{ list: Row[]; total: number }>('SendCoins/findMemberViolationByPage', { pn: 100, ...body }, { token })).data;

describe('violating members', () => {
  it('lists the reports with the member’s words, and keeps a country admin to their regions', async () => {
    const all = await list(admin);
    expect(all.total).toBeGreaterThan(0);
    expect(all.list[0]?.nickname).not.toBe('');
    const countryAdmin = await t.login('country_admin');
    const theirs = await list(countryAdmin);
    expect(theirs.list.every((row) => row.region_id === 1)).toBe(true);
    expect(theirs.total).toBe(all.list.filter((row) => row.region_id === 1).length);
    const one = all.list[0] as Row;
    expect((await list(admin, { user_id: one.user_id })).list.every((row) => row.user_id === one.user_id)).toBe(true);
  });

  it('bans the account for 30 days for the reported reason, ignores, and refuses a ban without a reason', async () => {
    const pending = (await list(admin, { state: 'pending' })).list;
    const [toBan, toIgnore] = pending as [Row, Row];
    const check = (ids: number[], result: string, reason?: string) =>
      t.call('SendCoins/memberViolationCheck', { ids, result, ...(reason ? { reason } : {}) }, { token: admin, lang: 'en-us' });
    expect((await check([toBan.id], 'refuse')).status).toBe(400);
    expect((await check([toBan.id], 'refuse', 'Confirmed by two reviewers')).status).toBe(200);
    const { rows: bans } = await t.db.query<{ kind: string; reason: string; duration: string; expires_at: number }>(
      `SELECT kind, reason, duration, expires_at FROM member_ban WHERE member_id = $1 AND lifted_at IS NULL ORDER BY id DESC LIMIT 1`,
      [toBan.user_id],
    );
    expect(bans[0]).toMatchObject({ kind: 'id', reason: toBan.reason, duration: 'd30', expires_at: t.clock.now() + 30 * 86_400 });
    expect((await check([toIgnore.id], 'pass')).status).toBe(200);
    const states = (await list(admin)).list.filter((row) => row.id === toBan.id || row.id === toIgnore.id);
    expect(Object.fromEntries(states.map((row) => [row.id, row.state]))).toEqual({
      [toBan.id]: 'banned',
      [toIgnore.id]: 'ignored',
    });
    // A report already handled is not handled twice.
    expect((await check([toBan.id], 'pass')).status).toBe(400);
  });
});
