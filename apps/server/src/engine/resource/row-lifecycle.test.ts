import { lifecycleAllows, MenuIds, resource } from '@console/contract';
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { unixSeconds } from '../../db/columns.ts';
import { MODULES } from '../../modules/index.ts';
import { serveResource } from './serve-resource.ts';

/**
 * The kit's lifecycles (issue 28 item 1): a declared state field with the commands that move it and
 * the states edits and deletes are taken in. The server refuses an illegal step, names both states
 * in the reader's language and changes nothing; a bare transition needs no handler.
 */
const orders = resource({
  module: 'TestOrders',
  namespace: 'testOrders',
  menu: MenuIds.sensitiveWords,
  labels: {
    'zh-cn': {
      noun: '测试订单',
      fields: { name: '名称', status: '状态' },
      values: { status: { paying: '待付款', received: '已到账', cancelled: '已取消' } },
      actions: { testOrderConfirm: '确认到账', testOrderCancel: '取消' },
    },
    en: {
      noun: 'test order',
      fields: { name: 'Name', status: 'Status' },
      values: { status: { paying: 'paying', received: 'received', cancelled: 'cancelled' } },
      actions: { testOrderConfirm: 'Confirm', testOrderCancel: 'Cancel' },
    },
  },
  fields: {
    name: { kind: 'text', max: 20, required: true },
    status: { kind: 'enum', values: ['paying', 'received', 'cancelled'], readOnly: true },
    created_at: { kind: 'time', readOnly: true },
  },
  actions: { save: 'testOrderSave', delete: 'testOrderDelete' },
  lifecycle: {
    field: 'status',
    transitions: {
      confirm: { from: ['paying'], to: 'received' },
      cancel: { from: ['paying'], to: 'cancelled', refusals: { received: 'agent_order_received_no_cancel' } },
    },
    edit: { in: ['paying'] },
    delete: { in: ['cancelled'] },
  },
  commands: { confirm: { action: 'testOrderConfirm' }, cancel: { action: 'testOrderCancel', danger: true } },
});
const table = pgTable('test_order', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  status: text('status').notNull().default('paying'),
  createdBy: integer('created_by').notNull(),
  createdByName: text('created_by_name').notNull(),
  createdAt: unixSeconds('created_at').notNull(),
});
// Neither command has a handler: the kit moves the state.
const testModule = { name: 'test-orders', actions: serveResource(orders, table) };

type Order = { id: number; name: string; status: string };
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp({ modules: [...MODULES, testModule] });
  await t.db.query(`CREATE TABLE test_order (
    id serial PRIMARY KEY, name text NOT NULL, status text NOT NULL DEFAULT 'paying',
    created_by integer NOT NULL, created_by_name text NOT NULL, created_at bigint NOT NULL)`);
  admin = await t.loginRechecked('admin');
});

async function newOrder(name: string): Promise<Order> {
  const reply = await t.call<Order>('TestOrders/testOrderSave', { name }, { token: admin });
  expect(reply.status, reply.msg).toBe(200);
  return reply.data;
}

const stored = async (id: number) =>
  (await t.db.query<{ name: string; status: string }>('SELECT name, status FROM test_order WHERE id = $1', [id])).rows[0];

describe('a declared lifecycle', () => {
  it('moves the state by a bare transition, logged with before and after', async () => {
    const order = await newOrder('First');
    expect(order.status).toBe('paying');
    const confirmed = await t.call<Order>('TestOrders/testOrderConfirm', { id: order.id }, { token: admin });
    expect(confirmed).toMatchObject({ status: 200, data: { status: 'received' } });
    const [log] = (await t.logRows(`module = 'TestOrders' AND action = 'testOrderConfirm'`)).slice(-1);
    expect(log).toMatchObject({ result: 'ok', before: { status: 'paying' }, after: { status: 'received' } });
  });

  it('refuses an illegal step naming both states in the reader’s language, and changes nothing', async () => {
    const order = await newOrder('Second');
    await t.call('TestOrders/testOrderConfirm', { id: order.id }, { token: admin });
    const again = await t.call('TestOrders/testOrderConfirm', { id: order.id }, { token: admin });
    expect(again).toMatchObject({ status: 400, msg: 'Confirm is only for a paying test order; this one is received' });
    const zh = await t.call('TestOrders/testOrderConfirm', { id: order.id }, { token: admin, lang: 'zh-cn' });
    expect(zh.msg).toBe('确认到账仅适用于待付款的测试订单,当前为已到账');
    // The screen's own words where it declared them for that state.
    const cancel = await t.call('TestOrders/testOrderCancel', { id: order.id }, { token: admin });
    expect(cancel.msg).toBe('This recharge order has been received and cannot be cancelled');
    expect(await stored(order.id)).toEqual({ name: 'Second', status: 'received' });
  });

  it('takes edits and deletes only in their declared states', async () => {
    const order = await newOrder('Third');
    const edited = await t.call<Order>('TestOrders/testOrderSave', { id: order.id, name: 'Third, edited' }, { token: admin });
    expect(edited.status, edited.msg).toBe(200);
    const early = await t.call('TestOrders/testOrderDelete', { ids: [order.id] }, { token: admin });
    expect(early).toMatchObject({ status: 400, msg: 'Delete is only for a cancelled test order; this one is paying' });
    await t.call('TestOrders/testOrderCancel', { id: order.id }, { token: admin });
    const late = await t.call('TestOrders/testOrderSave', { id: order.id, name: 'Too late' }, { token: admin });
    expect(late).toMatchObject({ status: 400, msg: 'Edit is only for a paying test order; this one is cancelled' });
    expect(await stored(order.id)).toEqual({ name: 'Third, edited', status: 'cancelled' });
    expect((await t.call('TestOrders/testOrderDelete', { ids: [order.id] }, { token: admin })).status).toBe(200);
  });

  it('lets two confirms racing for one row move it once', async () => {
    const order = await newOrder('Raced');
    const replies = await Promise.all(
      [0, 1].map(() => t.call('TestOrders/testOrderConfirm', { id: order.id }, { token: admin })),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 400]);
    const logged = await t.logRows(`module = 'TestOrders' AND action = 'testOrderConfirm' AND target_id = $1 AND result = 'ok'`, [
      String(order.id),
    ]);
    expect(logged).toHaveLength(1);
  });

  it('is the rule the web offers steps by: the same function over the same declaration', () => {
    const lifecycle = orders.lifecycle;
    expect(lifecycleAllows(lifecycle, 'confirm', { status: 'paying' })).toBe(true);
    expect(lifecycleAllows(lifecycle, 'confirm', { status: 'received' })).toBe(false);
    expect(lifecycleAllows(lifecycle, 'edit', { status: 'cancelled' })).toBe(false);
    expect(lifecycleAllows(lifecycle, 'delete', { status: 'cancelled' })).toBe(true);
    // A step the lifecycle says nothing of, or a resource without one, is always allowed.
    expect(lifecycleAllows(lifecycle, 'unknown', { status: 'received' })).toBe(true);
    expect(lifecycleAllows(undefined, 'confirm', { status: 'received' })).toBe(true);
  });
});
