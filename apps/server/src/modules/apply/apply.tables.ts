import type { ApplicationKind, ApplicationState, Approver, CoinIssueType, PropGrantKind } from '@console/contract';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { amount, unixSeconds } from '../../db/columns.ts';

/**
 * An application for coins or props (SPEC §3 approval application): who asked, whom they named to
 * decide, what for (the members; coins each and the issue type, or an item, how many each and for
 * how many days; the real money paid; why) and how it ended.
 * `hash` fingerprints exactly what was applied for: an approval must name it, so an edit after the
 * approver looked makes their approval fail. Decided rows never change again.
 */
export const applications = pgTable(
  'application',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<ApplicationKind>().notNull(),
    applicantId: integer('applicant_id').notNull(),
    applicantName: text('applicant_name').notNull(),
    leaderId: integer('leader_id').notNull(),
    leaderName: text('leader_name').notNull(),
    /** In the order given; the grant posts to each once (source key `application:<id>`). */
    memberIds: bigint('member_ids', { mode: 'number' }).array().notNull(),
    /** Coins: each member's coins and the issue type (null for props). */
    amount: amount('amount'),
    issueType: text('issue_type').$type<CoinIssueType>(),
    /** Props: the item's kind, catalogue id and name when applied for, how many each member gets, for how many days. */
    propKind: text('prop_kind').$type<PropGrantKind>(),
    itemId: integer('item_id'),
    itemName: text('item_name').notNull().default(''),
    itemCount: integer('item_count'),
    days: integer('days'),
    userCount: integer('user_count').notNull(),
    /** Coins in all (0 for props). */
    totalCoins: amount('total_coins').notNull(),
    /** Real money paid, in US cents. */
    usdAmount: amount('usd_amount').notNull(),
    reason: text('reason').notNull(),
    state: text('state').$type<ApplicationState>().notNull().default('pending'),
    hash: text('hash').notNull(),
    approverId: integer('approver_id'),
    approverName: text('approver_name').notNull().default(''),
    rejectReason: text('reject_reason').notNull().default(''),
    createdAt: unixSeconds('created_at').notNull(),
    updatedAt: unixSeconds('updated_at').notNull(),
    decidedAt: unixSeconds('decided_at'),
  },
  (table) => [
    index('application_applicant_idx').on(table.applicantId, table.id),
    index('application_leader_idx').on(table.leaderId, table.id),
    index('application_state_idx').on(table.state, table.id),
  ],
);

/**
 * The approval settings (one row, id 1; none saved: no grant needs an application, leaders decide).
 * A null limit or an empty type list turns that rule off.
 */
export const applySettings = pgTable('apply_setting', {
  id: integer('id').primaryKey(),
  totalOver: amount('total_over'),
  countOver: integer('count_over'),
  issueTypes: text('issue_types').array().$type<CoinIssueType[]>().notNull().default(sql`'{}'::text[]`),
  approver: text('approver').$type<Approver>().notNull().default('leader'),
  approverRoleId: integer('approver_role_id'),
  updatedAt: unixSeconds('updated_at').notNull(),
});
