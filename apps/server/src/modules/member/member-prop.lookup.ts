import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * How many members hold a prop now, for another module's list of catalogue props (the room props):
 * their props of that type and name not taken away and not expired at `now`. Member props keep the
 * catalogue's name and type, not its id, so these two name the prop.
 */
export function propHoldersAt(now: number | SQL, propType: AnyPgColumn, name: AnyPgColumn): SQL<number> {
  return sql<number>`(SELECT count(DISTINCT mp.member_id)::int FROM member_prop mp
    WHERE mp.prop_type = ${propType} AND mp.name = ${name} AND mp.deleted_at IS NULL
      AND (mp.expires_at IS NULL OR mp.expires_at > ${now}))`;
}
