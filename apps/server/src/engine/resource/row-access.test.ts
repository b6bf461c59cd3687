import { MenuIds, type ModuleLabels, resource } from '@console/contract';
import { eq } from 'drizzle-orm';
import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { unixSeconds } from '../../db/columns.ts';
import { MODULES } from '../../modules/index.ts';
import { serveResource } from './serve-resource.ts';

/**
 * Row access (issue 28 item 9) on a table two kinds of row share: the bugs resource sees rows of
 * kind `bug` only (`where`), and a caller other than a super admin only the bugs they own
 * (`access`), on every read and every write, with region scope as always beside them.
 */
const labels: ModuleLabels = {
  'zh-cn': { noun: '缺陷', fields: { name: '名称', owner_id: '负责人', state: '状态' } },
  en: { noun: 'bug', fields: { name: 'Name', owner_id: 'Owner', state: 'State' } },
};
const bugs = resource({
  module: 'TestBugs',
  namespace: 'testBugs',
  menu: MenuIds.sensitiveWords,
  labels,
  scope: { region: 'region_id' },
  fields: {
    name: { kind: 'text', max: 20, required: true, filter: 'contains' },
    owner_id: { kind: 'int', min: 1, required: true, filter: 'eq' },
    region_id: { kind: 'region', required: true, filter: 'eq' },
    is_on: { kind: 'bool', default: true },
    state: { kind: 'enum', values: ['pending', 'passed', 'refused', 'ignored'], filter: 'eq', readOnly: true },
  },
  actions: { save: 'save', delete: 'delete', detail: 'info', export: 'listExport', toggle: { field: 'is_on', action: 'isOn' } },
  review: {
    field: 'state',
    pending: 'pending',
    outcomes: { pass: 'passed', refuse: 'refused', ignore: 'ignored' },
    check: 'check',
  },
  commands: { touch: { action: 'touch' } },
});
const tickets = pgTable('test_ticket', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(),
  name: text('name').notNull(),
  ownerId: integer('owner_id').notNull(),
  regionId: integer('region_id').notNull(),
  isOn: boolean('is_on').notNull().default(true),
  state: text('state').notNull().default('pending'),
  createdBy: integer('created_by').notNull(),
  createdByName: text('created_by_name').notNull(),
  createdAt: unixSeconds('created_at').notNull(),
});
const testModule = {
  name: 'test-bugs',
  actions: serveResource(bugs, tickets, {
    where: eq(tickets.kind, 'bug'),
    access: {
      rows: ({ principal }) => (principal?.roleKind === 'super_admin' ? undefined : eq(tickets.ownerId, principal?.adminId ?? 0)),
      replaces: ['owner_id'],
    },
    // A new row is a bug: the kind no field names is set by the screen, as a shared table's screens do.
    beforeSave: (values, _ctx, before) => {
      if (!before) values.kind = 'bug';
    },
    commands: { touch: () => ({ name: 'touched' }) },
  }),
};

type Bug = { id: number; name: string; owner_id: number; region_id: number; is_on: boolean; state: string };
type Page = { list: Bug[]; total: number };
let t: TestApp;
let admin: string;
let country: string;
let countryId: number;
let rootId: number;
let rows: Record<string, number>;

const call = <T>(action: string, body: Record<string, unknown>, token: string) =>
  t.call<T>(`TestBugs/${action}`, body, { token });
const stored = async () => (await t.db.query('SELECT * FROM test_ticket ORDER BY id')).rows;

beforeAll(async () => {
  t = await startTestApp({ modules: [...MODULES, testModule] });
  await t.db.query(`CREATE TABLE test_ticket (
    id serial PRIMARY KEY, kind text NOT NULL, name text NOT NULL, owner_id integer NOT NULL, region_id integer NOT NULL,
    is_on boolean NOT NULL DEFAULT true, state text NOT NULL DEFAULT 'pending',
    created_by integer NOT NULL, created_by_name text NOT NULL, created_at bigint NOT NULL)`);
  admin = await t.login('admin');
  country = await t.login('country_admin');
  const ids = await t.db.query<{ id: number; username: string }>(
    `SELECT id, username FROM admin WHERE username IN ('admin', 'country_admin')`,
  );
  rootId = ids.rows.find((row) => row.username === 'admin')?.id as number;
  countryId = ids.rows.find((row) => row.username === 'country_admin')?.id as number;
  const { rows: made } = await t.db.query<{ id: number; name: string }>(
    `INSERT INTO test_ticket (kind, name, owner_id, region_id, created_by, created_by_name, created_at)
     VALUES ('bug', 'mine', $1, 1, 1, 'admin', 0), ('bug', 'mine far', $1, 0, 1, 'admin', 0),
            ('bug', 'theirs', $2, 1, 1, 'admin', 0), ('idea', 'idea', $1, 1, 1, 'admin', 0)
     RETURNING id, name`,
    [countryId, rootId],
  );
  rows = Object.fromEntries(made.map((row) => [row.name, row.id]));
});

