import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { amount, unixSeconds } from '../../db/columns.ts';

/**
 * An app user. `regionId` is copied from the country so region-scoped lists are served by an index.
 * Balances are read here; they only move through the ledger (modules/ledger/ledger.post.ts).
 */
export const members = pgTable(
  'member',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    userNo: bigint('user_no', { mode: 'number' }).notNull().unique(),
    nickname: text('nickname').notNull(),
    avatar: text('avatar').notNull().default(''),
    /** 0 confidential, 1 male, 2 female. */
    gender: smallint('gender').notNull().default(0),
    birthday: text('birthday').notNull().default(''),
    phoneRegion: text('phone_region').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    countryId: integer('country_id').notNull(),
    regionId: integer('region_id').notNull(),
    signature: text('signature').notNull().default(''),
    wealthLevel: integer('wealth_level').notNull().default(0),
    charmLevel: integer('charm_level').notNull().default(0),
    activityLevel: integer('activity_level').notNull().default(0),
    gold: amount('gold').notNull().default(0),
    diamond: amount('diamond').notNull().default(0),
    /** Beans (SPEC §7 deductBean): like gold and diamonds, moved only by ledger postings. */
    bean: amount('bean').notNull().default(0),
    registerTime: unixSeconds('register_time').notNull(),
    registerIp: text('register_ip').notNull().default(''),
    deviceId: text('device_id').notNull().default(''),
    lastLoginTime: unixSeconds('last_login_time').notNull().default(0),
    banCount: integer('ban_count').notNull().default(0),
    frozen: boolean('frozen').notNull().default(false),
    /** normal, banned, deregistered. */
    status: text('status').notNull().default('normal'),
    province: text('province').notNull().default(''),
    hobbies: text('hobbies').notNull().default(''),
    /** argon2id of the member's app password; empty when they only sign in through a third party. */
    passwordHash: text('password_hash').notNull().default(''),
    svipLevel: integer('svip_level').notNull().default(0),
    svipExpiresAt: bigint('svip_expires_at', { mode: 'number' }),
    gameLevel: integer('game_level').notNull().default(0),
    gamePrivilege: boolean('game_privilege').notNull().default(true),
    /** Until when the member may not change their avatar: a reset avatar keeps the default for 30 days (SPEC §9). */
    avatarBlockedUntil: unixSeconds('avatar_blocked_until'),
  },
  (table) => [
    index('member_region_idx').on(table.regionId, table.id),
    index('member_country_idx').on(table.countryId, table.id),
    index('member_register_idx').on(table.registerTime),
    index('member_phone_idx').on(table.phone),
    index('member_email_idx').on(sql`lower(${table.email})`),
    index('member_register_ip_idx').on(table.registerIp),
    index('member_device_idx').on(table.deviceId),
  ],
);

/**
 * A moderation measure on a member: a ban of the account, device, IP or broadcasting, a consumption
 * freeze, or a frozen top room. It ends by itself at `expires_at` (null: permanent) or when lifted,
 * and stays as history either way. Evidence is copied here so it survives the member deleting it.
 */
export const memberBans = pgTable(
  'member_ban',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    /** The device id or IP for device and IP bans. */
    value: text('value').notNull().default(''),
    reason: text('reason').notNull(),
    duration: text('duration').notNull(),
    expiresAt: bigint('expires_at', { mode: 'number' }),
    evidenceText: text('evidence_text').notNull().default(''),
    evidenceImages: text('evidence_images').array().notNull().default(sql`'{}'::text[]`),
    createdBy: integer('created_by').notNull(),
    createdByName: text('created_by_name').notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    liftedAt: bigint('lifted_at', { mode: 'number' }),
    liftedByName: text('lifted_by_name').notNull().default(''),
    liftReason: text('lift_reason').notNull().default(''),
  },
  (table) => [
    index('member_ban_member_idx').on(table.memberId, table.id),
    index('member_ban_value_idx').on(table.kind, table.value),
  ],
);

/** A staff note on a member (SPEC §7 uidMemo*): open or done. */
export const memberMemos = pgTable(
  'member_memo',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    content: text('content').notNull(),
    done: boolean('done').notNull().default(false),
    createdBy: integer('created_by').notNull(),
    createdByName: text('created_by_name').notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (table) => [index('member_memo_member_idx').on(table.memberId, table.id)],
);

/** An account deregistration request (SPEC §4): in progress until it finishes, or cancelled. */
export const memberDestroys = pgTable(
  'member_destroy',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    state: text('state').notNull(),
    reason: text('reason').notNull().default(''),
    appliedAt: bigint('applied_at', { mode: 'number' }).notNull(),
    finishesAt: bigint('finishes_at', { mode: 'number' }).notNull(),
  },
  (table) => [index('member_destroy_member_idx').on(table.memberId)],
);

/** A tag staff put on members (SPEC §3 Member tags; managed on /user/labelManagement). */
export const userTags = pgTable('user_tag', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  color: text('color').notNull(),
  isOn: boolean('is_on').notNull().default(true),
  updatedAt: bigint('updated_at', { mode: 'number' }).notNull(),
});

export const memberTags = pgTable(
  'member_tag',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    tagId: bigint('tag_id', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.tagId] }), index('member_tag_tag_idx').on(table.tagId)],
);

/** Where a member signed in from: one row per IP and device, counted (memberMoreIp). */
export const memberLoginIps = pgTable(
  'member_login_ip',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    ip: text('ip').notNull(),
    deviceId: text('device_id').notNull().default(''),
    times: integer('times').notNull().default(1),
    firstTime: bigint('first_time', { mode: 'number' }).notNull(),
    lastTime: bigint('last_time', { mode: 'number' }).notNull(),
  },
  (table) => [
    index('member_login_ip_member_idx').on(table.memberId, table.lastTime),
    index('member_login_ip_ip_idx').on(table.ip),
  ],
);

/**
 * Nickname search reads this narrow copy (id and lower-cased nickname) instead of `member`: a
 * trigram match must recheck every candidate row, and a common word (a sixteenth of the members
 * share one) costs a sixth of the heap pages here that it costs on the wide member rows. Triggers
 * (migration 0009) keep it in step with `member.nickname`; nothing writes it directly.
 */
export const memberNicknames = pgTable(
  'member_nickname',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    nicknameLower: text('nickname_lower').notNull(),
  },
  // Trigrams serve both substrings (3+ characters) and short prefixes (1–2).
  (table) => [index('member_nickname_trgm_idx').using('gin', sql`${table.nicknameLower} gin_trgm_ops`)],
);
