import type { RiskFlagState } from '@console/contract';
import { bigint, boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { amount, createdColumns, unixSeconds } from '../../db/columns.ts';

/** A rule of the app's risk engine in one region: one per rule and region. */
export const riskRules = pgTable(
  'risk_rule',
  {
    id: serial('id').primaryKey(),
    rule: text('rule').notNull(),
    regionId: integer('region_id').notNull(),
    threshold: integer('threshold').notNull(),
    windowHours: integer('window_hours').notNull().default(24),
    featureCode: text('feature_code').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    note: text('note').notNull().default(''),
    ...createdColumns(),
    updatedByName: text('updated_by_name').notNull().default(''),
    updatedAt: unixSeconds('updated_at').notNull(),
  },
  (table) => [uniqueIndex('risk_rule_region_rule_idx').on(table.regionId, table.rule)],
);

/**
 * A recharge the risk engine flagged: the order, the rule it broke and the evidence (what was
 * counted), the device, address and payment account it came from; then how staff reviewed it.
 * The member's region is copied for the region scope.
 */
export const riskFlags = pgTable(
  'risk_flag',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    regionId: integer('region_id').notNull(),
    rule: text('rule').notNull(),
    coins: amount('coins').notNull(),
    deviceId: text('device_id').notNull().default(''),
    ip: text('ip').notNull().default(''),
    payAccount: text('pay_account').notNull().default(''),
    evidence: text('evidence').notNull().default(''),
    flaggedAt: unixSeconds('flagged_at').notNull(),
    status: text('status').$type<RiskFlagState>().notNull().default('flagged'),
    note: text('note').notNull().default(''),
    handledBy: integer('handled_by'),
    handledByName: text('handled_by_name').notNull().default(''),
    handledAt: unixSeconds('handled_at'),
  },
  (table) => [
    uniqueIndex('risk_flag_order_rule_idx').on(table.orderNo, table.rule),
    index('risk_flag_region_idx').on(table.regionId, table.id),
    index('risk_flag_status_idx').on(table.status, table.flaggedAt),
    index('risk_flag_time_idx').on(table.flaggedAt),
  ],
);
