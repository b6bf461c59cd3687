import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

type Guild = { id: number; name: string; owner_no: number; region_id: number; host_count: number; enabled: boolean };
type Host = { id: number; guild_id: number | null; user_no: number; diamond: number; host_group_name: string; region_id: number };
type JoinRecord = { guild_id: number; user_no: number; event: string; reason: string; admin_name: string };
type Member = { id: number; user_no: number; region_id: number };
type Lang = 'en-us' | 'zh-cn';

let t: TestApp;
let admin: string;
let countryAdmin: string;
let guilds: Guild[];
/** Members who are no host, in region 1 and outside it (from the start of the member list). */
let freeIn1: Member[];
let freeOutside1: Member[];

const list = async <T>(action: string, body: object = {}, token = admin) =>
  (await t.call<{ list: T[]; total: number }>(`Guild/${action}`, { pn: 100, ...body }, { token })).data;
const named = (name: string) => guilds.find((guild) => guild.name.includes(name)) as Guild;
const save = (body: Record<string, unknown>, token = admin, lang: Lang = 'en-us') =>
  t.call<Guild>('Guild/guildSave', body, { token, lang });
const addHost = (body: Record<string, unknown>, token = admin, lang: Lang = 'en-us') =>
  t.call<Host>('Guild/guildHostAdd', body, { token, lang });

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginRechecked('admin');
  countryAdmin = await t.loginRechecked('country_admin');
  guilds = (await list<Guild>('guildList')).list;
  const free = (
    await t.db.query<Member>(
      `SELECT id::int, user_no::int, region_id FROM member m WHERE NOT EXISTS (SELECT 1 FROM host h WHERE h.member_id = m.id)
       AND NOT EXISTS (SELECT 1 FROM guild g WHERE g.owner_id = m.id) ORDER BY id LIMIT 200`,
    )
  ).rows;
  freeIn1 = free.filter((member) => member.region_id === 1).slice(5);
  freeOutside1 = free.filter((member) => member.region_id !== 1).slice(5);
});

