import { bigint, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { unixSeconds } from '../../db/columns.ts';

/**
 * A room owner's application to dissolve the room, reviewed on room review's dissolution tab: a
 * disbanded one marks the room dissolved from its review on. The room module's, as the room list
 * reads it (a room's dissolution is the room's, like its background).
 */
export const roomDisbands = pgTable(
  'room_disband',
  {
    id: serial('id').primaryKey(),
    roomId: bigint('room_id', { mode: 'number' }).notNull(),
    regionId: integer('region_id').notNull(),
    ownerId: bigint('owner_id', { mode: 'number' }).notNull(),
    reason: text('reason').notNull().default(''),
    submittedAt: unixSeconds('submitted_at').notNull(),
    // The kit's review preset: pending until checked, and who checked it, when and why.
    state: text('state').notNull().default('pending'),
    reviewedBy: integer('reviewed_by'),
    reviewedByName: text('reviewed_by_name').notNull().default(''),
    reviewedAt: unixSeconds('reviewed_at'),
    reviewReason: text('review_reason').notNull().default(''),
  },
  (table) => [
    index('room_disband_state_idx').on(table.state, table.id),
    index('room_disband_region_idx').on(table.regionId, table.id),
    index('room_disband_room_idx').on(table.roomId, table.state),
  ],
);
