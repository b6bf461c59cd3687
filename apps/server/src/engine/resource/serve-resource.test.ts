import { MenuIds, type ModuleLabels, resource } from '@console/contract';
import { eq, getTableColumns, ilike, or, sql } from 'drizzle-orm';
import { boolean, integer, pgTable, QueryBuilder, serial, text } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { unixSeconds } from '../../db/columns.ts';
import { MODULES } from '../../modules/index.ts';
import { invalid } from '../errors.ts';
import { exportColumns } from './resource-export.ts';
import { serveResource } from './serve-resource.ts';

/** A small resource with every standard action, on a table of its own made by this test. */
const labels: ModuleLabels = {
  'zh-cn': {
    noun: '测试项',
    fields: { name: '名称', state: '状态' },
    values: { state: { pending: '待审核', passed: '已通过' } },
  },
  en: {
    noun: 'test item',
    fields: { name: 'Name', state: 'State' },
    values: { state: { pending: 'Pending', passed: 'Passed' } },
  },
};
const items = resource({
  module: 'TestItems',
  namespace: 'testItems',
  menu: MenuIds.sensitiveWords,
  labels,
  scope: { region: 'region_id' },
  fields: {
    name: { kind: 'text', max: 20, required: true, unique: 'ci', filter: 'contains', sortable: true },
    region_id: { kind: 'region', required: true, filter: 'eq' },
    score: { kind: 'money', min: 0, max: 1000, default: 0 },
    is_on: { kind: 'bool', default: true },
    state: {
      kind: 'enum',
      values: ['pending', 'passed', 'refused', 'ignored'],
      colors: { pending: 'processing', passed: 'success', refused: 'error' },
      filter: 'eq',
      readOnly: true,
    },
    created_at: { kind: 'time', readOnly: true, filter: 'range' },
  },
  actions: { save: 'save', delete: 'delete', export: 'listExport', toggle: { field: 'is_on', action: 'isOn' } },
  review: {
    field: 'state',
    pending: 'pending',
    outcomes: { pass: 'passed', refuse: 'refused', ignore: 'ignored' },
    check: 'check',
  },
});
const table = pgTable('test_item', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  regionId: integer('region_id').notNull(),
  score: integer('score').notNull().default(0),
  isOn: boolean('is_on').notNull().default(true),
  state: text('state').notNull().default('pending'),
  reviewedByName: text('reviewed_by_name').notNull().default(''),
  createdBy: integer('created_by').notNull(),
  createdByName: text('created_by_name').notNull(),
  createdAt: unixSeconds('created_at').notNull(),
});
/** A read-only list of notes on items, each read with its item's name and region (a join), oldest first. */
const notes = resource({
  module: 'TestNotes',
  namespace: 'testNotes',
  menu: MenuIds.sensitiveWords,
  labels: { 'zh-cn': { noun: '备注', fields: {} }, en: { noun: 'note', fields: {} } },
  scope: { region: 'region_id' },
  order: 'asc',
  fields: {
    q: { kind: 'text', filter: 'contains', internal: true },
    body: { kind: 'text' },
    item_name: { kind: 'text' },
    region_id: { kind: 'region' },
  },
  actions: {},
});
const noteTable = pgTable('test_note', {
  id: serial('id').primaryKey(),
  itemId: integer('item_id').notNull(),
  body: text('body'),
});
/**
 * The notes as a legacy read-only screen lists them: a fixed page of 2, each with its item (a join)
 * and its region's name in the reader's language (a second join, of a subquery), the item id
 * shown beside the text and exported on its own, the region on the wire only, and the names of
 * all regions answered beside the rows.
 */
