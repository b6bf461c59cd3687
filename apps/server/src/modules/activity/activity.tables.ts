import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { amount, createdColumns, unixSeconds } from '../../db/columns.ts';

/*
 * The activity platform (issue 30). Rows name members, rooms, families and gifts by id; no foreign
 * key crosses modules. An activity's regions are what region scope reads (overlap to see, all to change).
 */

/** An activity: its window, what ranks and who, its template and budget, and where it is in its life. */
export const activities = pgTable(
  'activity',
  {
    id: serial('id').primaryKey(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    titleAr: text('title_ar').notNull().default(''),
    picture: text('picture').notNull(),
    url: text('url').notNull(),
    type: text('type').notNull(),
    regions: integer('regions').array().notNull(),
    startsAt: unixSeconds('starts_at').notNull(),
    endsAt: unixSeconds('ends_at').notNull(),
    state: text('state').notNull().default('draft'),
    metric: text('metric').notNull(),
    subject: text('subject').notNull(),
    minValue: amount('min_value').notNull().default(0),
    topN: integer('top_n').notNull().default(10),
    /** The reward template; none for a revenue activity, whose thresholds are its own (activity_threshold). */
    templateId: integer('template_id'),
    budgetCoins: amount('budget_coins').notNull(),
    /** Null: items are not limited. */
    budgetItems: integer('budget_items'),
    /** New star rooms: only rooms opened within this many days before the start rank. */
    newWithinDays: integer('new_within_days').notNull().default(0),
    /** A screen's perk for its top places (family star: a title; new star rooms: a recommendation slot): how many, how long. */
    perkPlaces: integer('perk_places').notNull().default(0),
    perkDays: integer('perk_days').notNull().default(0),
    /** A family star's title, in both languages. */
    perkTitleZh: text('perk_title_zh').notNull().default(''),
    perkTitleEn: text('perk_title_en').notNull().default(''),
    shown: boolean('shown').notNull().default(false),
    remark: text('remark').notNull().default(''),
    submittedBy: integer('submitted_by'),
    submittedByName: text('submitted_by_name').notNull().default(''),
    reviewedBy: integer('reviewed_by'),
    reviewedByName: text('reviewed_by_name').notNull().default(''),
    reviewedAt: unixSeconds('reviewed_at'),
    reviewReason: text('review_reason').notNull().default(''),
    cancelReason: text('cancel_reason').notNull().default(''),
    settledAt: unixSeconds('settled_at'),
    ...createdColumns(),
    updatedAt: unixSeconds('updated_at').notNull(),
  },
  (table) => [
    index('activity_regions_idx').using('gin', table.regions),
    // The settlement job's question: passed activities whose window has ended.
    index('activity_due_idx').on(table.state, table.endsAt),
  ],
);

/** The gifts that count towards an activity (none: every gift). Its regions copied for scope. */
export const activityGifts = pgTable(
  'activity_gift',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id').notNull(),
    regions: integer('regions').array().notNull(),
    giftId: integer('gift_id').notNull(),
  },
  (table) => [index('activity_gift_activity_idx').on(table.activityId)],
);

/** A reward template: rank ranges each paying one reward. */
export const activityTemplates = pgTable(
  'activity_template',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    regions: integer('regions').array().notNull(),
    /** Worked out on each save (gifts at their price then); a review works it out again. */
    worstCaseCoins: amount('worst_case_coins').notNull().default(0),
    places: integer('places').notNull().default(0),
    ...createdColumns(),
    updatedAt: unixSeconds('updated_at').notNull(),
  },
  (table) => [index('activity_template_regions_idx').using('gin', table.regions)],
);

/** One range of a template: ranks `rank_from` to `rank_to` each get `reward` (the contract's Reward). */
export const activityTemplateTiers = pgTable(
  'activity_template_tier',
  {
    id: serial('id').primaryKey(),
    templateId: integer('template_id').notNull(),
    regions: integer('regions').array().notNull(),
    rankFrom: integer('rank_from').notNull(),
    rankTo: integer('rank_to').notNull(),
    reward: jsonb('reward').notNull(),
  },
  (table) => [index('activity_template_tier_template_idx').on(table.templateId, table.rankFrom)],
);

