import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdColumns, unixSeconds } from '../../db/columns.ts';

/**
 * A room's voice live: on air from its start until it ends (no end yet: living). The region is the
 * room's when the live started, so a country admin's scope reads this table alone.
 */
export const voiceLives = pgTable(
  'live_voice',
  {
    id: serial('id').primaryKey(),
    roomId: bigint('room_id', { mode: 'number' }).notNull(),
    hostId: bigint('host_id', { mode: 'number' }).notNull(),
    regionId: integer('region_id').notNull(),
    title: text('title').notNull().default(''),
    startedAt: unixSeconds('started_at').notNull(),
    endedAt: unixSeconds('ended_at'),
    audience: integer('audience').notNull().default(0),
    gameState: text('game_state').notNull().default('off'),
    /** The entry code the audience types; empty: none. */
    code: text('code').notNull().default(''),
    recommended: boolean('recommended').notNull().default(false),
    updatedAt: unixSeconds('updated_at'),
  },
  (table) => [
    index('live_voice_region_idx').on(table.regionId, table.id),
    index('live_voice_started_idx').on(table.startedAt),
    index('live_voice_room_idx').on(table.roomId),
  ],
);

/**
 * A live studio and its live authorization (SPEC §3): the account and argon2id password hash its
 * streaming software signs in with, a code, the expiry (valid or expired is derived from it and the
 * clock) and the member ids allowed to go live. `liveStartedAt` is set while it is on air.
 */
export const studios = pgTable(
  'live_studio',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    roomId: bigint('room_id', { mode: 'number' }).notNull(),
    regionId: integer('region_id').notNull(),
    account: text('account').notNull().unique(),
    passwordHash: text('password_hash').notNull().default(''),
    code: text('code').notNull().default(''),
    expiresAt: unixSeconds('expires_at').notNull(),
    whitelist: bigint('whitelist', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    liveStartedAt: unixSeconds('live_started_at'),
    gameState: text('game_state').notNull().default('off'),
    recommended: boolean('recommended').notNull().default(false),
    createdAt: unixSeconds('created_at').notNull(),
    updatedAt: unixSeconds('updated_at'),
  },
  (table) => [index('live_studio_region_idx').on(table.regionId, table.id)],
);

/** The rooms a studio broadcasts into, each once per studio; the region is the room's. */
export const studioRooms = pgTable(
  'live_studio_room',
  {
    id: serial('id').primaryKey(),
    studioId: integer('studio_id').notNull(),
    roomId: bigint('room_id', { mode: 'number' }).notNull(),
    regionId: integer('region_id').notNull(),
    sort: integer('sort').notNull().default(0),
    ...createdColumns(),
    updatedAt: unixSeconds('updated_at'),
  },
  (table) => [
    uniqueIndex('live_studio_room_pair_idx').on(table.studioId, table.roomId),
    index('live_studio_room_region_idx').on(table.regionId, table.id),
  ],
);

/**
 * A studio's past live: kept with the studio's name as it was, so the history outlives a deleted
 * studio. `stoppedBy` is the staff member who stopped it (none when it ended by itself).
 */
export const studioLives = pgTable(
  'live_studio_history',
  {
    id: serial('id').primaryKey(),
    studioId: integer('studio_id').notNull(),
    studioName: text('studio_name').notNull(),
    roomId: bigint('room_id', { mode: 'number' }).notNull(),
    regionId: integer('region_id').notNull(),
    startedAt: unixSeconds('started_at').notNull(),
    endedAt: unixSeconds('ended_at').notNull(),
    stoppedBy: integer('stopped_by'),
    stoppedByName: text('stopped_by_name').notNull().default(''),
  },
  (table) => [
    index('live_studio_history_region_idx').on(table.regionId, table.id),
    index('live_studio_history_studio_idx').on(table.studioId, table.startedAt),
  ],
);

/** A video source a live room may play: an http(s) address of one region; a ban keeps the row with its reason. */
export const videoSources = pgTable(
  'live_video_source',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    regionId: integer('region_id').notNull(),
    banned: boolean('banned').notNull().default(false),
    banReason: text('ban_reason'),
    bannedBy: integer('banned_by'),
    bannedByName: text('banned_by_name'),
    bannedAt: unixSeconds('banned_at'),
    ...createdColumns(),
    updatedAt: unixSeconds('updated_at'),
  },
  (table) => [index('live_video_source_region_idx').on(table.regionId, table.id)],
);
