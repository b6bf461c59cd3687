import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * Export cells written by PostgreSQL, each the same text the CSV writer makes of the cell's value
 * (cells.ts): a NULL is an empty field, so an empty text is made NULL (COPY would quote it).
 */

/** Text, with the leading quote that keeps a formula-like cell text (`safeCell`). */
export function copyText(value: SQLWrapper): SQL {
  return sql`nullif(CASE WHEN left(${value}, 1) IN ('=', '+', '-', '@', E'\\t', E'\\r') THEN '''' || ${value} ELSE ${value} END, '')`;
}

/** An integer column (ids, coins, levels): JS prints those as PostgreSQL does. Not for numeric or float. */
export function copyInteger(value: SQLWrapper): SQL {
  return sql`(${value})::text`;
}

/** Unix seconds as `YYYY-MM-DD HH:mm:ss` in the console's zone; 0 (a time that never came) stays blank (`exportTime`). */
export function copyTime(value: SQLWrapper, timeZone: string): SQL {
  return sql`CASE WHEN coalesce(${value}, 0) = 0 THEN NULL
    ELSE to_char(to_timestamp(${value}) AT TIME ZONE ${timeZone}, 'YYYY-MM-DD HH24:MI:SS') END`;
}
