import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdColumns, unixSeconds } from '../../db/columns.ts';

/**
 * An invitation (SPEC §7 Invite): the invitee member bound to the member who invited them (no
 * foreign keys: members are the member module's). The region and country are the invitee's, what
 * region scope reads. Unbinding keeps the row as history; the partial unique index holds an invitee
 * to one live binding, whatever races past the checks.
 */
export const invites = pgTable(
  'invite',
  {
    id: serial('id').primaryKey(),
    inviteeId: bigint('invitee_id', { mode: 'number' }).notNull(),
    inviterId: bigint('inviter_id', { mode: 'number' }).notNull(),
    regionId: integer('region_id').notNull(),
    countryId: integer('country_id').notNull(),
    remark: text('remark').notNull().default(''),
    /** manual | batch | app */
    source: text('source').notNull().default('manual'),
    /** bound | unbound */
    state: text('state').notNull().default('bound'),
    boundAt: unixSeconds('bound_at').notNull(),
    ...createdColumns(),
    updatedAt: unixSeconds('updated_at').notNull(),
    unboundAt: unixSeconds('unbound_at'),
    unboundBy: integer('unbound_by'),
    unboundByName: text('unbound_by_name').notNull().default(''),
    unbindReason: text('unbind_reason').notNull().default(''),
  },
  (table) => [
    uniqueIndex('invite_one_inviter_key').on(table.inviteeId).where(sql`state = 'bound'`),
    index('invite_inviter_idx').on(table.inviterId, table.id),
    index('invite_region_idx').on(table.regionId, table.id),
  ],
);
