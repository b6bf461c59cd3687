import { bigint, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { unixSeconds } from '../../db/columns.ts';

/** Who reviewed a request, when and why, as the kit's review preset writes them. */
const reviewColumns = () => ({
  state: text('state').notNull().default('pending'),
  reviewedBy: integer('reviewed_by'),
  reviewedByName: text('reviewed_by_name').notNull().default(''),
  reviewedAt: unixSeconds('reviewed_at'),
  reviewReason: text('review_reason').notNull().default(''),
});

/**
 * A member's application for a pretty number (SPEC §7 Member numberApplyList), as the app records
 * it: the number asked for, the member's number then, what entitles them. `regionId` is the
 * member's when they applied: it scopes the queue.
 */
export const numberApplications = pgTable(
  'number_application',
  {
    id: serial('id').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    regionId: integer('region_id').notNull(),
    previousNo: bigint('previous_no', { mode: 'number' }).notNull(),
    number: text('number').notNull(),
    source: text('source').notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: unixSeconds('created_at').notNull(),
    ...reviewColumns(),
  },
  (table) => [
    index('number_application_state_idx').on(table.state, table.id),
    index('number_application_member_idx').on(table.memberId),
  ],
);

/**
 * A member's complaint against their frozen SVIP (SPEC §7 Member findComplainListByPage, "SVIP
 * unfreeze list"): the level frozen and the days it had left, why and when the app froze it, and
 * the member's words. `restoredUntil` is the SVIP's end once a passed complaint gave it back.
 */
export const svipComplaints = pgTable(
  'svip_complaint',
  {
    id: serial('id').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    regionId: integer('region_id').notNull(),
    svipLevel: integer('svip_level').notNull(),
    remainingDays: integer('remaining_days').notNull(),
    freezeReason: text('freeze_reason').notNull(),
    frozenAt: unixSeconds('frozen_at').notNull(),
    content: text('content').notNull().default(''),
    createdAt: unixSeconds('created_at').notNull(),
    ...reviewColumns(),
    restoredUntil: unixSeconds('restored_until'),
  },
  (table) => [index('svip_complaint_state_idx').on(table.state, table.id), index('svip_complaint_member_idx').on(table.memberId)],
);
