import { bigint, integer, text } from 'drizzle-orm/pg-core';

/** Times are unix seconds everywhere (the wire carries them as such); int8 as a JS number. */
export const unixSeconds = (name: string) => bigint(name, { mode: 'number' });

/** Coins and diamonds are whole numbers that can exceed int4. */
export const amount = (name: string) => bigint(name, { mode: 'number' });

/** Who added a row and when, as the resource kit stamps them on `add`/`save`. */
export const createdColumns = () => ({
  createdBy: integer('created_by').notNull(),
  createdByName: text('created_by_name').notNull(),
  createdAt: unixSeconds('created_at').notNull(),
});

/** A row taken off with a reason (the kit's `remove`) rather than deleted: who, when and why stay as history. */
export const removalColumns = () => ({
  removedAt: unixSeconds('removed_at'),
  removedBy: integer('removed_by'),
  removedByName: text('removed_by_name').notNull().default(''),
  removeReason: text('remove_reason').notNull().default(''),
});
