import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { amount, createdColumns, removalColumns, unixSeconds } from '../../db/columns.ts';

/** A number type of the ID mall: a digit count and a number of pairs, and the gold price of every number of it. */
export const idNumberTypes = pgTable(
  'id_number_type',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    digits: smallint('digits').notNull(),
    pairs: smallint('pairs').notNull(),
    price: amount('price').notNull(),
    sort: integer('sort').notNull().default(0),
    ...createdColumns(),
    updatedAt: unixSeconds('updated_at').notNull(),
  },
  // The type of a number is found by its digits and pairs: one type each.
  (table) => [uniqueIndex('id_number_type_kind_idx').on(table.digits, table.pairs)],
);

/**
 * A pretty number for sale. Digits, pairs and shape are worked out from the number on save (never
 * typed): they find the type (its price) and serve the shape search. Whether it is locked is read
 * from the lock list at the time of the call, never stored here.
 */
export const idNumbers = pgTable(
  'id_number',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    digits: smallint('digits').notNull(),
    pairs: smallint('pairs').notNull(),
    /** The letter pattern: 112233 → AABBCC, 520520 → ABCABC. */
    shape: text('shape').notNull(),
    forSale: boolean('for_sale').notNull().default(true),
    ...createdColumns(),
    updatedAt: unixSeconds('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('id_number_number_idx').on(table.number),
    // text_pattern_ops: the wildcard search's LIKE with a fixed start ('520*') reads the index.
    index('id_number_like_idx').on(table.number.op('text_pattern_ops')),
    index('id_number_kind_idx').on(table.digits, table.pairs),
    index('id_number_shape_idx').on(table.shape),
  ],
);

/**
 * A lock on a number (the mall's or any other): kept back from sale with a reason. Unlocking takes
 * it off (`removedAt` and the reason) rather than deleting it, so the history stays.
 */
export const idLocks = pgTable(
  'id_lock',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    reason: text('reason').notNull(),
    ...createdColumns(),
    ...removalColumns(),
  },
  (table) => [
    // One active lock per number; unlocked ones stay as history.
    uniqueIndex('id_lock_active_idx').on(table.number).where(sql`${table.removedAt} IS NULL`),
    index('id_lock_number_idx').on(table.number),
  ],
);
