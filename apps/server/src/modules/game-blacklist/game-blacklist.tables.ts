import { bigint, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { createdColumns, unixSeconds } from '../../db/columns.ts';

/**
 * A member barred from a game (or all games) for a reason, until an end time or for good. The
 * region is the member's when added: what region scope reads. Once per member and game.
 */
export const gameBlacklist = pgTable(
  'game_blacklist',
  {
    id: serial('id').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    regionId: integer('region_id').notNull(),
    game: text('game').notNull(),
    reason: text('reason').notNull(),
    until: unixSeconds('until'),
    ...createdColumns(),
  },
  (table) => [
    unique('game_blacklist_member_game_key').on(table.memberId, table.game),
    index('game_blacklist_region_idx').on(table.regionId, table.id),
  ],
);
