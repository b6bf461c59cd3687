import { bigint, boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdColumns, unixSeconds } from '../../db/columns.ts';

/** An in-app purchase promotion: a store product's coins and bonus in its regions and time window. */
export const appSales = pgTable(
  'app_sale',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    productId: text('product_id').notNull(),
    /** all, ios or android (APP_SALE_PLATFORMS). */
    platform: text('platform').notNull(),
    priceCents: integer('price_cents').notNull(),
    coins: bigint('coins', { mode: 'number' }).notNull(),
    bonusCoins: bigint('bonus_coins', { mode: 'number' }).notNull().default(0),
    regions: integer('regions').array().notNull(),
    onAt: unixSeconds('on_at'),
    offAt: unixSeconds('off_at'),
    isOn: boolean('is_on').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    ...createdColumns(),
    updatedAt: unixSeconds('updated_at').notNull(),
  },
  (table) => [
    index('app_sale_regions_idx').using('gin', table.regions),
    index('app_sale_product_idx').on(table.productId),
    index('app_sale_sort_idx').on(table.sort, table.id),
  ],
);
