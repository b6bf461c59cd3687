import { bigint, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdColumns, unixSeconds } from '../../db/columns.ts';

/**
 * A private message staff sent (or a feedback's reply). `regionId` is the receiver's at sending,
 * what a country admin's scope reads; the sender is 10000 (the official account) or a member.
 */
export const privateMessages = pgTable(
  'private_message',
  {
    id: serial('id').primaryKey(),
    senderId: bigint('sender_id', { mode: 'number' }).notNull(),
    receiverId: bigint('receiver_id', { mode: 'number' }).notNull(),
    regionId: integer('region_id').notNull(),
    content: text('content').notNull(),
    url: text('url'),
    /** `manual` (the screen) or `feedback_reply`. */
    source: text('source').notNull().default('manual'),
    /** The feedback this message answers, when it is a reply. */
    feedbackId: integer('feedback_id'),
    ...createdColumns(),
  },
  (table) => [
    index('private_message_region_idx').on(table.regionId, table.id),
    index('private_message_receiver_idx').on(table.receiverId, table.id),
    index('private_message_sender_idx').on(table.senderId, table.id),
  ],
);

/** A line put on one room's public screen; the room's id and region are kept as they were at sending. */
export const roomScreenMessages = pgTable(
  'room_screen_message',
  {
    id: serial('id').primaryKey(),
    roomId: bigint('room_id', { mode: 'number' }).notNull(),
    roomNo: bigint('room_no', { mode: 'number' }).notNull(),
    regionId: integer('region_id').notNull(),
    content: text('content').notNull(),
    color: text('color').notNull(),
    pinSeconds: integer('pin_seconds').notNull().default(0),
    ...createdColumns(),
  },
  (table) => [
    index('room_screen_message_region_idx').on(table.regionId, table.id),
    index('room_screen_message_room_idx').on(table.roomNo, table.id),
  ],
);

/** A member's feedback from the app, and how staff handled it (pending, replied, ignored). */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    /** The member's region when they wrote it: a country admin's scope reads it. */
    regionId: integer('region_id').notNull(),
    content: text('content').notNull(),
    image1: text('image_1'),
    image2: text('image_2'),
    image3: text('image_3'),
    contact: text('contact'),
    appVersion: text('app_version').notNull(),
    device: text('device').notNull(),
    state: text('state').notNull().default('pending'),
    reply: text('reply'),
    handledBy: integer('handled_by'),
    handledByName: text('handled_by_name'),
    handledAt: unixSeconds('handled_at'),
    createdAt: unixSeconds('created_at').notNull(),
  },
  (table) => [
    index('feedback_region_idx').on(table.regionId, table.id),
    index('feedback_state_idx').on(table.state, table.id),
    index('feedback_member_idx').on(table.memberId, table.id),
  ],
);