const pagedNotes = resource({
  module: 'TestPagedNotes',
  namespace: 'testPagedNotes',
  menu: MenuIds.sensitiveWords,
  labels: {
    'zh-cn': {
      noun: '备注',
      fields: { body: '内容', item_id: '项目ID', region_name: '区域名' },
      columnTitles: { body: '内容 (项目)' },
    },
    en: {
      noun: 'note',
      fields: { body: 'Body', item_id: 'Item id', region_name: 'Region name' },
      columnTitles: { body: 'Body (item)' },
    },
  },
  scope: { region: 'region_id' },
  order: 'asc',
  pageSize: 2,
  listExtras: { region_names: z.array(z.string()) },
  fields: {
    body: { kind: 'text' },
    item_id: { kind: 'int', shownIn: 'body' },
    region_id: { kind: 'region', wireOnly: true },
    region_name: { kind: 'text' },
  },
  actions: { export: 'listExport' },
});
const regionNameTable = pgTable('test_region_name', {
  regionId: integer('region_id').primaryKey(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
});
/** Another module's lookup, as risk records join the member's country. */
const regionNames = new QueryBuilder()
  .select({ ...getTableColumns(regionNameTable) })
  .from(regionNameTable)
  .as('region_names');
/** The same items as legacy screens serve theirs: in name order, one delete by `id` a hook may refuse, a scope of its own. */
const byName = resource({
  module: 'TestByName',
  namespace: 'testByName',
  menu: MenuIds.sensitiveWords,
  labels,
  order: 'asc',
  sortBy: 'name',
  fields: { name: { kind: 'text', sortable: true }, score: { kind: 'money' } },
  actions: { deleteOne: 'drop' },
});
/** Items sold in several regions (the `regions` kind, as gifts): seen by who holds any, changed by who holds all. */
const shared = resource({
  module: 'TestShared',
  namespace: 'testShared',
  menu: MenuIds.sensitiveWords,
  labels: { 'zh-cn': { noun: '共享项', fields: {} }, en: { noun: 'shared item', fields: {} } },
  scope: { region: 'regions' },
  fields: {
    name: { kind: 'text', max: 20, required: true },
    regions: { kind: 'regions', required: true, filter: 'eq' },
    is_on: { kind: 'bool', default: true },
  },
  actions: { save: 'save', delete: 'delete', toggle: { field: 'is_on', action: 'isOn' } },
});
const sharedTable = pgTable('test_shared', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  regions: integer('regions').array().notNull(),
  isOn: boolean('is_on').notNull().default(true),
  createdBy: integer('created_by').notNull(),
  createdByName: text('created_by_name').notNull(),
  createdAt: unixSeconds('created_at').notNull(),
});
const testModule = {
  name: 'test-items',
  actions: [
    // A check's own rule, after the rows moved: passing an item named 'Veto…' is refused.
    ...serveResource(items, table, {
      afterCheck: (records, result) => {
        if (result === 'pass' && records.some((record) => String(record.name).startsWith('Veto')))
          throw invalid('area_has_staff');
      },
    }),
    ...serveResource(byName, table, {
      access: ({ scope }) => (scope.all ? undefined : sql`false`),
      beforeDelete: (records) => {
        if (records.some((record) => Number(record.score) > 0)) throw invalid('area_has_staff');
      },
    }),
    ...serveResource(shared, sharedTable),
    ...serveResource(notes, noteTable, {
      join: { table, on: eq(table.id, noteTable.itemId) },
      columns: { item_name: table.name, region_id: table.regionId },
      filters: { q: { where: (q: string) => or(ilike(noteTable.body, `%${q}%`), ilike(table.name, `%${q}%`)) } },
    }),
    ...serveResource(pagedNotes, noteTable, {
      join: [
        { table, on: eq(table.id, noteTable.itemId) },
        { table: regionNames, on: eq(regionNames.regionId, table.regionId) },
      ],
      columns: { region_id: table.regionId },
      select: { nameZh: regionNames.nameZh, nameEn: regionNames.nameEn },
      derived: { region_name: (record, _now, lang) => (lang === 'en-us' ? record.nameEn : record.nameZh) },
      listExtras: async (ctx) => ({
        region_names: (await ctx.db.select().from(regionNameTable).orderBy(regionNameTable.regionId)).map((region) =>
          ctx.lang === 'en-us' ? region.nameEn : region.nameZh,
        ),
      }),
    }),
  ],
};

