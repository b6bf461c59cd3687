import { bigint, boolean, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { createdColumns, unixSeconds } from '../../db/columns.ts';

/** A room topic (SPEC's hurdle): a themed shelf of rooms the app shows in its regions. */
export const roomTopics = pgTable(
  'room_topic',
  {
    id: serial('id').primaryKey(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull().default(''),
    icon: text('icon').notNull(),
    regions: integer('regions').array().notNull(),
    sort: integer('sort').notNull().default(0),
    isOn: boolean('is_on').notNull().default(true),
    ...createdColumns(),
    updatedAt: unixSeconds('updated_at').notNull(),
  },
  (table) => [index('room_topic_regions_idx').using('gin', table.regions)],
);

/** A room on a topic, in the topic's order; the region is the room's when it was added (region scope). */
export const topicRooms = pgTable(
  'topic_room',
  {
    id: serial('id').primaryKey(),
    topicId: integer('topic_id')
      .notNull()
      .references(() => roomTopics.id, { onDelete: 'cascade' }),
    roomId: bigint('room_id', { mode: 'number' }).notNull(),
    regionId: integer('region_id').notNull(),
    sort: integer('sort').notNull().default(0),
    ...createdColumns(),
    updatedAt: unixSeconds('updated_at').notNull(),
  },
  (table) => [
    unique('topic_room_topic_room_key').on(table.topicId, table.roomId),
    index('topic_room_region_idx').on(table.regionId, table.id),
    index('topic_room_topic_sort_idx').on(table.topicId, table.sort),
  ],
);

/** A banner over the room list; its shelf state is derived from the times and the switch, never stored. */
export const roomBanners = pgTable(
  'room_banner',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    image: text('image').notNull(),
    jumpType: text('jump_type').notNull().default('none'),
    jumpUrl: text('jump_url'),
    /** The room's number (pretty id) it leads to, as staff typed it. */
    jumpRoom: bigint('jump_room', { mode: 'number' }),
    regions: integer('regions').array().notNull(),
    onAt: unixSeconds('on_at'),
    offAt: unixSeconds('off_at'),
    isOn: boolean('is_on').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    ...createdColumns(),
    updatedAt: unixSeconds('updated_at').notNull(),
  },
  (table) => [
    index('room_banner_regions_idx').using('gin', table.regions),
    index('room_banner_sort_idx').on(table.sort, table.id),
  ],
);

/** A banner a room asked for: pending until staff pass (it becomes a banner), refuse or ignore it; kept as history. */
export const roomBannerApplications = pgTable(
  'room_banner_application',
  {
    id: serial('id').primaryKey(),
    roomId: bigint('room_id', { mode: 'number' }).notNull(),
    /** The room's region when it applied: what region scope reads. */
    regionId: integer('region_id').notNull(),
    image: text('image').notNull(),
    reason: text('reason').notNull(),
    onAt: unixSeconds('on_at'),
    offAt: unixSeconds('off_at'),
    state: text('state').notNull().default('pending'),
    bannerId: integer('banner_id'),
    submittedAt: unixSeconds('submitted_at').notNull(),
    reviewedBy: integer('reviewed_by'),
    reviewedByName: text('reviewed_by_name').notNull().default(''),
    reviewedAt: unixSeconds('reviewed_at'),
    reviewReason: text('review_reason').notNull().default(''),
    updatedAt: unixSeconds('updated_at').notNull(),
  },
  (table) => [
    index('room_banner_application_state_idx').on(table.state, table.id),
    index('room_banner_application_region_idx').on(table.regionId, table.id),
  ],
);
