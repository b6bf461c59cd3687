import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

type Official = {
  id: number;
  member_id: number;
  nickname: string;
  display_name: string;
  badge: string;
  regions: number[];
  is_on: boolean;
};
type Manager = {
  id: number;
  member_id: number;
  nickname: string;
  region_id: number;
  can_mute: boolean;
  can_kick: boolean;
  can_close_room: boolean;
  can_warn: boolean;
  created_by_name: string;
  created_at: number;
};
type Page<T> = { list: T[]; total: number };

let t: TestApp;
let admin: string;
/** Members the demo lists nowhere: the oldest of region 1 and of region 3. */
let inRegion1: number;
let inRegion3: number;
const officialList = async (input: Record<string, unknown>, token = admin) =>
  (await t.call<Page<Official>>('Setting/officialList', { pn: 200, ...input }, { token })).data;
const managerList = async (input: Record<string, unknown>, token = admin) =>
  (await t.call<Page<Manager>>('Setting/managementList', { pn: 200, ...input }, { token })).data;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  const oldest = async (region: number) =>
    Number((await t.db.query('SELECT id FROM member WHERE region_id = $1 ORDER BY id LIMIT 1 OFFSET 1', [region])).rows[0]?.id);
  inRegion1 = await oldest(1);
  inRegion3 = await oldest(3);
});

describe('official accounts (Setting/officialList, officialSave, officialDelete, officialIsOn)', () => {
  it('lists the demo accounts with their members, badges and regions', async () => {
    const { list } = await officialList({});
    expect(list.length).toBeGreaterThanOrEqual(10);
    expect(new Set(list.map((one) => one.badge))).toEqual(new Set(['official', 'system', 'service']));
    expect(list.every((one) => one.nickname !== '')).toBe(true);
    expect(list.some((one) => !one.is_on)).toBe(true);
    expect((await officialList({ badge: 'service' })).list.every((one) => one.badge === 'service')).toBe(true);
  });

  it('refuses an unknown member, a member listed twice and bad values in both languages, saving nothing', async () => {
    const taken = (await officialList({})).list[0]?.member_id;
    const base = { member_id: inRegion1, display_name: 'Test official', badge: 'official', regions: [1] };
    const refusals: [Record<string, unknown>, Record<string, string>, Record<string, string>][] = [
      [{ member_id: 1 }, { member_id: 'No member has this ID' }, { member_id: '该用户不存在' }],
      [{ display_name: '' }, { display_name: 'Cannot be empty' }, { display_name: '不能为空' }],
      [{ badge: 'vip' }, { badge: 'Invalid option' }, { badge: '选项无效' }],
      [{ regions: [] }, { regions: 'Cannot be empty' }, { regions: '不能为空' }],
    ];
    const before = (await officialList({})).total;
    for (const [change, en, zh] of refusals) {
      const english = await t.call('Setting/officialSave', { ...base, ...change }, { token: admin, lang: 'en-us' });
      expect(english, JSON.stringify(change)).toMatchObject({ status: 400, data: { errors: en } });
      const chinese = await t.call('Setting/officialSave', { ...base, ...change }, { token: admin, lang: 'zh-cn' });
      expect(chinese, JSON.stringify(change)).toMatchObject({ status: 400, data: { errors: zh } });
    }
    const twice = await t.call('Setting/officialSave', { ...base, member_id: taken }, { token: admin, lang: 'en-us' });
    expect(twice).toMatchObject({ status: 400, msg: 'Already exists' });
    expect((await officialList({})).total).toBe(before);
    const saved = await t.call<Official>('Setting/officialSave', base, { token: admin });
    expect(saved).toMatchObject({ status: 200, data: { member_id: inRegion1, display_name: 'Test official', is_on: true } });
    expect(saved.data.nickname).not.toBe('');
  });

  it('lets a country admin of region 1 see accounts sharing it and change only those of region 1 alone', async () => {
    const token = await t.login('country_admin');
    const { list } = await officialList({}, token);
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((one) => one.regions.includes(1))).toBe(true);
    const everywhere = list.find((one) => one.regions.length > 1);
    const refused = await t.call('Setting/officialIsOn', { id: everywhere?.id, is_on: false }, { token, lang: 'en-us' });
    expect(refused).toMatchObject({ status: 403, msg: 'No permission for this region' });
    // Nor is a member of another region theirs to make official (issue 27), named on the field.
    const outside = await t.call(
      'Setting/officialSave',
      { member_id: inRegion3, display_name: 'Regional', badge: 'service', regions: [1] },
      { token },
    );
    expect(outside).toMatchObject({
      status: 403,
      data: { errors: { member_id: `Member ${inRegion3} is outside your regions` } },
    });
    const another = await t.db.query('SELECT id FROM member WHERE region_id = 1 ORDER BY id LIMIT 1 OFFSET 2');
    const mine = await t.call<Official>(
      'Setting/officialSave',
      { member_id: Number(another.rows[0]?.id), display_name: 'Regional', badge: 'service', regions: [1] },
      { token },
    );
    expect(mine).toMatchObject({ status: 200, data: { regions: [1] } });
  });
});

