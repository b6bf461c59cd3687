import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

type Host = {
  id: number;
  member_id: number;
  user_no: number;
  diamond: number;
  region_id: number;
  state: string;
  host_group_id: number | null;
  host_group_name: string;
};
type Log = { host_id: number; operation: string; amount: number; balance_before: number; balance_after: number; reason: string };
type Lang = 'en-us' | 'zh-cn';

let t: TestApp;
let admin: string;
let rechecked: string;
let country: string;
let countryRechecked: string;

beforeAll(async () => {
  t = await startTestApp({ timeZone: 'Asia/Riyadh' });
  admin = await t.login('admin');
  rechecked = await t.loginRechecked('admin');
  country = await t.login('country_admin');
  countryRechecked = await t.loginRechecked('country_admin');
});

const call = <T>(action: string, body: Record<string, unknown>, token = admin, lang: Lang = 'en-us') =>
  t.call<T>(`PresideManagement/${action}`, body, { token, lang });
const hostList = async (body: Record<string, unknown> = {}, token = admin) =>
  (await call<{ list: Host[]; total: number }>('hostList', { pn: 200, ...body }, token)).data;

/** The member's diamond balance column and the sum of their diamond ledger entries. */
async function books(memberId: number) {
  const { rows } = await t.db.query<{ balance: number; ledger: number }>(
    `SELECT (SELECT diamond FROM member WHERE id = $1)::int AS balance,
            (SELECT coalesce(sum(amount), 0) FROM ledger_entry WHERE account = 'member:' || $1 AND currency = 'diamond')::int AS ledger`,
    [memberId],
  );
  return rows[0] as { balance: number; ledger: number };
}

/** A host with diamonds, in region 1 (the country admin's) or outside it, not used by another test. */
const used = new Set<number>();
async function hostWithDiamonds(inRegion1: boolean): Promise<Host> {
  const { list } = await hostList();
  const host = list.find((row) => row.diamond > 100 && (row.region_id === 1) === inRegion1 && !used.has(row.id));
  if (!host) throw new Error('the demo has no host with diamonds left');
  used.add(host.id);
  return host;
}

