import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { unixSeconds } from '../../db/columns.ts';

/** How the app groups countries for display (SPEC §3 Country zone). */
export const countryZones = pgTable('country_zone', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  position: integer('position').notNull().default(0),
  displayOrder: integer('display_order').notNull().default(0),
  countryIds: integer('country_ids').array().notNull().default(sql`'{}'::integer[]`),
  updatedAt: unixSeconds('updated_at').notNull(),
});

/** How many props of a type an admin may send per month (SPEC §6 prop send limits). */
export const propSendLimits = pgTable(
  'prop_send_limit',
  {
    id: serial('id').notNull().unique(),
    adminId: integer('admin_id').notNull(),
    propType: text('prop_type').notNull(),
    monthlyLimit: integer('monthly_limit').notNull(),
    updatedAt: unixSeconds('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.adminId, table.propType] })],
);
