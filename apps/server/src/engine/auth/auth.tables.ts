import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { amount, unixSeconds } from '../../db/columns.ts';

/** A role is a set of menu ids (permission ids); built-in kinds plus custom roles (DESIGN §5). */
export const roles = pgTable('role', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  kind: text('kind').notNull(),
  menuIds: integer('menu_ids').array().notNull().default(sql`'{}'::integer[]`),
  /** Actions (`Module/action`) this role may not call although it holds their menu. */
  deniedActions: text('denied_actions').array().notNull().default(sql`'{}'::text[]`),
  createdAt: unixSeconds('created_at').notNull(),
  updatedAt: unixSeconds('updated_at').notNull(),
});

/**
 * A staff account. `regionIds`/`countryIds` limit what it sees; both null means every region,
 * which only super admins are given.
 */
export const admins = pgTable('admin', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  realName: text('real_name').notNull().default(''),
  passwordHash: text('password_hash').notNull(),
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  roleId: integer('role_id')
    .notNull()
    .references(() => roles.id),
  regionIds: integer('region_ids').array(),
  countryIds: integer('country_ids').array(),
  areaName: text('area_name').notNull().default(''),
  /** The operating area an area manager runs; its countries are their scope. */
  areaId: integer('area_id'),
  status: text('status').notNull().default('enabled'),
  goldQuota: amount('gold_quota').notNull().default(0),
  goldUsed: amount('gold_used').notNull().default(0),
  giftQuota: amount('gift_quota').notNull().default(0),
  giftUsed: amount('gift_used').notNull().default(0),
  propQuota: amount('prop_quota').notNull().default(0),
  propUsed: amount('prop_used').notNull().default(0),
  createdAt: unixSeconds('created_at').notNull(),
  updatedAt: unixSeconds('updated_at').notNull(),
});

/** An operating area: a set of countries run by its managers (SPEC §3 Operation area). */
export const operatingAreas = pgTable('operating_area', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  countryIds: integer('country_ids').array().notNull().default(sql`'{}'::integer[]`),
  createdAt: unixSeconds('created_at').notNull(),
  updatedAt: unixSeconds('updated_at').notNull(),
});

/** One action enabled or disabled for one admin, over what their role says (SPEC §6 module permissions). */
export const adminActionOverrides = pgTable(
  'admin_action_override',
  {
    /** Stable order and paging; the pair below is what identifies an override. */
    id: serial('id').notNull().unique(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id),
    actionKey: text('action_key').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: unixSeconds('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.adminId, table.actionKey] })],
);

/** Sessions are stored by the SHA-256 of their token, so a leaked table gives no usable token. */
export const adminSessions = pgTable(
  'admin_session',
  {
    tokenHash: text('token_hash').primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id),
    createdAt: unixSeconds('created_at').notNull(),
    lastSeenAt: unixSeconds('last_seen_at').notNull(),
    recheckAt: unixSeconds('recheck_at'),
    /**
     * The one call a password re-check was made for (`Module/action#<hash of its input>`), and when:
     * an action that asks every time (ActionSpec.recheckEachTime) spends it; the window does not serve it.
     */
    recheckAction: text('recheck_action'),
    recheckActionAt: unixSeconds('recheck_action_at'),
    revokedAt: unixSeconds('revoked_at'),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (table) => [index('admin_session_admin_idx').on(table.adminId)],
);

/**
 * Failed passwords in a row per count (`pair:<name>|<address>`, `ip:<address>`, `account:<name>`,
 * `session:<token hash>`; see throttle.ts). `window_start` is when the last one failed: the wait it
 * imposes runs from there, and a count quiet for a day is forgotten.
 */
export const loginFailures = pgTable('login_failure', {
  key: text('key').primaryKey(),
  windowStart: unixSeconds('window_start').notNull(),
  failures: integer('failures').notNull(),
});
