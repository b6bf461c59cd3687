import { bigint, bigserial, index, integer, pgTable } from 'drizzle-orm/pg-core';
import { unixSeconds } from '../../db/columns.ts';

/**
 * A member's move from one region to another, as staff's edits make it (the region, or a country
 * of another region). Region-limited activities read it: a member who moved shortly before or
 * during one takes no part in it (issue 30 item 4).
 */
export const memberRegionChanges = pgTable(
  'member_region_change',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    fromRegion: integer('from_region').notNull(),
    toRegion: integer('to_region').notNull(),
    changedAt: unixSeconds('changed_at').notNull(),
  },
  (table) => [index('member_region_change_at_idx').on(table.changedAt)],
);