type Item = { id: number; name: string; region_id: number; score: number; is_on: boolean; state: string };
let t: TestApp;
let admin: string;
let countryAdmin: string;
beforeAll(async () => {
  t = await startTestApp({ modules: [...MODULES, testModule] });
  await t.db.query(`CREATE TABLE test_item (
    id serial PRIMARY KEY, name text NOT NULL, region_id integer NOT NULL, score integer NOT NULL DEFAULT 0,
    is_on boolean NOT NULL DEFAULT true, state text NOT NULL DEFAULT 'pending', reviewed_by_name text NOT NULL DEFAULT '',
    created_by integer NOT NULL, created_by_name text NOT NULL, created_at bigint NOT NULL)`);
  await t.db.query(`CREATE TABLE test_shared (
    id serial PRIMARY KEY, name text NOT NULL, regions integer[] NOT NULL, is_on boolean NOT NULL DEFAULT true,
    created_by integer NOT NULL, created_by_name text NOT NULL, created_at bigint NOT NULL)`);
  await t.db.query('CREATE TABLE test_note (id serial PRIMARY KEY, item_id integer NOT NULL, body text NOT NULL)');
  await t.db.query('CREATE TABLE test_region_name (region_id integer PRIMARY KEY, name_zh text NOT NULL, name_en text NOT NULL)');
  await t.db.query(`INSERT INTO test_region_name VALUES (0, '零区', 'Zero'), (1, '一区', 'One')`);
  admin = await t.login('admin');
  countryAdmin = await t.login('country_admin');
});

const add = async (name: string, region_id: number, token = admin) =>
  t.call<Item>('TestItems/save', { name, region_id }, { token });
const stateOf = async (id: number) =>
  (await t.db.query<{ state: string }>('SELECT state FROM test_item WHERE id = $1', [id])).rows[0]?.state;

