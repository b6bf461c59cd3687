import { bigint, bigserial, boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { amount } from '../../db/columns.ts';

/** A member's real-name authentication: entered by them or by staff, then passed or rejected. */
export const memberAuthentications = pgTable('member_authentication', {
  memberId: bigint('member_id', { mode: 'number' }).primaryKey(),
  realName: text('real_name').notNull(),
  /** Kept whole for the app; the console only ever reads the last four characters. */
  idNumber: text('id_number').notNull(),
  state: text('state').notNull(),
  rejectReason: text('reject_reason').notNull().default(''),
  updatedAt: bigint('updated_at', { mode: 'number' }).notNull(),
  updatedByName: text('updated_by_name').notNull().default(''),
});

/** A third-party login bound to a member (Google, Facebook, Apple…). */
export const memberBindings = pgTable(
  'member_binding',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    channel: text('channel').notNull(),
    externalId: text('external_id').notNull(),
    boundAt: bigint('bound_at', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.channel] })],
);

/** A relation between two members (CP and the like); stored once per side. */
export const memberRelations = pgTable(
  'member_relation',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    partnerId: bigint('partner_id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    since: bigint('since', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.kind, table.partnerId] })],
);

/** A payment order or agent transfer that brought a member coins. Read-only in the console. */
export const memberPayments = pgTable(
  'member_payment',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    orderNo: text('order_no').notNull().unique(),
    payType: text('pay_type').notNull(),
    rechargeType: text('recharge_type').notNull(),
    moneyCents: amount('money_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    coins: amount('coins').notNull(),
    state: text('state').notNull(),
    agentId: bigint('agent_id', { mode: 'number' }),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (table) => [index('member_payment_member_idx').on(table.memberId, table.id)],
);

/**
 * A prop a member owns: held (in effect) or in the backpack. Deleting keeps the row with who and
 * why, so the user page can still explain where a prop went.
 */
export const memberProps = pgTable(
  'member_prop',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    place: text('place').notNull(),
    propType: text('prop_type').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull().default(1),
    inUse: boolean('in_use').notNull().default(false),
    source: text('source').notNull().default(''),
    expiresAt: bigint('expires_at', { mode: 'number' }),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    deletedAt: bigint('deleted_at', { mode: 'number' }),
    deletedByName: text('deleted_by_name').notNull().default(''),
    deleteReason: text('delete_reason').notNull().default(''),
  },
  (table) => [index('member_prop_member_idx').on(table.memberId, table.place, table.id)],
);