describe('guilds', () => {
  it('lists the demo guilds with their hosts counted, and a country admin sees their region’s only', async () => {
    expect(guilds.length).toBe(6);
    const counted = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM host WHERE guild_id = $1', [
      named('Moonlight').id,
    ]);
    expect(named('Moonlight').host_count).toBe(counted.rows[0]?.n);
    expect(named('Moonlight').host_count).toBeGreaterThan(0);
    const theirs = await list<Guild>('guildList', {}, countryAdmin);
    expect(theirs.list.length).toBeGreaterThan(0);
    expect(theirs.list.every((guild) => guild.region_id === 1)).toBe(true);
    expect(theirs.total).toBe(guilds.filter((guild) => guild.region_id === 1).length);
    const exported = await t.call<{ rows: number }>('Guild/guildExport', { format: 'csv' }, { token: countryAdmin });
    expect(exported.data.rows).toBe(theirs.total);
    const detail = await t.call('Guild/guildInfo', { id: named('Sunrise').id }, { token: countryAdmin, lang: 'zh-cn' });
    expect(detail).toMatchObject({ status: 403, msg: '没有该区域的权限' });
    expect((await t.call<Guild>('Guild/guildInfo', { id: named('Moonlight').id }, { token: countryAdmin })).data.name).toContain(
      'Moonlight',
    );
  });

  it('refuses a guild without a name or owner, or with an unknown owner, in both languages', async () => {
    const owner = freeIn1[0] as Member;
    expect(await save({ owner_no: owner.user_no }, admin, 'zh-cn')).toMatchObject({
      status: 400,
      data: { errors: { name: '不能为空' } },
    });
    expect(await save({ name: 'No owner' })).toMatchObject({
      status: 400,
      msg: "The owner's member ID or pretty number cannot be empty",
    });
    expect(await save({ name: 'No owner' }, admin, 'zh-cn')).toMatchObject({ msg: '会长的用户ID或靓号不能为空' });
    expect(await save({ name: 'Ghost', owner_no: 987_654_321 })).toMatchObject({
      msg: 'No member has the member ID or pretty number 987654321',
    });
    expect(await save({ name: 'Ghost', owner_no: 987_654_321 }, admin, 'zh-cn')).toMatchObject({
      msg: '用户ID或靓号 987654321 不存在',
    });
    expect(await t.db.query(`SELECT 1 FROM guild WHERE name IN ('No owner', 'Ghost')`)).toMatchObject({ rows: [] });
  });

  it('puts a new guild in its owner’s region; a country admin cannot make one for an owner outside theirs', async () => {
    const inside = freeIn1[0] as Member;
    const made = await save({ name: 'Sample guild', owner_no: inside.user_no }, countryAdmin);
    expect(made.data).toMatchObject({
      name: 'Sample guild',
      owner_no: inside.user_no,
      region_id: 1,
      host_count: 0,
      enabled: true,
    });
    const outside = freeOutside1[0] as Member;
    expect(await save({ name: 'Elsewhere', owner_no: outside.user_no }, countryAdmin, 'zh-cn')).toMatchObject({
      status: 403,
      msg: '没有该区域的权限',
    });
    expect(await save({ name: 'sample GUILD', owner_no: inside.user_no })).toMatchObject({ status: 400, msg: 'Already exists' });
    const [log] = await t.logRows(`target_type = 'guild' AND target_id = $1`, [String(made.data.id)]);
    expect(log).toBeDefined();
  });

  it('deletes a guild only once its hosts have left, saying so in both languages', async () => {
    const moonlight = named('Moonlight');
    const refused = await t.call('Guild/guildDelete', { ids: String(moonlight.id) }, { token: admin });
    expect(refused).toMatchObject({
      status: 400,
      msg: `Guild "${moonlight.name}" still has ${moonlight.host_count} hosts; remove them before deleting it`,
    });
    const zh = await t.call('Guild/guildDelete', { ids: String(moonlight.id) }, { token: admin, lang: 'zh-cn' });
    expect(zh).toMatchObject({ msg: `公会「${moonlight.name}」还有 ${moonlight.host_count} 名主播,请先移除主播再删除` });
    const empty = named('Old Dreams');
    expect(await t.call('Guild/guildDelete', { ids: String(empty.id) }, { token: admin })).toMatchObject({
      data: { deleted: 1 },
    });
  });
});

