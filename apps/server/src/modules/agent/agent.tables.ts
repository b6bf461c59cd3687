import type { AgentOrderState } from '@console/contract';
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { amount, createdColumns, unixSeconds } from '../../db/columns.ts';

/**
 * An agent (SPEC §3): a member who sells coins, once (unique member id, whatever races past the
 * save's check). Its region is the member's, what region scope reads. `adminId` links the staff
 * account (role kind agent) that signs in as this agent: one account, one agent.
 */
export const agents = pgTable(
  'agent',
  {
    id: serial('id').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    regionId: integer('region_id').notNull(),
    agentType: text('agent_type').notNull(),
    payType: text('pay_type').notNull(),
    contacts: text('contacts').notNull(),
    /** Coins per US dollar. */
    purchasePrice: integer('purchase_price').notNull(),
    parentId: integer('parent_id'),
    protected: boolean('protected').notNull().default(false),
    adminId: integer('admin_id'),
    ...createdColumns(),
    updatedAt: unixSeconds('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('agent_member_key').on(table.memberId),
    uniqueIndex('agent_admin_key').on(table.adminId).where(sql`admin_id IS NOT NULL`),
    index('agent_region_idx').on(table.regionId, table.id),
    index('agent_parent_idx').on(table.parentId),
  ],
);

/**
 * An agent's recharge order (SPEC §3, §4): whole US dollars for coins. `paying` until confirmed
 * (`received`: the coins were posted to the agent member under `agent-order:<id>`) or cancelled;
 * the change is a conditional update on `paying`, so two confirms cannot both pass.
 */
export const agentRechargeOrders = pgTable(
  'agent_recharge_order',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id),
    /** The agent's member (whom the coins are credited to), copied so the list filters without a join. */
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    regionId: integer('region_id').notNull(),
    amountUsd: integer('amount_usd').notNull(),
    coins: amount('coins').notNull(),
    payType: text('pay_type').notNull(),
    remarks: text('remarks').notNull().default(''),
    status: text('status').$type<AgentOrderState>().notNull().default('paying'),
    handledBy: integer('handled_by'),
    handledByName: text('handled_by_name').notNull().default(''),
    handledAt: unixSeconds('handled_at'),
    cancelReason: text('cancel_reason').notNull().default(''),
    ...createdColumns(),
  },
  (table) => [
    index('agent_recharge_order_agent_idx').on(table.agentId, table.id),
    index('agent_recharge_order_region_idx').on(table.regionId, table.id),
    index('agent_recharge_order_status_idx').on(table.status, table.id),
  ],
);

/** A whitelisted member: agents' coin transfers to them carry no premium. */
export const agentWhitelist = pgTable(
  'agent_whitelist',
  {
    id: serial('id').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    regionId: integer('region_id').notNull(),
    remarks: text('remarks').notNull().default(''),
    ...createdColumns(),
  },
  (table) => [
    uniqueIndex('agent_whitelist_member_key').on(table.memberId),
    index('agent_whitelist_region_idx').on(table.regionId),
  ],
);

/**
 * An agent's received orders in one month (console time zone), added to in the transaction that
 * confirms each order: the report equals the orders and the ledger by construction, and a test checks it.
 */
export const agentMonthlySales = pgTable(
  'agent_monthly_sales',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    regionId: integer('region_id').notNull(),
    /** `YYYY-MM`. */
    month: text('month').notNull(),
    orders: integer('orders').notNull().default(0),
    amountUsd: bigint('amount_usd', { mode: 'number' }).notNull().default(0),
    coins: amount('coins').notNull().default(0),
  },
  (table) => [
    uniqueIndex('agent_monthly_sales_key').on(table.agentId, table.month),
    index('agent_monthly_sales_region_idx').on(table.regionId, table.id),
  ],
);

/** An agent's coin transfer to a member (posted through the ledger under `agent-transfer:<id>`), with its premium. */
export const agentCoinTransfers = pgTable(
  'agent_coin_transfer',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id),
    agentMemberId: bigint('agent_member_id', { mode: 'number' }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    regionId: integer('region_id').notNull(),
    coins: amount('coins').notNull(),
    /** Coins the receiver paid over face value (none for a whitelisted member). */
    premium: amount('premium').notNull().default(0),
    whitelisted: boolean('whitelisted').notNull().default(false),
    createdAt: unixSeconds('created_at').notNull(),
  },
  (table) => [
    index('agent_coin_transfer_agent_idx').on(table.agentId, table.id),
    index('agent_coin_transfer_region_idx').on(table.regionId, table.id),
  ],
);

/** An agent's bean transfer to a member (posted through the ledger under `agent-beans:<id>`). */
export const agentBeanTransfers = pgTable(
  'agent_bean_transfer',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id),
    agentMemberId: bigint('agent_member_id', { mode: 'number' }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    regionId: integer('region_id').notNull(),
    beans: amount('beans').notNull(),
    createdAt: unixSeconds('created_at').notNull(),
  },
  (table) => [
    index('agent_bean_transfer_agent_idx').on(table.agentId, table.id),
    index('agent_bean_transfer_region_idx').on(table.regionId, table.id),
  ],
);