describe('hosts', () => {
  it('lists hosts with the diamond balance the ledger keeps', async () => {
    const { list, total } = await hostList();
    expect(total).toBeGreaterThan(10);
    for (const host of list.slice(0, 5)) {
      const { balance, ledger } = await books(host.member_id);
      expect(host.diamond).toBe(balance);
      expect(ledger).toBe(balance);
    }
  });

  it('refuses a deduction below zero by the balance, and moves nothing', async () => {
    const host = await hostWithDiamonds(false);
    const before = await books(host.member_id);
    const logs = (await t.db.query('SELECT 1 FROM host_diamond_log')).rows.length;
    const refused = await call('hostDiamondDeduct', { id: host.id, amount: host.diamond + 1, reason: 'Too much' }, rechecked);
    expect(refused).toMatchObject({
      status: 400,
      msg: `Not enough diamonds: this host has ${host.diamond}, ${host.diamond + 1} cannot be deducted`,
    });
    const zh = await call('hostDiamondDeduct', { id: host.id, amount: host.diamond + 1, reason: 'x' }, rechecked, 'zh-cn');
    expect(zh.msg).toBe(`钻石余额不足:该主播只有 ${host.diamond} 钻石,不能扣除 ${host.diamond + 1}`);
    expect(await books(host.member_id)).toEqual(before);
    expect((await t.db.query('SELECT 1 FROM host_diamond_log')).rows.length).toBe(logs);
  });

  it('asks for the amount by name, a whole number above zero, and a reason', async () => {
    const host = await hostWithDiamonds(false);
    const missing = await call('hostDiamondDeduct', { id: host.id, reason: 'No amount' }, rechecked);
    expect(missing).toMatchObject({ status: 400, msg: 'Diamond deduction amount cannot be empty' });
    expect((await call('hostDiamondDeduct', { id: host.id, reason: 'x' }, rechecked, 'zh-cn')).msg).toBe('扣除钻石数不能为空');
    expect((await call('hostDiamondDeduct', { id: host.id, amount: 0, reason: 'x' }, rechecked)).data).toMatchObject({
      errors: { amount: expect.any(String) },
    });
    expect((await call('hostDiamondDeduct', { id: host.id, amount: 1.5, reason: 'x' }, rechecked)).status).toBe(400);
    expect((await call('hostDiamondDeduct', { id: host.id, amount: 5 }, rechecked)).data).toMatchObject({
      errors: { reason: 'Cannot be empty' },
    });
    expect((await books(host.member_id)).balance).toBe(host.diamond);
  });

  it('needs the password re-check to deduct or clear', async () => {
    const host = await hostWithDiamonds(false);
    const asked = await call('hostDiamondDeduct', { id: host.id, amount: 1, reason: 'x' }, admin);
    expect(asked.status).not.toBe(200);
    expect((await call('hostDiamondClear', { id: host.id, reason: 'x' }, admin)).status).not.toBe(200);
    expect((await books(host.member_id)).balance).toBe(host.diamond);
  });

  it('deducts through the ledger, logging the operator, amount, balances and reason', async () => {
    const host = await hostWithDiamonds(false);
    const done = await call<Host>('hostDiamondDeduct', { id: host.id, amount: 40, reason: 'Refunded gifts' }, rechecked);
    expect(done.status).toBe(200);
    expect(done.data.diamond).toBe(host.diamond - 40);
    expect(await books(host.member_id)).toEqual({ balance: host.diamond - 40, ledger: host.diamond - 40 });
    const { rows } = await t.db.query<{ kind: string; amount: number; reason: string }>(
      `SELECT kind, amount::int, reason FROM ledger_posting WHERE member_id = $1 AND currency = 'diamond' ORDER BY id DESC LIMIT 1`,
      [host.member_id],
    );
    expect(rows[0]).toEqual({ kind: 'deduction', amount: -40, reason: 'Refunded gifts' });
    const log = (await call<{ list: (Log & { admin_name: string })[] }>('hostDiamondLogList', { host_id: host.id })).data.list;
    expect(log[0]).toMatchObject({
      operation: 'deduct',
      amount: 40,
      balance_before: host.diamond,
      balance_after: host.diamond - 40,
      reason: 'Refunded gifts',
      admin_name: 'admin',
    });
    // One operation-log row, with the host's balance after it (the diamond log keeps the one before).
    const opLogs = await t.logRows(`action = 'hostDiamondDeduct' AND result = 'ok' AND target_id = $1`, [String(host.id)]);
    expect(opLogs).toHaveLength(1);
    expect(opLogs[0]).toMatchObject({ after: expect.objectContaining({ diamond: host.diamond - 40 }) });
  });

  it('clears a host’s whole balance through the ledger, and refuses to clear nothing', async () => {
    const host = await hostWithDiamonds(false);
    const cleared = await call<Host>('hostDiamondClear', { id: host.id, reason: 'Settled offline' }, rechecked);
    expect(cleared.data.diamond).toBe(0);
    expect(await books(host.member_id)).toEqual({ balance: 0, ledger: 0 });
    const log = (await call<{ list: Log[] }>('hostDiamondLogList', { host_id: host.id })).data.list;
    expect(log[0]).toMatchObject({ operation: 'clear', amount: host.diamond, balance_before: host.diamond, balance_after: 0 });
    const again = await call('hostDiamondClear', { id: host.id, reason: 'Again' }, rechecked);
    expect(again).toMatchObject({ status: 400, msg: "This host's diamond balance is already 0" });
    expect((await call('hostDiamondDeduct', { id: host.id, amount: 1, reason: 'x' }, rechecked)).msg).toBe(
      'Not enough diamonds: this host has 0, 1 cannot be deducted',
    );
  });

  it('keeps a country admin to their regions’ hosts in the list, detail, export, log and writes', async () => {
    const all = await hostList();
    const mine = await hostList({}, country);
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.total).toBe(all.list.filter((host) => host.region_id === 1).length);
    expect(mine.list.every((host) => host.region_id === 1)).toBe(true);
    const outside = await hostWithDiamonds(false);
    expect((await call('hostInfo', { id: outside.id }, country)).status).toBe(403);
    expect((await call('hostDiamondDeduct', { id: outside.id, amount: 1, reason: 'x' }, countryRechecked)).status).toBe(403);
    expect((await books(outside.member_id)).balance).toBe(outside.diamond);
    const exported = await call<{ rows: number }>('hostExport', { format: 'csv' }, country);
    expect(exported.data.rows).toBe(mine.total);
    const inside = await hostWithDiamonds(true);
    const done = await call<Host>('hostDiamondDeduct', { id: inside.id, amount: 3, reason: 'Mine' }, countryRechecked);
    expect(done.data.diamond).toBe(inside.diamond - 3);
    const logs = (await call<{ list: { region_id: number }[] }>('hostDiamondLogList', { pn: 200 }, country)).data.list;
    expect(logs.length).toBeGreaterThan(0);
    expect(logs.every((row) => row.region_id === 1)).toBe(true);
  });

  it('suspends a host and moves them to a group of the caller’s regions', async () => {
    const host = await hostWithDiamonds(true);
    const suspended = await call<Host>('hostStateSet', { id: host.id, state: 'suspended' });
    expect(suspended.data.state).toBe('suspended');
    const groups = (await call<{ list: { id: number; name: string }[] }>('hostGroupList', { pn: 100 })).data.list;
    const chinese = groups.find((group) => group.name.includes('Chinese')) as { id: number };
    expect((await call('hostGroupSet', { id: host.id, host_group_id: chinese.id }, country)).msg).toBe(
      'No such host group in your regions',
    );
    const arabic = groups.find((group) => group.name.includes('Arabic')) as { id: number; name: string };
    expect((await call<Host>('hostGroupSet', { id: host.id, host_group_id: arabic.id }, country)).data.host_group_name).toBe(
      arabic.name,
    );
  });
});