describe('guild hosts', () => {
  it('shows each host’s diamond balance as the ledger keeps it, with their host group', async () => {
    const moonlight = named('Moonlight');
    const { list: hosts } = await list<Host>('guildHostList', { guild_id: moonlight.id });
    expect(hosts.length).toBe(moonlight.host_count);
    for (const host of hosts) {
      const ledger = await t.db.query<{ sum: number }>(
        `SELECT coalesce(sum(e.amount), 0)::int AS sum FROM ledger_entry e JOIN member m ON m.id = e.member_id
         WHERE m.user_no = $1 AND e.currency = 'diamond'`,
        [host.user_no],
      );
      expect(host.diamond).toBe(ledger.rows[0]?.sum);
    }
    expect(hosts.some((host) => host.diamond > 0)).toBe(true);
    expect(hosts.every((host) => host.host_group_name !== '')).toBe(true);
  });

  it('keeps a member a host of one guild at a time, in both languages', async () => {
    const stars = named('Desert Stars');
    const moonlight = named('Moonlight');
    const [host] = (await list<Host>('guildHostList', { guild_id: moonlight.id })).list;
    if (!host) throw new Error('no demo host');
    expect(await addHost({ guild_id: stars.id, user_no: host.user_no })).toMatchObject({
      status: 400,
      msg: `Member ${host.user_no} is already a host of guild "${moonlight.name}"; a member can be a host of one guild at a time`,
    });
    expect(await addHost({ guild_id: stars.id, user_no: host.user_no }, admin, 'zh-cn')).toMatchObject({
      msg: `用户 ${host.user_no} 已是公会「${moonlight.name}」的主播,一个用户同时只能加入一个公会`,
    });
    expect(await addHost({ guild_id: moonlight.id, user_no: host.user_no })).toMatchObject({
      msg: `Member ${host.user_no} is already a host of this guild`,
    });
    expect(await addHost({ guild_id: stars.id })).toMatchObject({ msg: 'Member ID or pretty number cannot be empty' });
    expect(await addHost({ guild_id: stars.id }, admin, 'zh-cn')).toMatchObject({ msg: '用户ID或靓号不能为空' });
  });

  it('adds a host, removes them after the re-check with a reason, and keeps both records', async () => {
    const stars = named('Desert Stars');
    const member = freeIn1[1] as Member;
    const added = await addHost({ guild_id: stars.id, user_no: member.user_no }, countryAdmin);
    expect(added.data).toMatchObject({ guild_id: stars.id, user_no: member.user_no, region_id: 1 });
    const balance = await t.db.query<{ diamond: number }>('SELECT diamond::int FROM member WHERE id = $1', [member.id]);
    expect(added.data.diamond).toBe(balance.rows[0]?.diamond);
    const plain = await t.login('admin');
    const unconfirmed = await t.call(
      'Guild/guildHostRemove',
      { id: added.data.id, reason: 'Left' },
      { token: plain, lang: 'en-us' },
    );
    expect(unconfirmed).toMatchObject({ msg: 'Please re-enter your password to continue' });
    const noReason = await t.call('Guild/guildHostRemove', { id: added.data.id }, { token: admin, lang: 'zh-cn' });
    expect(noReason).toMatchObject({ status: 400, data: { errors: { reason: '不能为空' } } });
    const removed = await t.call<Host>(
      'Guild/guildHostRemove',
      { id: added.data.id, reason: 'Stopped streaming' },
      { token: countryAdmin },
    );
    expect(removed.data).toMatchObject({ guild_id: null });
    const again = await t.call('Guild/guildHostRemove', { id: added.data.id, reason: 'x' }, { token: admin, lang: 'zh-cn' });
    expect(again).toMatchObject({ msg: '该主播已不在公会中' });
    const records = (await list<JoinRecord>('guildHostRecordList', { user_no: member.user_no })).list;
    expect(records.map((row) => [row.event, row.reason, row.admin_name])).toEqual([
      ['leave', 'Stopped streaming', 'country_admin'],
      ['join', '', 'country_admin'],
    ]);
    const log = (await t.logRows(`target_type = 'host' AND target_id = $1`, [String(added.data.id)])).at(-1);
    expect(log).toMatchObject({
      before: expect.objectContaining({ guild_id: stars.id }),
      after: expect.objectContaining({ guild_id: null }),
    });
    // Between guilds, the host can join another one.
    const back = await addHost({ guild_id: named('Moonlight').id, user_no: member.user_no });
    expect(back.data).toMatchObject({ guild_id: named('Moonlight').id });
  });

  it('refuses a disabled guild, an unknown member and another region’s guild or member', async () => {
    const stars = named('Desert Stars');
    const member = freeIn1[2] as Member;
    await t.call('Guild/guildStatus', { id: stars.id, enabled: false }, { token: admin });
    expect(await addHost({ guild_id: stars.id, user_no: member.user_no }, admin, 'zh-cn')).toMatchObject({
      msg: `公会「${stars.name}」已停用,不能添加主播`,
    });
    await t.call('Guild/guildStatus', { id: stars.id, enabled: true }, { token: admin });
    expect(await addHost({ guild_id: stars.id, user_no: 987_654_321 })).toMatchObject({
      msg: 'No member has the member ID or pretty number 987654321',
    });
    const sunrise = named('Sunrise');
    expect(await addHost({ guild_id: sunrise.id, user_no: member.user_no }, countryAdmin)).toMatchObject({ status: 403 });
    const outside = freeOutside1[1] as Member;
    expect(await addHost({ guild_id: stars.id, user_no: outside.user_no }, countryAdmin)).toMatchObject({ status: 403 });
    expect(await t.db.query('SELECT 1 FROM host WHERE member_id = ANY($1)', [[member.id, outside.id]])).toMatchObject({
      rows: [],
    });
  });

  it('scopes hosts and records to a country admin’s region in list and export', async () => {
    const hosts = await list<Host>('guildHostList', {}, countryAdmin);
    expect(hosts.total).toBeGreaterThan(0);
    expect(hosts.list.every((host) => host.region_id === 1)).toBe(true);
    const all = await list<Host>('guildHostList', { guild_id: named('Sunrise').id }, countryAdmin);
    expect(all.total).toBe(0);
    const exported = await t.call<{ rows: number }>('Guild/guildHostExport', { format: 'csv' }, { token: countryAdmin });
    expect(exported.data.rows).toBe(hosts.total);
    const records = await list<JoinRecord & { region_id: number }>('guildHostRecordList', {}, countryAdmin);
    expect(records.list.every((row) => row.region_id === 1)).toBe(true);
    const recordExport = await t.call<{ rows: number }>(
      'Guild/guildHostRecordExport',
      { format: 'csv' },
      { token: countryAdmin },
    );
    expect(recordExport.data.rows).toBe(records.total);
  });

  it('sets a host’s group, only to a group of the caller’s regions', async () => {
    const [host] = (await list<Host>('guildHostList', { guild_id: named('Moonlight').id })).list;
    // Host groups are host management's (PresideManagement); the guild screen reads them as choices.
    const groups = (
      await t.call<{ list: { id: number; name: string; regions: number[] }[] }>(
        'PresideManagement/hostGroupList',
        { pn: 100 },
        { token: admin },
      )
    ).data.list;
    const chinese = groups.find((group) => group.name.includes('Chinese')) as { id: number };
    const arabic = groups.find((group) => group.name.includes('Arabic')) as { id: number; name: string };
    expect(
      await t.call('Guild/guildHostGroup', { id: host?.id, host_group_id: chinese.id }, { token: countryAdmin, lang: 'en-us' }),
    ).toMatchObject({
      msg: 'No such host group in your regions',
    });
    const set = await t.call<Host>('Guild/guildHostGroup', { id: host?.id, host_group_id: arabic.id }, { token: countryAdmin });
    expect(set.data.host_group_name).toBe(arabic.name);
  });
});

