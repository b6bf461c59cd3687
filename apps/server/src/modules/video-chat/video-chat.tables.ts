import type { VideoChatState } from '@console/contract';
import { bigint, boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { amount, createdColumns, unixSeconds } from '../../db/columns.ts';

/**
 * A 1v1 video call as the app reported it: caller, host, times, state and the price per minute
 * at its start. Duration and coins spent are derived from these, never stored.
 */
export const videoChats = pgTable(
  'video_chat',
  {
    id: serial('id').primaryKey(),
    callerId: bigint('caller_id', { mode: 'number' }).notNull(),
    hostMemberId: bigint('host_member_id', { mode: 'number' }).notNull(),
    /** The host's region at the call: what region scope reads. */
    regionId: integer('region_id').notNull(),
    startedAt: unixSeconds('started_at').notNull(),
    endedAt: unixSeconds('ended_at'),
    price: amount('price').notNull(),
    state: text('state').$type<VideoChatState>().notNull(),
  },
  (table) => [
    index('video_chat_started_idx').on(table.startedAt, table.id),
    index('video_chat_region_idx').on(table.regionId, table.id),
    index('video_chat_host_idx').on(table.hostMemberId),
    index('video_chat_caller_idx').on(table.callerId),
  ],
);

/** A host approved for video chat: their price per minute, the switch, and a ban with its reason. */
export const videoChatHosts = pgTable(
  'video_chat_host',
  {
    id: serial('id').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    regionId: integer('region_id').notNull(),
    price: amount('price').notNull(),
    isOn: boolean('is_on').notNull().default(true),
    banned: boolean('banned').notNull().default(false),
    banReason: text('ban_reason').notNull().default(''),
    bannedByName: text('banned_by_name').notNull().default(''),
    bannedAt: unixSeconds('banned_at'),
    ...createdColumns(),
    updatedAt: unixSeconds('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('video_chat_host_member_key').on(table.memberId),
    index('video_chat_host_region_idx').on(table.regionId, table.id),
  ],
);
