import { bigint, bigserial, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { amount, unixSeconds } from '../../db/columns.ts';

/**
 * A member flagged by risk control: through which channel, how often, and the login facts seen.
 * Profile fields (nickname, country, levels) are read from the member, so they are never stale.
 */
export const riskRecords = pgTable(
  'risk_record',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    blackChannel: smallint('black_channel').notNull(),
    times: integer('times').notNull().default(1),
    lastTime: unixSeconds('last_time').notNull(),
    credit: integer('credit').notNull().default(100),
    rechargeMoney: amount('recharge_money').notNull().default(0),
    loginIp: text('login_ip').notNull().default(''),
    countLoginIp: integer('count_login_ip').notNull().default(0),
    pushId: text('push_id').notNull().default(''),
    createdAt: unixSeconds('created_at').notNull(),
  },
  (table) => [index('risk_record_user_idx').on(table.userId)],
);
