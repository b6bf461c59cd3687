import { Status } from '@console/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

/*
 * Issue 31, Member allBlockId, selectBlockIdAndDevice, UnblockInformation and selectBlockId (menu
 * 21011): lists over the bans the user page makes; a country admin sees only their regions' members.
 */
type Row = Record<string, unknown> & { id: number; user_id: number; region_id: number; status?: string; kind?: string };
type Page = { list: Row[]; total: number };
type Lookup = { user_id: number; blocks: { kind: string; value: string }[]; unblocks: number; device_blacklisted: boolean };

let t: TestApp;
let admin: string;
let country: string;
let memberId: number;

const list = (action: string, body: Record<string, unknown> = {}, token = admin) =>
  t.call<Page>(`Member/${action}`, { pn: 200, ...body }, { token });

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginRechecked('admin');
  country = await t.login('country_admin');
  const { rows } = await t.db.query<{ id: number }>(
    `SELECT m.id FROM member m WHERE m.region_id <> 1 AND m.device_id <> '' AND m.status = 'normal'
       AND NOT EXISTS (SELECT 1 FROM member_ban b WHERE b.member_id = m.id) ORDER BY m.id DESC LIMIT 1`,
  );
  memberId = Number(rows[0]?.id);
});

describe('bans and blocks', () => {
  it('lists the demo blocks: held and run-out account bans, devices and addresses, lifts, in several regions', async () => {
    const accounts = await list('allBlockId');
    expect(accounts.status).toBe(200);
    expect(new Set(accounts.data.list.map((row) => row.status))).toEqual(new Set(['active', 'expired']));
    expect(new Set(accounts.data.list.map((row) => row.region_id)).size).toBeGreaterThan(2);
    const devices = await list('selectBlockIdAndDevice');
    expect(new Set(devices.data.list.map((row) => row.kind))).toEqual(new Set(['device', 'ip']));
    const lifts = await list('UnblockInformation');
    expect(lifts.data.total).toBeGreaterThan(3);
    expect(lifts.data.list.every((row) => row.lifted_by_name !== '' && row.lift_reason !== '')).toBe(true);
    const expired = await list('allBlockId', { status: 'expired' });
    expect(expired.data.total).toBeGreaterThan(0);
    expect(expired.data.list.every((row) => (row.expires_at as number) <= t.clock.now())).toBe(true);
  });

  it('follows a ban from the user page: listed while it holds, in the unblock history once lifted, a replaced ban never', async () => {
    const ban = { user_id: memberId, reason: 'insult', duration: 'h72', evidence_text: 'Room chat screenshot' };
    expect((await t.call('Member/bannedId', ban, { token: admin })).status).toBe(200);
    // Banned again: the first ban is replaced, not unblocked.
    expect((await t.call('Member/bannedId', { ...ban, duration: 'd30' }, { token: admin })).status).toBe(200);
    const held = await list('allBlockId', { user_id: memberId });
    expect(held.data.list).toMatchObject([{ user_id: memberId, duration: 'd30', status: 'active', created_by_name: 'admin' }]);
    expect((await list('UnblockInformation', { user_id: memberId })).data.total).toBe(0);

    expect((await t.call('Member/bannedDevice', ban, { token: admin })).status).toBe(200);
    const device = await list('selectBlockIdAndDevice', { user_id: memberId });
    const { rows } = await t.db.query<{ device_id: string }>('SELECT device_id FROM member WHERE id = $1', [memberId]);
    expect(device.data.list).toMatchObject([{ kind: 'device', value: rows[0]?.device_id, status: 'active' }]);

    const lookup = await t.call<Lookup>('Member/selectBlockId', { user_id: memberId }, { token: admin });
    expect(lookup.data.blocks.map((block) => block.kind).sort()).toEqual(['device', 'id']);
    expect(lookup.data.unblocks).toBe(0);

    const lift = { user_id: memberId, reason: 'Appeal accepted' };
    expect((await t.call('Member/unBannedId', lift, { token: admin })).status).toBe(200);
    expect((await list('allBlockId', { user_id: memberId })).data.total).toBe(0);
    const history = await list('UnblockInformation', { user_id: memberId });
    expect(history.data.list).toMatchObject([
      { kind: 'id', lifted_by_name: 'admin', lift_reason: 'Appeal accepted', duration: 'd30', lifted_at: t.clock.now() },
    ]);
    const after = await t.call<Lookup>('Member/selectBlockId', { user_id: memberId }, { token: admin });
    expect(after.data).toMatchObject({ unblocks: 1, blocks: [{ kind: 'device' }] });
  });

  it('keeps a country admin to their regions: lists, filters and the lookup', async () => {
    for (const action of ['allBlockId', 'selectBlockIdAndDevice', 'UnblockInformation']) {
      const all = await list(action);
      const theirs = await list(action, {}, country);
      expect(theirs.status, action).toBe(200);
      expect(theirs.data.total, action).toBeGreaterThan(0);
      expect(theirs.data.total, action).toBeLessThan(all.data.total);
      expect(
        theirs.data.list.every((row) => row.region_id === 1),
        action,
      ).toBe(true);
      expect((await list(action, { region_id: 3 }, country)).data.total, action).toBe(0);
    }
    const refused = await t.call('Member/selectBlockId', { user_id: memberId }, { token: country, lang: 'zh-cn' });
    expect(refused.status).toBe(Status.forbidden);
    const operator = await t.login('operator');
    expect((await list('allBlockId', {}, operator)).status).toBe(Status.forbidden);
  });

  it('exports the banned accounts in the reader’s words', async () => {
    const made = await t.call<{ url: string; rows: number }>('Member/allBlockIdExport', {}, { token: admin, lang: 'zh-cn' });
    expect(made.status).toBe(200);
    expect(made.data.rows).toBeGreaterThan(0);
  });
});
