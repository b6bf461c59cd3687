import { bigint, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { unixSeconds } from '../../db/columns.ts';
import { rooms } from './room.tables.ts';

/** A background a room submitted from the app: pending until staff pass, refuse or ignore it; kept as history. */
export const roomBackgroundReviews = pgTable(
  'room_background_review',
  {
    id: serial('id').primaryKey(),
    roomId: bigint('room_id', { mode: 'number' })
      .notNull()
      .references(() => rooms.id),
    /** The room's region when it submitted: what region scope reads. */
    regionId: integer('region_id').notNull(),
    image: text('image').notNull(),
    state: text('state').notNull().default('pending'),
    submittedAt: unixSeconds('submitted_at').notNull(),
    reviewedBy: integer('reviewed_by'),
    reviewedByName: text('reviewed_by_name').notNull().default(''),
    reviewedAt: unixSeconds('reviewed_at'),
    reviewReason: text('review_reason').notNull().default(''),
  },
  (table) => [
    index('room_background_review_state_idx').on(table.state, table.id),
    index('room_background_review_room_idx').on(table.roomId),
  ],
);
