import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdColumns, unixSeconds } from '../../db/columns.ts';

/** What a message says and where it goes: the same columns for a message sent and one timed. */
const messageColumns = () => ({
  /** One region id, or 98 for all regions. */
  regionId: integer('region_id').notNull(),
  titleZh: text('title_zh').notNull().default(''),
  contentZh: text('content_zh').notNull().default(''),
  titleEn: text('title_en').notNull().default(''),
  contentEn: text('content_en').notNull().default(''),
  titleAr: text('title_ar').notNull().default(''),
  contentAr: text('content_ar').notNull().default(''),
  /** An uploaded picture (`/files/<id>`), optional. */
  image: text('image'),
  jumpType: text('jump_type').notNull().default('none'),
  url: text('url'),
  roomId: integer('room_id'),
});

/**
 * A system message sent: what the app's message feed reads for the members of its region. One
 * pushed by the timed-message job carries that message's id, unique: a timed message becomes at
 * most one system message whatever runs the job how often (the exactly-once guarantee's last word).
 */
export const systemMessages = pgTable(
  'system_message',
  {
    id: serial('id').primaryKey(),
    ...messageColumns(),
    sentAt: unixSeconds('sent_at').notNull(),
    timedMessageId: integer('timed_message_id'),
    ...createdColumns(),
  },
  (table) => [
    index('system_message_region_sent_idx').on(table.regionId, table.sentAt),
    index('system_message_sent_idx').on(table.sentAt),
    uniqueIndex('system_message_timed_uq').on(table.timedMessageId),
  ],
);

/** A system message to send at `send_at`: pending until the job sends it, or cancelled before. */
export const timedMessages = pgTable(
  'timed_message',
  {
    id: serial('id').primaryKey(),
    ...messageColumns(),
    sendAt: unixSeconds('send_at').notNull(),
    state: text('state').notNull().default('pending'),
    sentAt: unixSeconds('sent_at'),
    systemMessageId: integer('system_message_id'),
    cancelledBy: integer('cancelled_by'),
    cancelledByName: text('cancelled_by_name').notNull().default(''),
    cancelledAt: unixSeconds('cancelled_at'),
    ...createdColumns(),
    updatedAt: unixSeconds('updated_at').notNull(),
  },
  // The job's sweep reads the due pending ones by this.
  (table) => [index('timed_message_due_idx').on(table.state, table.sendAt), index('timed_message_region_idx').on(table.regionId)],
);
