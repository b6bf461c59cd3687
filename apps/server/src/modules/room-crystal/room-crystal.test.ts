import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

type Level = {
  id: number;
  level: number;
  name: string;
  threshold: number;
  probability: number;
  reward: number;
  expected_reward: number;
  expected_total: number;
};
type Gift = { id: number; gift_id: number; gift_name: string; gift_price: number; energy: number };
type CrystalRoom = { id: number; room_no: number; room_name: string; region_id: number };

let t: TestApp;
let admin: string;
let countryAdmin: string;
/** Rooms of the fixture by region: one in region 1 and one outside it, neither in the programme yet. */
let inside: { id: number; room_no: number; region_id: number };
let outside: { id: number; room_no: number; region_id: number };

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  countryAdmin = await t.login('country_admin');
  const free = async (where: string) =>
    (
      await t.db.query<{ id: number; room_no: number; region_id: number }>(
        `SELECT id::int, room_no::int, region_id FROM room WHERE ${where} AND id NOT IN (SELECT room_id FROM crystal_room) ORDER BY id LIMIT 1`,
      )
    ).rows[0] as { id: number; room_no: number; region_id: number };
  inside = await free('region_id = 1');
  outside = await free('region_id <> 1');
});

const levels = async (token = admin) =>
  (await t.call<{ list: Level[] }>('RoomCrystal/crystalLevelInfo', { pn: 100 }, { token })).data.list;
const saveLevel = (body: Record<string, unknown>, lang: 'en-us' | 'zh-cn' = 'en-us', token = admin) =>
  t.call<Level>('RoomCrystal/crystalLevelSave', body, { token, lang });

/** What an edit of a level sends: the whole row, as the form does. */
const editable = ({ id, level, name, threshold, probability, reward }: Level & { name?: string }) => ({
  id,
  level,
  name,
  threshold,
  probability,
  reward,
});

describe('crystal levels', () => {
  it('lists the levels in order with what each pays on average, alone and up to it', async () => {
    const list = await levels();
    expect(list.map((level) => level.level)).toEqual([1, 2, 3, 4, 5, 6]);
    // 80 % of 100, then 60 % of 500.
    expect(list[0]).toMatchObject({ expected_reward: 80, expected_total: 80 });
    expect(list[1]).toMatchObject({ expected_reward: 300, expected_total: 380 });
  });

  it('takes a probability from 0 to 100 only, and says so in both languages', async () => {
    const body = { level: 7, name: 'Mythic', threshold: 3_000_000, reward: 500_000 };
    const over = await saveLevel({ ...body, probability: 101 });
    expect(over).toMatchObject({
      status: 400,
      msg: 'Invalid input, please check',
      data: { errors: { probability: 'Value is too large' } },
    });
    const under = await saveLevel({ ...body, probability: -1 }, 'zh-cn');
    expect(under).toMatchObject({ status: 400, msg: '输入有误,请检查', data: { errors: { probability: '数值过小' } } });
    const half = await saveLevel({ ...body, probability: 2.5 });
    expect(half.data).toMatchObject({ errors: { probability: 'Must be a whole number' } });
    const saved = await saveLevel({ ...body, probability: 100 });
    expect(saved.data).toMatchObject({ level: 7, probability: 100, expected_reward: 500_000 });
    // Each level's chance is its own: the probabilities (80+60+45+30+15+5+100) need not sum to 100.
    const edited = await saveLevel({ ...body, id: saved.data.id, probability: 0 });
    expect(edited.data).toMatchObject({ probability: 0, expected_reward: 0 });
  });

  it('refuses a threshold out of the levels’ order, naming the bounds', async () => {
    const low = await saveLevel({ level: 8, name: 'Low', threshold: 900_000, probability: 1, reward: 1 });
    expect(low).toMatchObject({
      status: 400,
      msg: 'A higher level needs more energy: the threshold must be above the lower levels (3000000) and below the higher ones (-)',
    });
    const second = (await levels()).find((level) => level.level === 2) as Level;
    const zh = await saveLevel({ ...editable(second), threshold: 60_000 }, 'zh-cn');
    expect(zh.msg).toBe('等级越高所需能量越多:门槛须高于低等级(5000)且低于高等级(60000)');
    expect((await saveLevel({ ...editable(second), threshold: 59_999 })).status).toBe(200);
  });

  it('refuses a level that exists', async () => {
    const again = await saveLevel({ level: 1, name: 'Again', threshold: 1, probability: 1, reward: 1 }, 'zh-cn');
    expect(again).toMatchObject({ status: 400, msg: '已存在' });
  });

  it('lets a country admin read the levels, not change them: they apply to every region', async () => {
    expect((await levels(countryAdmin)).length).toBeGreaterThan(0);
    const [first] = await levels();
    const refused = await saveLevel({ ...editable(first as Level), probability: 50 }, 'en-us', countryAdmin);
    expect(refused).toMatchObject({
      status: 403,
      msg: 'Crystal levels and gifts apply to every region: only an admin holding all regions can change them',
    });
    const zh = await t.call('RoomCrystal/crystalLevelDelete', { ids: first?.id }, { token: countryAdmin, lang: 'zh-cn' });
    expect(zh).toMatchObject({ status: 403, msg: '水晶等级和水晶礼物对所有区域生效,只有拥有全部区域的管理员可以修改' });
  });
});

