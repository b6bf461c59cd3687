import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdColumns, removalColumns, unixSeconds } from '../../db/columns.ts';

/**
 * A group (SPEC §3 Group). `group` is an SQL keyword, hence the table's name. The region and
 * country are the owner's when the group was made or its owner changed: region scope reads them.
 * Members are the member module's: no foreign key (modules never import another's tables).
 */
export const chatGroups = pgTable(
  'chat_group',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    avatar: text('avatar').notNull().default(''),
    ownerId: bigint('owner_id', { mode: 'number' }).notNull(),
    /** Interest tags (hobby names) the group carries. */
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    questions: text('questions').notNull().default(''),
    regionId: integer('region_id').notNull(),
    countryId: integer('country_id').notNull(),
    recommended: boolean('recommended').notNull().default(false),
    state: text('state').notNull().default('active'),
    dissolvedAt: unixSeconds('dissolved_at'),
    dissolveReason: text('dissolve_reason').notNull().default(''),
    createdAt: unixSeconds('created_at').notNull(),
    updatedAt: unixSeconds('updated_at').notNull(),
  },
  (table) => [
    index('chat_group_region_idx').on(table.regionId, table.id),
    index('chat_group_owner_idx').on(table.ownerId),
    index('chat_group_tags_idx').using('gin', table.tags),
  ],
);

/** A member of a group, with their role; muted in the group chat until `mutedUntil` (null: not muted; `mutedForever`). */
export const groupMembers = pgTable(
  'group_member',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => chatGroups.id, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    role: text('role').notNull().default('member'),
    joinedAt: unixSeconds('joined_at').notNull(),
    mutedUntil: unixSeconds('muted_until'),
    mutedForever: boolean('muted_forever').notNull().default(false),
    /** The group's region, copied so region scope reads the row alone. */
    regionId: integer('region_id').notNull(),
    updatedAt: unixSeconds('updated_at'),
  },
  (table) => [
    uniqueIndex('group_member_group_member_key').on(table.groupId, table.memberId),
    index('group_member_region_idx').on(table.regionId, table.id),
  ],
);

/** A message of a group chat; one removed by staff stays as history (who, when, why). */
export const groupChatMessages = pgTable(
  'group_message',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => chatGroups.id, { onDelete: 'cascade' }),
    senderId: bigint('sender_id', { mode: 'number' }).notNull(),
    content: text('content').notNull(),
    sentAt: unixSeconds('sent_at').notNull(),
    regionId: integer('region_id').notNull(),
    ...removalColumns(),
  },
  (table) => [
    index('group_message_group_idx').on(table.groupId, table.id),
    index('group_message_region_idx').on(table.regionId, table.id),
  ],
);

/** A change of its name or avatar a group's owner asked for in the app, pending until reviewed. */
export const groupChangeChecks = pgTable(
  'group_check',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => chatGroups.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    newName: text('new_name').notNull().default(''),
    newAvatar: text('new_avatar').notNull().default(''),
    regionId: integer('region_id').notNull(),
    submittedAt: unixSeconds('submitted_at').notNull(),
    state: text('state').notNull().default('pending'),
    reviewedBy: integer('reviewed_by'),
    reviewedByName: text('reviewed_by_name').notNull().default(''),
    reviewedAt: unixSeconds('reviewed_at'),
    reviewReason: text('review_reason').notNull().default(''),
  },
  (table) => [
    index('group_check_state_idx').on(table.state, table.id),
    index('group_check_region_idx').on(table.regionId, table.id),
  ],
);

/** An interest tag groups may carry; its name is unique whatever its case. */
export const groupHobbies = pgTable(
  'group_hobby',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    isOn: boolean('is_on').notNull().default(true),
    ...createdColumns(),
    updatedAt: unixSeconds('updated_at').notNull(),
  },
  (table) => [uniqueIndex('group_hobby_name_key').on(sql`lower(${table.name})`)],
);

/** An H5 popup over the group square; its shelf state is derived from the times and the switch, never stored. */
export const groupPopups = pgTable(
  'group_popup',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    image: text('image').notNull(),
    linkUrl: text('link_url').notNull(),
    regions: integer('regions').array().notNull(),
    onAt: unixSeconds('on_at'),
    offAt: unixSeconds('off_at'),
    isOn: boolean('is_on').notNull().default(true),
    ...createdColumns(),
    updatedAt: unixSeconds('updated_at').notNull(),
  },
  (table) => [index('group_popup_regions_idx').using('gin', table.regions)],
);
