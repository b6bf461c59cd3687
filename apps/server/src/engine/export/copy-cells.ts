import { Column, is, type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * Export cells written by PostgreSQL (COPY), declared once for both files: `csv` is the very text
 * the CSV writer makes of the cell's value (cells.ts), a NULL an empty field, so an empty text is
 * made NULL (COPY would quote it); `xlsx` is what the xlsx writer needs to type the cell as the JS
 * writer does: text, an integer, or a time as its wall-clock unix seconds in the console's zone.
 */
export interface CopyCell {
  kind: 'text' | 'integer' | 'time';
  csv: SQL;
  xlsx: SQL;
}

/**
 * Text, with the leading quote that keeps a formula-like cell text (`safeCell`). A column is named
 * three times, which costs nothing; a computed value (a member's live ban) is named once, in a
 * regular expression, which would cost ~1.5 s a million rows on long multibyte text such as nicknames.
 */
export function copyText(value: SQLWrapper): CopyCell {
  const text = is(value, Column)
    ? sql`nullif(CASE WHEN left(${value}, 1) IN ('=', '+', '-', '@', E'\\t', E'\\r') THEN '''' || ${value} ELSE ${value} END, '')`
    : sql`nullif(regexp_replace(${value}, '^(?=[=+\\-@\\t\\r])', ''''), '')`;
  return { kind: 'text', csv: text, xlsx: text };
}

/**
 * An integer column (ids, coins, levels): JS prints those as PostgreSQL does, so COPY writes the
 * value itself (a cast to text cost ~0.2 s a column per million rows). Not for numeric or float.
 */
export function copyInteger(value: SQLWrapper): CopyCell {
  const text = sql`${value}`;
  return { kind: 'integer', csv: text, xlsx: text };
}

/** Unix seconds as `YYYY-MM-DD HH:mm:ss` in the console's zone; 0 (a time that never came) stays blank (`exportTime`). */
export function copyTime(value: SQLWrapper, timeZone: string): CopyCell {
  return {
    kind: 'time',
    csv: sql`CASE WHEN coalesce(${value}, 0) = 0 THEN NULL
      ELSE to_char(to_timestamp(${value}) AT TIME ZONE ${timeZone}, 'YYYY-MM-DD HH24:MI:SS') END`,
    xlsx: sql`CASE WHEN coalesce(${value}, 0) = 0 THEN NULL
      ELSE extract(epoch FROM to_timestamp(${value}) AT TIME ZONE ${timeZone})::bigint END`,
  };
}