/**
 * Which board of its activity a frozen place or a payout is of: the subject ranked and the gift (a
 * weekly star's star gift; null for a board over the activity's counted gifts). A place is unique
 * per board, a null gift counting as one board.
 */
const boardColumns = () => ({
  giftId: integer('gift_id'),
  subject: text('subject').notNull(),
});
const boardGift = (table: { giftId: AnyPgColumn }) => sql`coalesce(${table.giftId}, 0)`;

/**
 * A settled activity's ranking as frozen by the settlement: one row per place, never changed after.
 * The region is the subject's (a member's or room's), what scope reads on the report.
 */
export const activityRanks = pgTable(
  'activity_rank',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id').notNull(),
    ...boardColumns(),
    rank: integer('rank').notNull(),
    subjectId: bigint('subject_id', { mode: 'number' }).notNull(),
    subjectName: text('subject_name').notNull().default(''),
    value: amount('value').notNull(),
    reachedAt: unixSeconds('reached_at').notNull(),
    regionId: integer('region_id').notNull(),
  },
  (table) => [uniqueIndex('activity_rank_place_idx').on(table.activityId, table.subject, boardGift(table), table.rank)],
);

/**
 * The settlement report: per ranked place and recipient, what was paid or why not. Unique per
 * activity, rank and member: the settlement's source key, so a second run can add nothing.
 */
export const activityPayouts = pgTable(
  'activity_payout',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id').notNull(),
    ...boardColumns(),
    rank: integer('rank').notNull(),
    memberId: bigint('member_id', { mode: 'number' }),
    reward: jsonb('reward').notNull(),
    state: text('state').notNull(),
    skipReason: text('skip_reason'),
    paidAt: unixSeconds('paid_at').notNull(),
    regionId: integer('region_id').notNull(),
  },
  (table) => [uniqueIndex('activity_payout_place_idx').on(table.activityId, table.subject, boardGift(table), table.rank)],
);

/** A member, room or family left out of one activity (or all: no activity) until `ends_at` (or for good). */
export const activityBlacklist = pgTable(
  'activity_blacklist',
  {
    id: serial('id').primaryKey(),
    subject: text('subject').notNull(),
    subjectId: bigint('subject_id', { mode: 'number' }).notNull(),
    subjectName: text('subject_name').notNull().default(''),
    activityId: integer('activity_id'),
    reason: text('reason').notNull(),
    endsAt: unixSeconds('ends_at'),
    regionId: integer('region_id').notNull(),
    ...createdColumns(),
  },
  (table) => [index('activity_blacklist_subject_idx').on(table.subject, table.subjectId)],
);

/** A member who ranks and is paid but is shown masked in public rankings. */
export const activityShields = pgTable(
  'activity_shield',
  {
    id: serial('id').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    regionId: integer('region_id').notNull(),
    ...createdColumns(),
  },
  (table) => [uniqueIndex('activity_shield_member_idx').on(table.memberId)],
);

/** An entry of the honour wall: a winner the app shows, added by a settlement or by staff. */
export const activityHonours = pgTable(
  'activity_honour',
  {
    id: serial('id').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    rank: integer('rank'),
    activityId: integer('activity_id'),
    source: text('source').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    shown: boolean('shown').notNull().default(true),
    regionId: integer('region_id').notNull(),
    ...createdColumns(),
  },
  (table) => [index('activity_honour_region_idx').on(table.regionId, table.createdAt)],
);

/** Per activity type, how many days before the start a change of region keeps a member out (none: no limit). */
export const activityRegionLimits = pgTable(
  'activity_region_limit',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    days: integer('days').notNull(),
    remark: text('remark').notNull().default(''),
    ...createdColumns(),
  },
  (table) => [uniqueIndex('activity_region_limit_type_idx').on(table.type)],
);

/** A kind of prize with the names the app shows it by; switched off, no template may pay it. */
export const activityPrizeTypes = pgTable(
  'activity_prize_type',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    remark: text('remark').notNull().default(''),
    ...createdColumns(),
  },
  (table) => [uniqueIndex('activity_prize_type_kind_idx').on(table.kind)],
);