describe('app managers (Setting/managementList, managementSave, managementDelete)', () => {
  it('lists the demo managers with their powers, region and who appointed them', async () => {
    const { list } = await managerList({});
    expect(list.length).toBeGreaterThanOrEqual(9);
    expect(list.every((one) => one.created_by_name === 'admin' && one.nickname !== '')).toBe(true);
    expect(list.some((one) => one.can_close_room) && list.some((one) => !one.can_close_room)).toBe(true);
  });

  it('takes the region from the member and refuses no power, unknown or repeated members in both languages', async () => {
    const refusals: [Record<string, unknown>, Record<string, string>, Record<string, string>][] = [
      [{ member_id: 1 }, { member_id: 'No member has this ID' }, { member_id: '该用户不存在' }],
      [
        { can_mute: false, can_kick: false, can_close_room: false, can_warn: false },
        { can_mute: 'Choose at least one power (mute, kick, close room, warn)' },
        { can_mute: '请至少选择一项管理权限(禁言、踢人、关闭房间、警告)' },
      ],
    ];
    const before = (await managerList({})).total;
    for (const [change, en, zh] of refusals) {
      const body = { member_id: inRegion3, ...change };
      expect(await t.call('Setting/managementSave', body, { token: admin, lang: 'en-us' })).toMatchObject({
        status: 400,
        data: { errors: en },
      });
      expect(await t.call('Setting/managementSave', body, { token: admin, lang: 'zh-cn' })).toMatchObject({
        status: 400,
        data: { errors: zh },
      });
    }
    expect((await managerList({})).total).toBe(before);
    const saved = await t.call<Manager>(
      'Setting/managementSave',
      { member_id: inRegion3, can_close_room: true },
      { token: admin },
    );
    expect(saved).toMatchObject({
      status: 200,
      data: { region_id: 3, can_mute: true, can_kick: true, can_close_room: true, created_by_name: 'admin' },
    });
    const again = await t.call('Setting/managementSave', { member_id: inRegion3 }, { token: admin, lang: 'zh-cn' });
    expect(again).toMatchObject({ status: 400, msg: '已存在' });
    expect((await managerList({})).total).toBe(before + 1);
  });

  it('keeps a country admin of region 1 to the managers of region 1', async () => {
    const token = await t.login('country_admin');
    expect((await managerList({}, token)).list.every((one) => one.region_id === 1)).toBe(true);
    const foreign = (await managerList({ region_id: 3 })).list[0];
    expect(await t.call('Setting/managementDelete', { ids: foreign?.id }, { token, lang: 'en-us' })).toMatchObject({
      status: 403,
      msg: 'No permission for this region',
    });
    const outside = await t.call('Setting/managementSave', { member_id: foreign?.member_id }, { token, lang: 'en-us' });
    expect(outside.status).not.toBe(200);
    const own = await t.call<Manager>('Setting/managementSave', { member_id: inRegion1, can_warn: true }, { token });
    expect(own).toMatchObject({ status: 200, data: { region_id: 1 } });
    expect((await t.call('Setting/managementDelete', { ids: own.data.id }, { token })).status).toBe(200);
  });
});
