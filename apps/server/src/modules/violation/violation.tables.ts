import { bigint, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { unixSeconds } from '../../db/columns.ts';

/**
 * A report that a member broke the rules (SPEC §7 MemberViolation, SendCoins/findMemberViolationByPage),
 * waiting for staff: ignored, or banned. `regionId` is the member's when reported: it scopes the list.
 */
export const memberViolations = pgTable(
  'member_violation',
  {
    id: serial('id').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    regionId: integer('region_id').notNull(),
    reason: text('reason').notNull(),
    evidence: text('evidence').notNull().default(''),
    reportedAt: unixSeconds('reported_at').notNull(),
    state: text('state').notNull().default('pending'),
    reviewedByName: text('reviewed_by_name').notNull().default(''),
    reviewedAt: unixSeconds('reviewed_at'),
    reviewReason: text('review_reason').notNull().default(''),
  },
  (table) => [
    index('member_violation_state_idx').on(table.state, table.id),
    index('member_violation_member_idx').on(table.memberId),
  ],
);
