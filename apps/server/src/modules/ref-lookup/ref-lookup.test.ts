import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { createAdminWithSession } from '../../../test/staff.ts';

type Options = { options: { key: number; name: string | null }[] };
type Room = { id: number; room_no: number; name: string; region_id: number };

let t: TestApp;
let admin: string;
let countryAdmin: string;
let inside: Room;
let outside: Room;
let gift: { id: number; name_en: string; name_zh: string };

const GIFT = { action: 'RoomCrystal/saveCrystalGift', field: 'gift_id' };
const ROOM = { action: 'RoomCrystal/addRoom', field: 'room_no' };

const search = (lookup: { action: string; field: string }, text: string, token = admin, lang: 'en-us' | 'zh-cn' = 'en-us') =>
  t.call<Options>('CommonHelper/refSearch', { ...lookup, text }, { token, lang });

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  countryAdmin = await t.login('country_admin');
  const room = async (where: string) =>
    (await t.db.query<Room>(`SELECT id::int, room_no::int, name, region_id FROM room WHERE ${where} ORDER BY id LIMIT 1`))
      .rows[0]!;
  inside = await room('region_id = 1');
  outside = await room('region_id <> 1');
  gift = (await t.db.query<typeof gift>('SELECT id, name_en, name_zh FROM gift ORDER BY id LIMIT 1')).rows[0]!;
});

describe('the reference picker’s search (CommonHelper/refSearch)', () => {
  it('finds a catalogue gift by part of its name, named in the reader’s language', async () => {
    const part = gift.name_en.slice(0, 3);
    const en = await search(GIFT, part);
    expect(en.data.options).toContainEqual({ key: gift.id, name: gift.name_en });
    const zh = await search(GIFT, gift.name_zh, admin, 'zh-cn');
    expect(zh.data.options).toContainEqual({ key: gift.id, name: gift.name_zh });
  });

  it('offers a key typed whole first, by the pretty number the field holds', async () => {
    const found = await search(ROOM, String(outside.room_no));
    expect(found.data.options[0]).toEqual({ key: outside.room_no, name: outside.name });
  });

  it('finds members by part of their nickname (the trigram-indexed copy) or their id typed whole', async () => {
    const MEMBER = { action: 'Setting/officialSave', field: 'member_id' };
    const [member] = (
      await t.db.query<{ id: number; nickname: string }>(
        'SELECT id::int, nickname FROM member WHERE length(nickname) > 4 ORDER BY id LIMIT 1',
      )
    ).rows;
    const byName = await search(MEMBER, member!.nickname.slice(1, 4).toUpperCase());
    expect(byName.data.options.length).toBeGreaterThan(0);
    for (const option of byName.data.options)
      expect(option.name?.toLowerCase()).toContain(member!.nickname.slice(1, 4).toLowerCase());
    expect((await search(MEMBER, String(member!.id))).data.options[0]).toEqual({ key: member!.id, name: member!.nickname });
  });

  it('never offers a row outside the caller’s regions, by key or by name', async () => {
    expect((await search(ROOM, String(outside.room_no), countryAdmin)).data.options).toEqual([]);
    expect((await search(ROOM, String(inside.room_no), countryAdmin)).data.options[0]?.key).toBe(inside.room_no);
    const byName = await search(ROOM, inside.name.slice(0, 2), countryAdmin);
    expect(byName.data.options.length).toBeGreaterThan(0);
    const { rows } = await t.db.query<{ region_id: number }>(
      'SELECT DISTINCT region_id FROM room WHERE room_no = ANY($1::bigint[])',
      [byName.data.options.map((option) => option.key)],
    );
    expect(rows.map((row) => row.region_id)).toEqual([1]);
  });

  it('offers the first host groups of the caller’s regions as the picker opens (no text yet)', async () => {
    const GROUP = { action: 'PresideManagement/hostGroupSet', field: 'host_group_id' };
    const answer = await search(GROUP, '', countryAdmin);
    expect(answer.status).toBe(200);
    const offered = answer.data.options;
    const { rows } = await t.db.query<{ id: number; name: string }>(
      'SELECT id, name FROM host_group WHERE 1 = ANY(regions) ORDER BY id LIMIT 20',
    );
    expect(offered).toEqual(rows.map((row) => ({ key: row.id, name: row.name })));
    expect(offered.length).toBeGreaterThan(0);
    const all = (await search(GROUP, '')).data.options;
    expect(all.length).toBeGreaterThan(offered.length);
  });

  it('offers nothing for a field that names no row, and refuses a caller who may not call the form’s action', async () => {
    expect((await search({ action: GIFT.action, field: 'energy' }, '1')).data.options).toEqual([]);
    const nobody = await createAdminWithSession(t.db, { username: 'ref_nobody', kind: 'operator', now: t.clock.now() });
    expect(await search(GIFT, 'a', nobody)).toMatchObject({ status: 403 });
  });
});

describe('the reference picker’s name (CommonHelper/refName)', () => {
  it('names a catalogue gift in the reader’s language, and nothing for a key naming none', async () => {
    const name = (key: number, lang: 'en-us' | 'zh-cn') =>
      t.call<{ name: string | null }>('CommonHelper/refName', { ...GIFT, key }, { token: countryAdmin, lang });
    expect((await name(gift.id, 'en-us')).data.name).toBe(gift.name_en);
    expect((await name(gift.id, 'zh-cn')).data.name).toBe(gift.name_zh);
    expect((await name(987_654_321, 'en-us')).data.name).toBeNull();
  });

  it('names the row a list’s ref filter holds (a sub-agent list’s parent), for a caller who may list it', async () => {
    const PARENT = { action: 'AgentManagement/subAgentList', field: 'parent_id' };
    const [agent] = (
      await t.db.query<{ id: number; nickname: string }>(
        'SELECT a.id::int, m.nickname FROM agent a JOIN member m ON m.id = a.member_id ORDER BY a.id LIMIT 1',
      )
    ).rows;
    const named = await t.call<{ name: string | null }>('CommonHelper/refName', { ...PARENT, key: agent!.id }, { token: admin });
    expect(named.data.name).toBe(agent!.nickname);
    // A filter that names no row (a plain text filter) gets nothing.
    const text = await t.call<{ name: string | null }>(
      'CommonHelper/refName',
      { action: PARENT.action, field: 'contacts', key: agent!.id },
      { token: admin },
    );
    expect(text.data.name).toBeNull();
  });
});