describe('row access: where and access', () => {
  it('lists, counts and exports only the rows of the kind and the caller, whatever owner is asked for', async () => {
    const all = (await call<Page>('list', { pn: 50 }, admin)).data;
    expect(all.list.map((bug) => bug.name).sort()).toEqual(['mine', 'mine far', 'theirs']);
    const own = (await call<Page>('list', { pn: 50, owner_id: rootId }, country)).data;
    expect([own.total, own.list.map((bug) => bug.name)]).toEqual([1, ['mine']]);
    const ticket = await call<{ url: string; rows: number }>('listExport', { format: 'csv', owner_id: rootId }, country);
    expect(ticket.data.rows).toBe(1);
    const file = (await t.inject({ method: 'GET', url: ticket.data.url })).body;
    expect(file).toContain('mine');
    expect(file).not.toContain('theirs');
  });

  it('answers a row of another kind as not found and another owner’s as refused, on a detail', async () => {
    // Not found answers as an unknown id does: 400, "No data".
    const idea = await call('info', { id: rows.idea }, admin);
    expect([idea.status, idea.msg]).toEqual([400, 'No data']);
    expect((await call('info', { id: rows.theirs }, country)).status).toBe(403);
    expect((await call('info', { id: rows['mine far'] }, country)).msg).toBe('No permission for this region');
    expect((await call<Bug>('info', { id: rows.mine }, country)).data.name).toBe('mine');
  });

  it('refuses every write to another owner’s row, changing nothing', async () => {
    const before = await stored();
    const id = rows.theirs as number;
    const writes = [
      call('save', { id, name: 'x', owner_id: countryId, region_id: 1 }, country),
      call('isOn', { id, is_on: false }, country),
      call('touch', { id }, country),
      call('check', { ids: [id], result: 'pass' }, country),
      call('delete', { ids: [id, rows.mine] }, country),
    ];
    for (const answer of await Promise.all(writes)) expect([answer.status, answer.msg]).toEqual([403, 'No permission']);
    expect(await stored()).toEqual(before);
  });

  it('answers a write to a row of another kind as an unknown id, changing nothing', async () => {
    const before = await stored();
    const id = rows.idea as number;
    const writes = [
      call('isOn', { id, is_on: false }, admin),
      call('delete', { ids: [id] }, admin),
      call('save', { id, name: 'x', owner_id: rootId, region_id: 1 }, admin),
    ];
    for (const answer of await Promise.all(writes)) expect([answer.status, answer.msg]).toEqual([400, 'No data']);
    expect(await stored()).toEqual(before);
  });

  it('refuses a save that would leave the caller’s rows: a new row for another owner, or handing one over', async () => {
    const before = await stored();
    const added = await call('save', { name: 'gift', owner_id: rootId, region_id: 1 }, country);
    expect([added.status, added.msg]).toEqual([403, 'No permission']);
    const handed = await call('save', { id: rows.mine, name: 'mine', owner_id: rootId, region_id: 1 }, country);
    expect(handed.status).toBe(403);
    expect(await stored()).toEqual(before);
    // Inside both, the same calls go through, and the new row is of the resource's kind.
    const own = await call<Bug>('save', { name: 'own', owner_id: countryId, region_id: 1 }, country);
    expect(own.status).toBe(200);
    expect((await t.db.query('SELECT kind FROM test_ticket WHERE id = $1', [own.data.id])).rows[0]).toEqual({ kind: 'bug' });
    expect((await call<Bug>('touch', { id: own.data.id }, country)).data.name).toBe('touched');
  });

  it('keeps region refusals as they were, before the access’s', async () => {
    const far = await call('isOn', { id: rows['mine far'], is_on: false }, country);
    expect([far.status, far.msg]).toEqual([403, 'No permission for this region']);
  });
});