describe('crystal gifts', () => {
  it('adds a gift of the catalogue, its energy its price unless given, named in the reader’s language', async () => {
    const { rows } = await t.db.query<{ id: number; price: number; name_en: string; name_zh: string }>(
      'SELECT id, price::int, name_en, name_zh FROM gift WHERE id NOT IN (SELECT gift_id FROM crystal_gift) ORDER BY id LIMIT 2',
    );
    const [one, two] = rows as [(typeof rows)[0], (typeof rows)[0]];
    const added = await t.call<Gift>('RoomCrystal/saveCrystalGift', { gift_id: one.id }, { token: admin });
    expect(added.data).toMatchObject({ gift_id: one.id, energy: one.price, gift_price: one.price, gift_name: one.name_en });
    const zh = await t.call<Gift>('RoomCrystal/saveCrystalGift', { gift_id: two.id, energy: 7 }, { token: admin, lang: 'zh-cn' });
    expect(zh.data).toMatchObject({ energy: 7, gift_name: two.name_zh });
    const twice = await t.call('RoomCrystal/saveCrystalGift', { gift_id: one.id }, { token: admin });
    expect(twice).toMatchObject({ status: 400, msg: 'Already exists' });
  });

  it('refuses a gift the catalogue does not have, in both languages', async () => {
    const en = await t.call('RoomCrystal/saveCrystalGift', { gift_id: 999_999 }, { token: admin });
    expect(en).toMatchObject({ status: 400, msg: 'No gift has this id', data: { errors: { gift_id: 'No gift has this id' } } });
    const zh = await t.call('RoomCrystal/saveCrystalGift', { gift_id: 999_999 }, { token: admin, lang: 'zh-cn' });
    expect(zh.msg).toBe('没有此ID的礼物');
  });

  it('is changed by an admin holding every region only', async () => {
    const { list } = (await t.call<{ list: Gift[] }>('RoomCrystal/roomCrystalList', {}, { token: countryAdmin })).data;
    const refused = await t.call('RoomCrystal/deleteRoomCrystal', { ids: list[0]?.id }, { token: countryAdmin });
    expect(refused.status).toBe(403);
  });
});

describe('rooms in the crystal programme', () => {
  const add = (room_no: unknown, token = admin, lang: 'en-us' | 'zh-cn' = 'en-us') =>
    t.call<CrystalRoom>('RoomCrystal/addRoom', room_no === undefined ? {} : { room_no }, { token, lang });

  it('adds a room by its number, and logs it', async () => {
    const added = await add(outside.room_no);
    expect(added.data).toMatchObject({ room_no: outside.room_no, region_id: outside.region_id });
    const [log] = (await t.logRows(`action = 'addRoom' AND result = 'ok'`)).slice(-1);
    expect(log).toMatchObject({ target_type: 'crystal_room', target_id: String(added.data.id) });
  });

  it('refuses an empty room number, an unknown one and one already in, in both languages', async () => {
    expect(await add(undefined)).toMatchObject({ status: 400, data: { errors: { room_no: 'Cannot be empty' } } });
    expect(await add('', admin, 'zh-cn')).toMatchObject({ status: 400, data: { errors: { room_no: '不能为空' } } });
    expect(await add(12_345)).toMatchObject({ status: 400, msg: 'No room has the number 12345' });
    expect((await add(12_345, admin, 'zh-cn')).msg).toBe('没有房间号为 12345 的房间');
    expect(await add(outside.room_no, admin, 'zh-cn')).toMatchObject({ status: 400, msg: '已存在' });
  });

  it('keeps a country admin to the rooms of their region', async () => {
    const refused = await add(inside.room_no === outside.room_no ? 0 : (await freeOutside()).room_no, countryAdmin);
    expect(refused).toMatchObject({ status: 403, msg: 'No permission for this region' });
    const own = await add(inside.room_no, countryAdmin);
    expect(own.data).toMatchObject({ room_no: inside.room_no, region_id: 1 });
    const { list } = (await t.call<{ list: CrystalRoom[] }>('RoomCrystal/roomListByPage', { pn: 100 }, { token: countryAdmin }))
      .data;
    expect(new Set(list.map((room) => room.region_id))).toEqual(new Set([1]));
    const theirs = (
      await t.call<{ list: CrystalRoom[] }>('RoomCrystal/roomListByPage', { room_no: outside.room_no }, { token: admin })
    ).data.list[0];
    expect((await t.call('RoomCrystal/deleteRoom', { ids: theirs?.id }, { token: countryAdmin })).status).toBe(403);
    expect((await t.call('RoomCrystal/deleteRoom', { ids: own.data.id }, { token: countryAdmin })).data).toEqual({ deleted: 1 });
  });
});

async function freeOutside() {
  const { rows } = await t.db.query<{ room_no: number }>(
    'SELECT room_no::int FROM room WHERE region_id <> 1 AND id NOT IN (SELECT room_id FROM crystal_room) ORDER BY id LIMIT 1',
  );
  return rows[0] as { room_no: number };
}
