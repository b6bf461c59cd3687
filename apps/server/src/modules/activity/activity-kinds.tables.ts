import { bigint, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { amount, createdColumns, unixSeconds } from '../../db/columns.ts';

/*
 * What the ranking screens built on the activity platform keep beside the activity (issue 30):
 * the perks their settlements grant, a revenue activity's thresholds, a room election's nominations. Rows name families and rooms by id; no key crosses modules.
 */

/**
 * A perk a settlement granted a top place beside the reward: a family star's title to a family, a
 * new star room's recommendation slot to a room, from `starts_at` until `ends_at`. One per activity,
 * kind and rank: the settlement's source key, so a second run grants nothing more.
 */
export const activityPerks = pgTable(
  'activity_perk',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id').notNull(),
    kind: text('kind').notNull(),
    rank: integer('rank').notNull(),
    subjectId: bigint('subject_id', { mode: 'number' }).notNull(),
    subjectName: text('subject_name').notNull().default(''),
    titleZh: text('title_zh').notNull().default(''),
    titleEn: text('title_en').notNull().default(''),
    startsAt: unixSeconds('starts_at').notNull(),
    endsAt: unixSeconds('ends_at').notNull(),
    regionId: integer('region_id').notNull(),
    createdAt: unixSeconds('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('activity_perk_place_idx').on(table.activityId, table.kind, table.rank),
    // What the app asks: the perks of a kind held now, in a region.
    index('activity_perk_kind_idx').on(table.kind, table.regionId, table.endsAt),
  ],
);

/**
 * A revenue activity's tier: a host or room whose turnover in the window reaches `value` earns
 * `reward` (the contract's Reward), the highest tier reached only. Its regions copied for scope.
 */
export const activityThresholds = pgTable(
  'activity_threshold',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id').notNull(),
    regions: integer('regions').array().notNull(),
    value: amount('value').notNull(),
    reward: jsonb('reward').notNull(),
  },
  // Not unique: a save rewriting the tiers may pass through equal values; the save's rule refuses duplicates.
  (table) => [index('activity_threshold_activity_idx').on(table.activityId, table.value)],
);

/**
 * A room nominated for a room election: by staff (passed at once) or signing up from the app
 * (pending until reviewed). `electedRank` is the settlement's announcement. One per election and
 * room; the region is the room's, what scope reads.
 */
export const activityNominations = pgTable(
  'activity_nomination',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id').notNull(),
    roomId: bigint('room_id', { mode: 'number' }).notNull(),
    regionId: integer('region_id').notNull(),
    source: text('source').notNull(),
    pitch: text('pitch').notNull().default(''),
    state: text('state').notNull().default('pending'),
    electedRank: integer('elected_rank'),
    reviewedBy: integer('reviewed_by'),
    reviewedByName: text('reviewed_by_name').notNull().default(''),
    reviewedAt: unixSeconds('reviewed_at'),
    reviewReason: text('review_reason').notNull().default(''),
    /** A sign-up was made by no staff: 0 and no name. */
    ...createdColumns(),
  },
  (table) => [
    uniqueIndex('activity_nomination_room_idx').on(table.activityId, table.roomId),
    index('activity_nomination_region_idx').on(table.regionId, table.id),
  ],
);
