import { bigint, bigserial, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { amount, createdColumns, unixSeconds } from '../../db/columns.ts';

/*
 * Room turnover (issue 16). Rows name rooms, members and gifts by id and keep the room's region from
 * when they were made: region scope reads it (those tables are other modules'; no foreign key
 * crosses modules).
 */

/**
 * A gift sent in a room: the app's record, which the console only reads (turnover is never typed
 * in). Append-only: the app inserts, nothing updates or deletes, which is what keeps the roll-up
 * below equal to these rows' sums.
 */
export const giftSends = pgTable(
  'gift_send',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roomId: bigint('room_id', { mode: 'number' }).notNull(),
    regionId: integer('region_id').notNull(),
    senderId: bigint('sender_id', { mode: 'number' }).notNull(),
    /** The member the gift went to (a host on a mic, the owner). */
    receiverId: bigint('receiver_id', { mode: 'number' }).notNull(),
    giftId: integer('gift_id').notNull(),
    count: integer('count').notNull(),
    /** What the sender paid: the gift's price times the count, at the time. */
    coins: amount('coins').notNull(),
    /** What the receiver earned. */
    diamonds: amount('diamonds').notNull(),
    sentAt: unixSeconds('sent_at').notNull(),
  },
  (table) => [
    // A room's sends newest first (the sends list pages by id within the room, and its time filter
    // stays inside the room's entries). Day and hour sums never read this table: see the roll-up.
    index('gift_send_room_idx').on(table.roomId, table.id),
    // A member's hourly flow in a room: what they sent there, and what was sent to them there, by time.
    index('gift_send_sender_idx').on(table.senderId, table.roomId, table.sentAt),
    index('gift_send_receiver_idx').on(table.receiverId, table.roomId, table.sentAt),
  ],
);

/**
 * Turnover per room per 15 minutes, kept by a trigger on gift_send (see the migration
 * `room_turnover`): a statement-level AFTER INSERT trigger sums each insert's new rows per room and
 * slot and adds them here with ON CONFLICT … DO UPDATE, in the inserting transaction.
 *
 * Why a roll-up and not an index on the sends: a room's day and hour sums over 90 days then read at
 * most 90 × 96 = 8640 rows of one primary-key range, however many gifts the room got; a covering
 * index on (room_id, sent_at) would read every send, which for a busy room at 10 M sends is hundreds
 * of thousands of entries per call. Why 15 minutes and not an hour: the console's zone decides what
 * a day and a whole hour are, and zones are whole quarters of an hour off UTC (India +5:30, Nepal
 * +5:45), so quarter-hour slots add up to that zone's days and hours exactly, whatever TIME_ZONE says.
 */
export const roomTurnoverSlots = pgTable(
  'room_turnover_slot',
  {
    roomId: bigint('room_id', { mode: 'number' }).notNull(),
    /** Start of the 15 minutes, unix seconds (a multiple of 900). */
    slotStart: unixSeconds('slot_start').notNull(),
    sends: integer('sends').notNull(),
    gifts: bigint('gifts', { mode: 'number' }).notNull(),
    coins: amount('coins').notNull(),
    diamonds: amount('diamonds').notNull(),
  },
  (table) => [primaryKey({ columns: [table.roomId, table.slotStart] })],
);

/** A room staff monitor (listening): one row per room, with why. */
export const roomMonitors = pgTable(
  'room_monitor',
  {
    id: serial('id').primaryKey(),
    roomId: bigint('room_id', { mode: 'number' }).notNull(),
    regionId: integer('region_id').notNull(),
    remark: text('remark').notNull().default(''),
    ...createdColumns(),
    updatedAt: unixSeconds('updated_at'),
  },
  (table) => [
    uniqueIndex('room_monitor_room_idx').on(table.roomId),
    index('room_monitor_region_idx').on(table.regionId, table.id),
  ],
);
