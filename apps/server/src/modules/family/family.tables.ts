import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdColumns, removalColumns, unixSeconds } from '../../db/columns.ts';

/**
 * A family (SPEC §3): its owner is a member (no foreign key: members are the member module's),
 * its region the owner's when it was founded (what region scope reads). `state` is 'dissolved'
 * once a dissolution application passed; the row stays as history.
 */
export const families = pgTable(
  'family',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    ownerId: bigint('owner_id', { mode: 'number' }).notNull(),
    avatar: text('avatar').notNull(),
    declaration: text('declaration').notNull(),
    level: integer('level').notNull().default(1),
    /** Percent 0–100 of the family's income shared with it. */
    incomeRatio: integer('income_ratio').notNull(),
    regionId: integer('region_id').notNull(),
    state: text('state').notNull().default('active'),
    dissolvedAt: unixSeconds('dissolved_at'),
    ...createdColumns(),
    updatedAt: unixSeconds('updated_at').notNull(),
  },
  (table) => [index('family_region_idx').on(table.regionId, table.id), index('family_owner_idx').on(table.ownerId)],
);

/**
 * A member's place in a family: owner, founder or member, since when. Leaving (removed by staff,
 * or released when the family is dissolved) sets `removedAt` and keeps the row as history; the
 * partial unique index holds a member to one family at a time, whatever races past the check.
 */
export const familyMembers = pgTable(
  'family_member',
  {
    id: serial('id').primaryKey(),
    // No foreign key: a new family's founders are written in the save's transaction just before
    // the family row itself (the kit inserts it after the save's checks), under the id taken for it.
    familyId: integer('family_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    role: text('role').notNull(),
    /** The family's region: what region scope reads. */
    regionId: integer('region_id').notNull(),
    joinedAt: unixSeconds('joined_at').notNull(),
    ...removalColumns(),
  },
  (table) => [
    uniqueIndex('family_member_one_family_key').on(table.memberId).where(sql`removed_at IS NULL`),
    index('family_member_family_idx').on(table.familyId, table.id),
    index('family_member_region_idx').on(table.regionId, table.id),
  ],
);

/** An owner's application to dissolve the family; disbanding it dissolves the family and releases its members. */
export const familyDissolutions = pgTable(
  'family_dissolution',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id),
    regionId: integer('region_id').notNull(),
    reason: text('reason').notNull().default(''),
    submittedAt: unixSeconds('submitted_at').notNull(),
    state: text('state').notNull().default('pending'),
    reviewedBy: integer('reviewed_by'),
    reviewedByName: text('reviewed_by_name').notNull().default(''),
    reviewedAt: unixSeconds('reviewed_at'),
    reviewReason: text('review_reason').notNull().default(''),
  },
  (table) => [
    index('family_dissolution_state_idx').on(table.state, table.id),
    index('family_dissolution_region_idx').on(table.regionId, table.id),
    index('family_dissolution_family_idx').on(table.familyId),
  ],
);