describe('host groups', () => {
  it('adds, edits and deletes a group, but not one that holds hosts', async () => {
    const added = await call<{ id: number; host_count: number }>('hostGroupSave', { name: 'Night owls', regions: '1', sort: 9 });
    expect(added).toMatchObject({ status: 200, data: { host_count: 0 } });
    const edited = await call<{ name: string }>('hostGroupSave', { id: added.data.id, name: 'Night owls 2', regions: '1' });
    expect(edited.data.name).toBe('Night owls 2');
    expect((await call('hostGroupDelete', { ids: added.data.id })).status).toBe(200);
    const groups = (await call<{ list: { id: number; name: string; host_count: number }[] }>('hostGroupList', { pn: 100 })).data
      .list;
    const busy = groups.find((group) => group.host_count > 0) as { id: number; name: string; host_count: number };
    expect(await call('hostGroupDelete', { ids: busy.id })).toMatchObject({
      status: 400,
      msg: `Group "${busy.name}" still has ${busy.host_count} hosts; move them out before deleting it`,
    });
    expect((await call('hostGroupSave', { regions: '1' })).data).toMatchObject({ errors: { name: 'Cannot be empty' } });
  });
});

describe('room host rank and settlement', () => {
  /** 2025-03-05 is a Wednesday; Riyadh is UTC+3 all year. */
  const riyadh = (day: number, hour: number, minute = 0) => Date.UTC(2025, 2, day, hour - 3, minute) / 1000;
  let room: { id: number; region_id: number };
  let host: Host;
  let other: number;

  beforeAll(async () => {
    room = (
      await t.db.query<{ id: number; region_id: number }>(
        'SELECT id::int, region_id FROM room WHERE region_id = 1 ORDER BY id LIMIT 1',
      )
    ).rows[0] as { id: number; region_id: number };
    host = (await hostList({}, country)).list[0] as Host;
    other = Number(
      (
        await t.db.query<{ id: number }>(
          'SELECT id::int FROM member WHERE id NOT IN (SELECT member_id FROM host) ORDER BY id LIMIT 1',
        )
      ).rows[0]?.id,
    );
    const send = (receiver: number, diamonds: number, at: number) =>
      t.db.query(
        `INSERT INTO gift_send (room_id, region_id, sender_id, receiver_id, gift_id, count, coins, diamonds, sent_at)
         VALUES ($1, $2, $3, $4, 1, 1, $5, $6, $7)`,
        [room.id, room.region_id, other + 1, receiver, diamonds * 20, diamonds, at],
      );
    await send(host.member_id, 30, riyadh(5, 0, 0)); // Wednesday's first minute
    await send(host.member_id, 20, riyadh(5, 23, 59)); // Wednesday's last
    await send(other, 70, riyadh(5, 12)); // Wednesday noon
    await send(host.member_id, 100, riyadh(2, 23, 30)); // Sunday before: last week, this month
    await send(other, 5, riyadh(6, 0, 0)); // Thursday: this week, not Wednesday
    await send(other, 1000, riyadh(1, 0) - 60); // February's last minute: none of these periods
  });

  const rank = (timeType: string, token = admin) =>
    call<{
      list: { member_id: number; diamonds: number; sends: number; rank: number; is_host: boolean }[];
      from: number;
      to: number;
      total_diamonds: number;
    }>('roomHostRank', { room_id: room.id, time_type: timeType, date: '2025-03-05' }, token);

  it('ranks a room’s receivers by the diamonds of each day, week and month of the console’s zone', async () => {
    const day = (await rank('day')).data;
    expect([day.from, day.to]).toEqual([riyadh(5, 0), riyadh(6, 0)]);
    expect(day.list.map((row) => [row.member_id, row.diamonds, row.sends, row.is_host])).toEqual([
      [other, 70, 1, false],
      [host.member_id, 50, 2, true],
    ]);
    expect(day.total_diamonds).toBe(120);
    const week = (await rank('week')).data;
    expect([week.from, week.to]).toEqual([riyadh(3, 0), riyadh(10, 0)]);
    expect(week.list.map((row) => [row.member_id, row.diamonds])).toEqual([
      [other, 75],
      [host.member_id, 50],
    ]);
    const month = (await rank('month')).data;
    expect([month.from, month.to]).toEqual([riyadh(1, 0), Date.UTC(2025, 3, 1, -3) / 1000]);
    expect(month.list.map((row) => [row.rank, row.member_id, row.diamonds])).toEqual([
      [1, host.member_id, 150],
      [2, other, 75],
    ]);
    expect(month.total_diamonds).toBe(225);
  });

  it('refuses a bad period or date, and a room outside the country admin’s regions', async () => {
    expect((await call('roomHostRank', { room_id: room.id, time_type: 'year' })).status).toBe(400);
    expect(await call('roomHostRank', { room_id: room.id, time_type: 'day', date: '2025-02-30' })).toMatchObject({
      status: 400,
      msg: 'The date must be a day written YYYY-MM-DD',
    });
    expect((await rank('day', country)).status).toBe(200);
    const far = (await t.db.query<{ id: number }>('SELECT id::int FROM room WHERE region_id <> 1 ORDER BY id LIMIT 1')).rows[0];
    expect((await call('roomHostRank', { room_id: far?.id, time_type: 'day' }, country)).status).toBe(403);
  });

  it('settles each host’s diamonds earned in the period, in the caller’s regions', async () => {
    const settled = await call<{ list: { host_id: number; diamonds: number; region_id: number }[] }>('hostSettlement', {
      time_type: 'week',
      date: '2025-03-05',
    });
    expect(settled.data.list).toEqual([expect.objectContaining({ host_id: host.id, diamonds: 50 })]);
    const mine = await call<{ list: { region_id: number }[] }>(
      'hostSettlement',
      { time_type: 'month', date: '2025-03-05' },
      country,
    );
    expect(mine.data.list.every((row) => row.region_id === 1)).toBe(true);
  });
});
