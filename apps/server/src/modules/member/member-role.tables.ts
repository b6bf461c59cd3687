import { bigint, bigserial, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { unixSeconds } from '../../db/columns.ts';

/**
 * An in-app role of a member (promoter, agent, country admin, super admin), set from the user page
 * (member-role.actions.ts) and shown on the member's detail: the member module's. `id` names a row
 * for the list of members with app roles (specialList), as every resource's rows are named.
 */
export const memberRoles = pgTable(
  'member_role',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    createdBy: integer('created_by').notNull(),
    createdAt: unixSeconds('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.kind] }), uniqueIndex('member_role_id_idx').on(table.id)],
);
