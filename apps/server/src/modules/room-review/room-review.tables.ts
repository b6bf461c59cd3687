import { bigint, boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { amount, createdColumns, unixSeconds } from '../../db/columns.ts';

/**
 * The review columns every queue of this module shares: the state (pending until checked) and who
 * checked it, when and why, as the kit's review preset writes them.
 */
const reviewColumns = () => ({
  state: text('state').notNull().default('pending'),
  reviewedBy: integer('reviewed_by'),
  reviewedByName: text('reviewed_by_name').notNull().default(''),
  reviewedAt: unixSeconds('reviewed_at'),
  reviewReason: text('review_reason').notNull().default(''),
});

/**
 * An activity a room submitted from the app: pending until staff pass, refuse or ignore it; a
 * passed one may be pinned to the top of the app's list. Rooms are the room module's: no foreign
 * key (modules never import another's tables), the room's id as the app sent it.
 */
export const roomActivities = pgTable(
  'room_activity',
  {
    id: serial('id').primaryKey(),
    roomId: bigint('room_id', { mode: 'number' }).notNull(),
    /** The room's region when it submitted: what region scope reads. */
    regionId: integer('region_id').notNull(),
    title: text('title').notNull(),
    cover: text('cover').notNull(),
    description: text('description').notNull().default(''),
    startAt: unixSeconds('start_at').notNull(),
    endAt: unixSeconds('end_at').notNull(),
    submittedAt: unixSeconds('submitted_at').notNull(),
    ...reviewColumns(),
    isTop: boolean('is_top').notNull().default(false),
    toppedAt: unixSeconds('topped_at'),
  },
  (table) => [
    index('room_activity_state_idx').on(table.state, table.id),
    index('room_activity_region_idx').on(table.regionId, table.id),
    index('room_activity_room_idx').on(table.roomId),
  ],
);

/** An official background of the catalogue; its shelf state is derived from the times and the switch, never stored. */
export const roomBackgroundCatalogue = pgTable(
  'room_bg',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    image: text('image').notNull(),
    /** Coins; 0 is free. */
    price: amount('price').notNull().default(0),
    /** The regions it is offered in: region scope reads them (overlap to see, all to change). */
    regions: integer('regions').array().notNull(),
    onAt: unixSeconds('on_at'),
    offAt: unixSeconds('off_at'),
    isOn: boolean('is_on').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    ...createdColumns(),
    updatedAt: unixSeconds('updated_at').notNull(),
  },
  (table) => [index('room_bg_regions_idx').using('gin', table.regions), index('room_bg_sort_idx').on(table.sort, table.id)],
);

/** A room's certification badge: one per room. */
export const roomCertificationTable = pgTable(
  'room_certification',
  {
    id: serial('id').primaryKey(),
    roomId: bigint('room_id', { mode: 'number' }).notNull(),
    /** The room's region when certified: what region scope reads. */
    regionId: integer('region_id').notNull(),
    name: text('name').notNull(),
    label: text('label').notNull().default(''),
    icon: text('icon').notNull(),
    /** Where the badge shows. */
    regions: integer('regions').array().notNull(),
    expiresAt: unixSeconds('expires_at'),
    ...createdColumns(),
    updatedAt: unixSeconds('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('room_certification_room_idx').on(table.roomId),
    index('room_certification_region_idx').on(table.regionId, table.id),
  ],
);

/** A reception room's receptionist and daily window (`HH:MM`, the console's time zone); one window per receptionist and room. */
export const roomReceptionTable = pgTable(
  'room_reception',
  {
    id: serial('id').primaryKey(),
    roomId: bigint('room_id', { mode: 'number' }).notNull(),
    regionId: integer('region_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    windowFrom: text('window_from').notNull(),
    windowTo: text('window_to').notNull(),
    ...createdColumns(),
    updatedAt: unixSeconds('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('room_reception_room_member_idx').on(table.roomId, table.memberId),
    index('room_reception_region_idx').on(table.regionId, table.id),
  ],
);

/** One reception the app recorded: a new member sent to a reception room and greeted there. */
export const roomReceptionRecordTable = pgTable(
  'room_reception_record',
  {
    id: serial('id').primaryKey(),
    roomId: bigint('room_id', { mode: 'number' }).notNull(),
    regionId: integer('region_id').notNull(),
    /** The receptionist. */
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    guestId: bigint('guest_id', { mode: 'number' }).notNull(),
    receivedAt: unixSeconds('received_at').notNull(),
    staySeconds: integer('stay_seconds').notNull().default(0),
  },
  (table) => [
    // One room's receptions newest first (the detail screen), and the statistics over a period.
    index('room_reception_record_room_idx').on(table.roomId, table.receivedAt),
    index('room_reception_record_time_idx').on(table.receivedAt),
  ],
);
