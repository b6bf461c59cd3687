import { MenuIds, resource } from '@console/contract';
import { bigint, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { unixSeconds } from '../../db/columns.ts';
import { MODULES } from '../../modules/index.ts';
import { serveResource } from './serve-resource.ts';

/**
 * The `ref` field kind (issue 28 item 3): a room named by the number staff type and a family by its
 * id, checked to exist and to lie in the caller's regions on save, and shown by name in lists.
 */
const picks = resource({
  module: 'TestPicks',
  namespace: 'testPicks',
  menu: MenuIds.sensitiveWords,
  labels: {
    'zh-cn': { noun: '推荐', fields: { title: '标题', room_no: '房间', family_id: '家族', region_id: '区域' } },
    en: { noun: 'pick', fields: { title: 'Title', room_no: 'Room', family_id: 'Family', region_id: 'Region' } },
  },
  scope: { region: 'region_id' },
  fields: {
    title: { kind: 'text', max: 20, required: true },
    region_id: { kind: 'region', required: true },
    room_no: { kind: 'ref', ref: { entity: 'room', by: 'number' }, required: true },
    family_id: { kind: 'ref', ref: { entity: 'family' }, nullable: true },
    created_at: { kind: 'time', readOnly: true },
  },
  actions: { list: 'list', save: 'save', export: 'export' },
});
const table = pgTable('test_pick', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  regionId: integer('region_id').notNull(),
  roomNo: bigint('room_no', { mode: 'number' }).notNull(),
  familyId: integer('family_id'),
  createdBy: integer('created_by').notNull(),
  createdByName: text('created_by_name').notNull(),
  createdAt: unixSeconds('created_at').notNull(),
});

type Pick = { id: number; room_no: number; family_id: number | null; ref_names: Record<string, string | null> };
let t: TestApp;
let admin: string;
let countryAdmin: string;
const rooms: Record<'inside' | 'outside', { room_no: number; name: string }> = {} as never;
const save = (input: Record<string, unknown>, token = admin, lang: 'en-us' | 'zh-cn' = 'en-us') =>
  t.call<Pick>('TestPicks/save', input, { token, lang });

beforeAll(async () => {
  t = await startTestApp({ modules: [...MODULES, { name: 'test-picks', actions: serveResource(picks, table) }] });
  await t.db.query(`CREATE TABLE test_pick (
    id serial PRIMARY KEY, title text NOT NULL, region_id integer NOT NULL, room_no bigint NOT NULL, family_id integer,
    created_by integer NOT NULL, created_by_name text NOT NULL, created_at bigint NOT NULL)`);
  for (const [side, where] of [
    ['inside', 'region_id = 1'],
    ['outside', 'region_id <> 1'],
  ] as const) {
    const { rows } = await t.db.query<{ room_no: string; name: string }>(
      `SELECT room_no, name FROM room WHERE ${where} ORDER BY id LIMIT 1`,
    );
    rooms[side] = { room_no: Number(rows[0]?.room_no), name: String(rows[0]?.name) };
  }
  admin = await t.login('admin');
  countryAdmin = await t.login('country_admin');
});

describe('ref fields', () => {
  it('saves a reference to a row that exists and shows its name beside the key, in the list too', async () => {
    const saved = await save({ title: 'Inside', region_id: 1, room_no: rooms.inside.room_no });
    expect(saved.status, saved.msg).toBe(200);
    expect(saved.data.ref_names).toEqual({ room_no: rooms.inside.name, family_id: null });
    const list = await t.call<{ list: Pick[] }>('TestPicks/list', {}, { token: admin });
    expect(list.data.list.find((pick) => pick.id === saved.data.id)?.ref_names.room_no).toBe(rooms.inside.name);
  });

  it('refuses a key naming no row, naming the entity and the key in the reader’s language, and saves nothing', async () => {
    const count = async () => Number((await t.db.query('SELECT count(*) AS n FROM test_pick')).rows[0]?.n);
    const before = await count();
    const en = await save({ title: 'Ghost', region_id: 1, room_no: 987_654_321 });
    expect(en.status).toBe(400);
    expect(en.msg).toBe('No room 987654321');
    expect(en.data).toMatchObject({ errors: { room_no: 'Does not exist' } });
    const zh = await save({ title: 'Ghost', region_id: 1, room_no: rooms.inside.room_no, family_id: 987_654 }, admin, 'zh-cn');
    expect(zh.msg).toBe('家族 987654 不存在');
    expect(await count()).toBe(before);
  });

  it('refuses a country admin a row of another region, and shows them no name of one saved by others', async () => {
    const refused = await save({ title: 'Elsewhere', region_id: 1, room_no: rooms.outside.room_no }, countryAdmin);
    expect(refused.status).toBe(403);
    expect(refused.data).toHaveProperty('errors.room_no');
    // A super admin may point a region-1 row at any room; the country admin then sees the key, not the name.
    const saved = await save({ title: 'Pointed away', region_id: 1, room_no: rooms.outside.room_no });
    expect(saved.data.ref_names.room_no).toBe(rooms.outside.name);
    const seen = await t.call<{ list: Pick[] }>('TestPicks/list', {}, { token: countryAdmin });
    const row = seen.data.list.find((pick) => pick.id === saved.data.id);
    expect(row?.room_no).toBe(rooms.outside.room_no);
    expect(row?.ref_names.room_no).toBeNull();
  });

  it('exports a reference as the list shows it, its name beside the key, and no name outside the exporter’s regions', async () => {
    const saved = await save({ title: 'Exported', region_id: 1, room_no: rooms.inside.room_no });
    const away = await save({ title: 'Exported away', region_id: 1, room_no: rooms.outside.room_no });
    expect([saved.status, away.status]).toEqual([200, 200]);
    const exported = async (token: string) => {
      const ticket = await t.call<{ url: string }>('TestPicks/export', { format: 'csv' }, { token });
      const file = await t.inject({ method: 'GET', url: ticket.data.url });
      return file.body.replace('\uFEFF', '').split('\r\n');
    };
    const lines = await exported(admin);
    expect(lines[0]).toBe('Title,Region,Room,Family,Created');
    expect(lines.find((line) => line.startsWith('Exported,'))).toContain(`,${rooms.inside.name} (${rooms.inside.room_no}),`);
    expect(lines.find((line) => line.startsWith('Exported away,'))).toContain(
      `,${rooms.outside.name} (${rooms.outside.room_no}),`,
    );
    // The country admin's file keeps the other region's key but not its name, as their list does.
    const theirs = await exported(countryAdmin);
    expect(theirs.find((line) => line.startsWith('Exported away,'))).toContain(`,${rooms.outside.room_no},`);
    expect(theirs.join('\n')).not.toContain(rooms.outside.name);
  });
});
