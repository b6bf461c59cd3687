import { Column, SQL } from 'drizzle-orm';
import type { PgSelectBuilder, SelectedFields } from 'drizzle-orm/pg-core';
import { type Orm, queryableOf } from './orm.ts';

/**
 * Rows of a select decoded without drizzle's row mapper. Drizzle maps each value of each row by
 * asking, with its `is()` (a walk up the class chain for anything not a column), what kind of
 * field it is: 1.5 ms for the 2,152 hourly rows of a busy room's 90-day turnover, most of what
 * the console added to the statement's own time (issue 32 item 5). Here each field's decoding is
 * looked up once per statement. Selections are flat records of columns and SQL expressions, which
 * drizzle selects in the record's order and decodes by the column or by the expression's `mapWith`.
 */

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

export interface DecodedField {
  name: string;
  decoder: Decoder;
}

/** An expression's decoding (`.mapWith`): drizzle keeps it on the SQL, out of its typings. */
function decoderOf(expression: SQL): Decoder {
  return (expression as unknown as { decoder: Decoder }).decoder;
}

/** The fields in the order a select of them returns its columns, each with its decoding. */
export function decodedFields(fields: SelectedFields): DecodedField[] {
  return Object.entries(fields).map(([name, field]) => {
    const decoder =
      field instanceof Column
        ? field
        : field instanceof SQL
          ? decoderOf(field)
          : field instanceof SQL.Aliased
            ? decoderOf(field.sql)
            : undefined;
    if (!decoder) throw new Error(`selected field ${name} is not a column or an SQL expression`);
    return { name, decoder };
  });
}

/** One row of an array-mode result as the record drizzle would have made of it. */
export function decodedRecord(fields: readonly DecodedField[], row: readonly unknown[]): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  fields.forEach(({ name, decoder }, i) => {
    const value = row[i];
    record[name] = value === null || value === undefined ? null : decoder.mapFromDriverValue(value);
  });
  return record;
}

/**
 * The rows of `orm.select(fields)…` as `build` finishes it, for a statement answering many rows.
 * The same statement and the same records as awaiting the query.
 */
export async function selectRows<Fields extends SelectedFields, Query extends PromiseLike<unknown>>(
  orm: Orm,
  fields: Fields,
  build: (select: PgSelectBuilder<Fields>) => Query & { toSQL(): { sql: string; params: unknown[] } },
): Promise<Awaited<Query>> {
  const { sql: text, params } = build(orm.select(fields)).toSQL();
  const { rows } = await queryableOf(orm).query<unknown[]>(text, params, 'array');
  const decoded = decodedFields(fields);
  return rows.map((row) => decodedRecord(decoded, row)) as Awaited<Query>;
}
