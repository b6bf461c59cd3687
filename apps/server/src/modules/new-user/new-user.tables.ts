import { bigint, boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { amount, createdColumns, unixSeconds } from '../../db/columns.ts';

/**
 * A new member's registration waiting for staff (SPEC §2 /newUserReview, §7 InviteNewPeople):
 * pending, then passed or refused with a reason. Assumption (SPEC is thin): the app files one row
 * per new member who registered through an invite or an agent, or whose device looked reused;
 * staff check it before the member counts towards an inviter's or agent's plan. Region and country
 * are the member's (what scope reads).
 */
export const newUserReviews = pgTable(
  'new_user_review',
  {
    id: serial('id').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    regionId: integer('region_id').notNull(),
    countryId: integer('country_id').notNull(),
    /** organic | invited | agent */
    channel: text('channel').notNull(),
    inviterId: bigint('inviter_id', { mode: 'number' }),
    device: text('device').notNull().default(''),
    registerIp: text('register_ip').notNull().default(''),
    /** Other members registered from the same device: what makes a registration suspicious. */
    sameDeviceCount: integer('same_device_count').notNull().default(0),
    submittedAt: unixSeconds('submitted_at').notNull(),
    state: text('state').notNull().default('pending'),
    reviewedBy: integer('reviewed_by'),
    reviewedByName: text('reviewed_by_name').notNull().default(''),
    reviewedAt: unixSeconds('reviewed_at'),
    reviewReason: text('review_reason').notNull().default(''),
  },
  (table) => [
    uniqueIndex('new_user_review_member_key').on(table.memberId),
    index('new_user_review_state_idx').on(table.state, table.id),
    index('new_user_review_region_idx').on(table.regionId, table.id),
  ],
);

/**
 * Coins staff give a new member to help them start (the support list, menu 18002): pending until
 * granted (one ledger posting under the source key `new-user-support:<id>`, so it posts once) or
 * cancelled. Only a member whose registration review passed may be supported.
 */
export const newUserSupports = pgTable(
  'new_user_support',
  {
    id: serial('id').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    regionId: integer('region_id').notNull(),
    countryId: integer('country_id').notNull(),
    coins: amount('coins').notNull(),
    reason: text('reason').notNull(),
    /** pending | granted | cancelled */
    state: text('state').notNull().default('pending'),
    grantedAt: unixSeconds('granted_at'),
    grantedByName: text('granted_by_name').notNull().default(''),
    ...createdColumns(),
    updatedAt: unixSeconds('updated_at').notNull(),
  },
  (table) => [
    index('new_user_support_region_idx').on(table.regionId, table.id),
    index('new_user_support_member_idx').on(table.memberId),
  ],
);

/**
 * An agent invite plan (menu 18003): in a region and a period, an agent who brings new members
 * earns coins by tiers, e.g. 10 passed invitees → 500 coins, 30 → 2000. Tiers are integer pairs,
 * invitee counts strictly rising and rewards rising with them.
 */
export const agentInvitePlans = pgTable(
  'agent_invite_plan',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    regionId: integer('region_id').notNull(),
    /** `invitees:coins` pairs, comma separated, as the server normalised them (`10:500,30:2000`). */
    tiers: text('tiers').notNull(),
    startsAt: unixSeconds('starts_at').notNull(),
    endsAt: unixSeconds('ends_at').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    ...createdColumns(),
    updatedAt: unixSeconds('updated_at').notNull(),
  },
  (table) => [index('agent_invite_plan_region_idx').on(table.regionId, table.id)],
);