describe('resource() and serveResource()', () => {
  it('declares the standard actions under their wire names, each with a label in both languages', () => {
    expect(items.specs.map((spec) => spec.action)).toEqual(['list', 'save', 'delete', 'isOn', 'listExport', 'check']);
    expect(items.save?.label).toEqual({ zh: '新增或编辑测试项', en: 'Add or edit test item' });
    expect(items.list.scope).toEqual({ list: true });
  });

  it('saves with defaults, refuses a duplicate in any case within the region, and allows it in another', async () => {
    const created = await add('Alpha', 0);
    expect(created.data).toMatchObject({ name: 'Alpha', region_id: 0, score: 0, is_on: true, state: 'pending' });
    const duplicate = await t.call('TestItems/save', { name: 'ALPHA', region_id: 0 }, { token: admin, lang: 'zh-cn' });
    expect(duplicate).toMatchObject({ status: 400, data: { errors: { name: '已存在' } } });
    expect((await add('alpha', 3)).status).toBe(200);
    const over = await t.call('TestItems/save', { name: 'Beta', region_id: 0, score: 1001 }, { token: admin });
    expect(over).toMatchObject({ status: 400, data: { errors: { score: 'Value is too large' } } });
    const [log] = (await t.logRows(`action = 'save' AND module = 'TestItems'`)).slice(-1);
    expect(log).toMatchObject({ result: 'failed', status: 400 });
  });

  it('gives a new row its defaults, and an edit leaving a defaulted field out keeps what is stored', async () => {
    const created = await t.call<Item>(
      'TestItems/save',
      { name: 'Kept', region_id: 0, score: 7, is_on: false },
      { token: admin },
    );
    const edited = await t.call<Item>('TestItems/save', { id: created.data.id, name: 'Kept 2', region_id: 0 }, { token: admin });
    expect(edited.data).toMatchObject({ name: 'Kept 2', score: 7, is_on: false });
    const plain = await t.call<Item>('TestItems/save', { name: 'Plain', region_id: 0 }, { token: admin });
    expect(plain.data).toMatchObject({ score: 0, is_on: true });
  });

  it('keeps a country admin out of other regions on list, update, delete, toggle and check', async () => {
    const foreign = await add('Foreign', 0);
    const id = foreign.data.id;
    const list = await t.call<{ list: Item[] }>('TestItems/list', { pn: 200 }, { token: countryAdmin });
    expect(list.data.list.every((item) => item.region_id === 1)).toBe(true);
    const update = await t.call('TestItems/save', { id, name: 'Mine now', region_id: 1 }, { token: countryAdmin });
    expect(update.status).toBe(403);
    expect((await t.call('TestItems/delete', { ids: id }, { token: countryAdmin })).status).toBe(403);
    expect((await t.call('TestItems/isOn', { id, is_on: false }, { token: countryAdmin })).status).toBe(403);
    expect((await t.call('TestItems/check', { ids: id, result: 'pass' }, { token: countryAdmin })).status).toBe(403);
    const row = await t.db.query('SELECT name, is_on, state FROM test_item WHERE id = $1', [id]);
    expect(row.rows[0]).toEqual({ name: 'Foreign', is_on: true, state: 'pending' });
    const own = await add('Own', 1, countryAdmin);
    expect(own.status).toBe(200);
    expect((await t.call('TestItems/delete', { ids: own.data.id }, { token: countryAdmin })).data).toEqual({ deleted: 1 });
  });

  it('shows a row of several regions to who holds any of them and lets only who holds all change it', async () => {
    type Shared = { id: number; name: string; regions: number[]; is_on: boolean };
    const save = async (name: string, regions: number[]) =>
      (await t.call<Shared>('TestShared/save', { name, regions }, { token: admin })).data.id;
    const zeroAndOne = await save('Zero and one', [0, 1]);
    const one = await save('One', [1]);
    const three = await save('Three', [3]);
    const seen = await t.call<{ list: Shared[] }>('TestShared/list', { pn: 200 }, { token: countryAdmin });
    expect(seen.data.list.map((row) => row.id).sort()).toEqual([zeroAndOne, one].sort());
    expect((await t.call<{ list: Shared[] }>('TestShared/list', { regions: 3 }, { token: countryAdmin })).data.list).toEqual([]);
    // Holding region 1 but not 0: the [0,1] row is seen, not changed by any action.
    const renamed = await t.call('TestShared/save', { id: zeroAndOne, name: 'Mine', regions: [1] }, { token: countryAdmin });
    expect(renamed.status).toBe(403);
    expect((await t.call('TestShared/isOn', { id: zeroAndOne, is_on: false }, { token: countryAdmin })).status).toBe(403);
    expect((await t.call('TestShared/delete', { ids: zeroAndOne }, { token: countryAdmin })).status).toBe(403);
    // Nor may a row be widened to a region the caller does not hold.
    expect((await t.call('TestShared/save', { id: one, name: 'One', regions: [1, 3] }, { token: countryAdmin })).status).toBe(
      403,
    );
    expect((await t.call('TestShared/isOn', { id: three, is_on: false }, { token: countryAdmin })).status).toBe(403);
    const rows = await t.db.query('SELECT id, name, regions, is_on FROM test_shared ORDER BY id');
    expect(rows.rows).toEqual([
      { id: zeroAndOne, name: 'Zero and one', regions: [0, 1], is_on: true },
      { id: one, name: 'One', regions: [1], is_on: true },
      { id: three, name: 'Three', regions: [3], is_on: true },
    ]);
    const changed = await t.call<Shared>(
      'TestShared/save',
      { id: one, name: 'One, renamed', regions: [1] },
      { token: countryAdmin },
    );
    expect(changed).toMatchObject({ status: 200, data: { name: 'One, renamed', regions: [1] } });
    expect((await t.call('TestShared/isOn', { id: one, is_on: false }, { token: countryAdmin })).status).toBe(200);
  });

  it('deletes all or none', async () => {
    const a = await add('Delete me', 0);
    expect((await t.call('TestItems/delete', { ids: `${a.data.id},999999` }, { token: admin })).status).toBe(400);
    expect(await stateOf(a.data.id)).toBe('pending');
  });

  it('reviews a batch whole or not at all, and only pending rows', async () => {
    const a = await add('Review a', 0);
    const b = await add('Review b', 0);
    const c = await add('Review c', 0);
    expect(
      (await t.call('TestItems/check', { ids: b.data.id, result: 'refuse', reason: 'blurry' }, { token: admin })).status,
    ).toBe(200);
    const mixed = await t.call(
      'TestItems/check',
      { ids: `${a.data.id},${b.data.id},${c.data.id}`, result: 'pass' },
      { token: admin },
    );
    expect(mixed).toMatchObject({ status: 400, msg: 'Only rows waiting for review can be reviewed; refresh and try again' });
    expect([await stateOf(a.data.id), await stateOf(b.data.id), await stateOf(c.data.id)]).toEqual([
      'pending',
      'refused',
      'pending',
    ]);
    const batch = await t.call('TestItems/check', { ids: `${a.data.id},${c.data.id}`, result: 'pass' }, { token: admin });
    expect(batch.data).toEqual({ checked: 2 });
    expect([await stateOf(a.data.id), await stateOf(c.data.id)]).toEqual(['passed', 'passed']);
    const reviewer = await t.db.query('SELECT reviewed_by_name FROM test_item WHERE id = $1', [a.data.id]);
    expect(reviewer.rows[0]).toEqual({ reviewed_by_name: 'admin' });
    const passed = await t.call<{ list: Item[] }>('TestItems/list', { state: 'passed', name: 'Review' }, { token: admin });
    expect(passed.data.list.map((item) => item.name).sort()).toEqual(['Review a', 'Review c']);
  });

  it('refuses a refusal without a reason, and undoes the whole check when its afterCheck hook refuses', async () => {
    const [veto, plain] = [await add('Veto a', 0), await add('Plain b', 0)];
    const bare = await t.call('TestItems/check', { ids: veto.data.id, result: 'refuse' }, { token: admin, lang: 'zh-cn' });
    expect(bare).toMatchObject({ status: 400, msg: '请填写原因', data: { errors: { reason: '不能为空' } } });
    const both = `${veto.data.id},${plain.data.id}`;
    expect((await t.call('TestItems/check', { ids: both, result: 'pass' }, { token: admin })).status).toBe(400);
    expect([await stateOf(veto.data.id), await stateOf(plain.data.id)]).toEqual(['pending', 'pending']);
    expect((await t.call('TestItems/check', { ids: both, result: 'ignore' }, { token: admin })).data).toEqual({ checked: 2 });
  });

  it('toggles, sorts by a sortable field and filters a time range', async () => {
    const a = await add('Toggle', 0);
    const off = await t.call<Item>('TestItems/isOn', { id: a.data.id, is_on: 'false' }, { token: admin });
    expect(off.data.is_on).toBe(false);
    const sorted = await t.call<{ list: Item[] }>('TestItems/list', { sort: 'name', order: 'asc', pn: 200 }, { token: admin });
    const names = sorted.data.list.map((item) => item.name);
    expect(names).toEqual([...names].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
    const later = await t.call<{ total: number }>('TestItems/list', { created_at_from: t.clock.now() + 10 }, { token: admin });
    expect(later.data.total).toBe(0);
  });

  it('exports the table columns, headed in the reader language', async () => {
    expect(exportColumns(items).map((column) => column.header.en)).toEqual([
      'Name',
      'Region',
      'score',
      'Switch',
      'State',
      'Created',
    ]);
    const ticket = await t.call<{ url: string }>('TestItems/listExport', { format: 'csv' }, { token: admin, lang: 'zh-cn' });
    const file = await t.inject({ method: 'GET', url: ticket.data.url });
    const [header, first] = file.body.replace('\uFEFF', '').split('\r\n');
    expect(header).toBe('名称,区域,score,开关,状态,创建时间');
    expect(first).toMatch(/,(英语区|阿语区|土耳其语区),/);
  });

  it('reads a joined table’s fields, scoped by them, oldest first, with a filter only its hook reads', async () => {
    const a = await add('Joined a', 0);
    const b = await add('Joined b', 1);
    await t.db.query(`INSERT INTO test_note (item_id, body) VALUES ($1, 'first'), ($2, 'second'), ($1, 'third')`, [
      a.data.id,
      b.data.id,
    ]);
    const all = await t.call<{ list: unknown[] }>('TestNotes/list', {}, { token: admin });
    expect(all.data.list).toEqual([
      { id: 1, body: 'first', item_name: 'Joined a', region_id: 0 },
      { id: 2, body: 'second', item_name: 'Joined b', region_id: 1 },
      { id: 3, body: 'third', item_name: 'Joined a', region_id: 0 },
    ]);
    const mine = await t.call<{ list: { id: number }[] }>('TestNotes/list', {}, { token: countryAdmin });
    expect(mine.data.list.map((note) => note.id)).toEqual([2]);
    const found = await t.call<{ list: { id: number }[] }>('TestNotes/list', { q: 'joined B' }, { token: admin });
    expect(found.data.list.map((note) => note.id)).toEqual([2]);
  });
});

describe('legacy shapes', () => {
  it('a fixed page size, two joins, a column read only by a derived field, and more in the answer than the rows', async () => {
    await t.db.query('DELETE FROM test_note');
    const [a, b] = [await add('Paged a', 0), await add('Paged b', 1)];
    await t.db.query(`INSERT INTO test_note (item_id, body) VALUES ($1, 'n1'), ($2, 'n2'), ($1, 'n3')`, [a.data.id, b.data.id]);
    const page = await t.call<{ list: unknown[]; total: number; region_names: string[] }>(
      'TestPagedNotes/list',
      {},
      { token: admin, lang: 'en-us' },
    );
    expect(page.data).toMatchObject({ total: 3, region_names: ['Zero', 'One'] });
    expect(page.data.list).toEqual([
      { id: expect.any(Number), body: 'n1', item_id: a.data.id, region_id: 0, region_name: 'Zero' },
      { id: expect.any(Number), body: 'n2', item_id: b.data.id, region_id: 1, region_name: 'One' },
    ]);
    const zh = await t.call<{ list: { region_name: string }[]; region_names: string[] }>(
      'TestPagedNotes/list',
      { pn: 3 },
      { token: countryAdmin, lang: 'zh-cn' },
    );
    expect(zh.data).toMatchObject({ list: [{ region_name: '一区' }], region_names: ['零区', '一区'] });
  });

  it('exports a field shown inside another’s column as a column of its own, after it, and a wire-only field not at all', () => {
    expect(exportColumns(pagedNotes).map((column) => column.header.en)).toEqual(['Body', 'Item id', 'Region name']);
  });

  it('refuses a declaration whose extra answer no hook gives', () => {
    expect(() => serveResource(pagedNotes, noteTable, { join: { table, on: eq(table.id, noteTable.itemId) } })).toThrow(
      'listExtras declared',
    );
  });

  it('sort by a field unless asked otherwise, delete one row by id answering null, refused by a hook, scoped by a condition', async () => {
    const [yankee, zulu] = [await add('Yankee', 2), await add('Zulu', 2)];
    await add('Xray', 2);
    await t.db.query('UPDATE test_item SET score = 5 WHERE id = $1', [zulu.data.id]);
    const list = await t.call<{ list: Item[] }>('TestByName/list', { pn: 200 }, { token: admin });
    const names = list.data.list.map((item) => item.name).filter((name) => ['Xray', 'Yankee', 'Zulu'].includes(name));
    expect(names).toEqual(['Xray', 'Yankee', 'Zulu']);
    expect((await t.call<{ list: Item[] }>('TestByName/list', {}, { token: countryAdmin })).data.list).toEqual([]);
    expect(await t.call('TestByName/drop', { id: zulu.data.id }, { token: admin })).toMatchObject({ status: 400 });
    expect(await t.call('TestByName/drop', { id: yankee.data.id }, { token: admin })).toMatchObject({ status: 200, data: null });
    const left = await t.db.query('SELECT id FROM test_item WHERE id = ANY($1::int[])', [[zulu.data.id, yankee.data.id]]);
    expect(left.rows).toEqual([{ id: zulu.data.id }]);
  });
});

describe('derived fields', () => {
  it('are computed in the caller’s language, for a row and for a list page', async () => {
    const { ResourceColumns } = await import('./resource-table.ts');
    const fields = { name: items.fields.name, shown_name: { kind: 'text', readOnly: true } } as const;
    const named = resource({ module: 'TestNamed', namespace: 'testNamed', menu: items.menu, labels, fields, actions: {} });
    const columns = new ResourceColumns(named, table, {
      derived: { shown_name: (record, _now, lang) => `${String(record.name)} (${lang})` },
    });
    expect(columns.toRow({ id: 1, name: 'a' }, 0, 'en-us')).toEqual({ id: 1, name: 'a', shown_name: 'a (en-us)' });
    expect(columns.listDefinition().toRow({ id: 1, name: 'a' }, 'zh-cn', 0)).toMatchObject({ shown_name: 'a (zh-cn)' });
  });
});
