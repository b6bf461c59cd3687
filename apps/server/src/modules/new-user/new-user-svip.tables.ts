import { bigint, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdColumns, unixSeconds } from '../../db/columns.ts';

/**
 * A member's application for SVIP (InviteNewPeople "svip reviews"): the requested level (1 to
 * SVIP_MAX_LEVEL, the member screen's limit) and the evidence the member gave; pending, then passed
 * or refused with a reason. Region and country are the member's.
 */
export const svipApplications = pgTable(
  'svip_application',
  {
    id: serial('id').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    regionId: integer('region_id').notNull(),
    countryId: integer('country_id').notNull(),
    level: integer('level').notNull(),
    evidence: text('evidence').notNull().default(''),
    submittedAt: unixSeconds('submitted_at').notNull(),
    state: text('state').notNull().default('pending'),
    reviewedBy: integer('reviewed_by'),
    reviewedByName: text('reviewed_by_name').notNull().default(''),
    reviewedAt: unixSeconds('reviewed_at'),
    reviewReason: text('review_reason').notNull().default(''),
  },
  (table) => [
    index('svip_application_region_idx').on(table.regionId, table.id),
    index('svip_application_state_idx').on(table.state, table.id),
  ],
);

/**
 * A promotion team: a name, a leader member and its members, in one region. A member belongs to one
 * team at a time: `promotion_team_member` holds one row per member (unique), rewritten with each save.
 */
export const promotionTeams = pgTable(
  'promotion_team',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    leaderId: bigint('leader_id', { mode: 'number' }).notNull(),
    regionId: integer('region_id').notNull(),
    /** The members' ids, comma separated as the server normalised them (leader included). */
    memberIds: text('member_ids').notNull().default(''),
    ...createdColumns(),
    updatedAt: unixSeconds('updated_at').notNull(),
  },
  (table) => [index('promotion_team_region_idx').on(table.regionId, table.id)],
);

/** Which team a member is in: the unique member id makes "one team at a time" hold whatever races. */
export const promotionTeamMembers = pgTable(
  'promotion_team_member',
  {
    memberId: bigint('member_id', { mode: 'number' }).primaryKey(),
    teamId: integer('team_id').notNull(),
  },
  (table) => [index('promotion_team_member_team_idx').on(table.teamId)],
);