describe('guild references (ref fields)', () => {
  it('names the guild of each host and join record by the guild’s name, and of a host just added', async () => {
    const names = new Map(guilds.map((guild) => [guild.id, guild.name]));
    type Named = { guild_id: number | null; ref_names: Record<string, string | null> };
    const hosts = (await list<Named>('guildHostList')).list;
    expect(hosts.some((host) => host.guild_id !== null)).toBe(true);
    for (const host of hosts) expect(host.ref_names.guild_id).toBe(host.guild_id === null ? null : names.get(host.guild_id));
    const records = (await list<Named>('guildHostRecordList')).list;
    expect(records.length).toBeGreaterThan(0);
    for (const row of records) expect(row.ref_names.guild_id).toBe(names.get(row.guild_id as number));
    const moonlight = named('Moonlight');
    const added = await t.call<Named>(
      'Guild/guildHostAdd',
      { guild_id: moonlight.id, user_no: (freeIn1[3] as Member).user_no },
      { token: admin },
    );
    expect(added.status, added.msg).toBe(200);
    expect(added.data.ref_names.guild_id).toBe(moonlight.name);
  });

  it('shows a country admin no name of a guild outside their regions', async () => {
    const sunrise = named('Sunrise');
    type Named = { guild_id: number; region_id: number; ref_names: Record<string, string | null> };
    const records = (await list<Named>('guildHostRecordList', {}, countryAdmin)).list;
    for (const row of records) {
      const guild = guilds.find((one) => one.id === row.guild_id);
      expect(row.ref_names.guild_id).toBe(guild?.region_id === 1 ? guild.name : null);
    }
    expect(sunrise.region_id).not.toBe(1);
  });
});
