import { boolean, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdColumns, unixSeconds } from '../../db/columns.ts';

/** One release of the Android or iOS app. */
export const appVersions = pgTable(
  'app_version',
  {
    id: serial('id').primaryKey(),
    /** android or ios (APP_PLATFORMS). */
    platform: text('platform').notNull(),
    versionName: text('version_name').notNull(),
    build: integer('build').notNull(),
    /** Apps below this build are told to update. */
    minBuild: integer('min_build').notNull(),
    forceUpdate: boolean('force_update').notNull().default(false),
    /** iOS only: the build Apple is reviewing, to which the app hides payments. */
    inReview: boolean('in_review').notNull().default(false),
    downloadUrl: text('download_url').notNull(),
    notesZh: text('notes_zh').notNull().default(''),
    notesEn: text('notes_en').notNull().default(''),
    releasedAt: unixSeconds('released_at').notNull(),
    ...createdColumns(),
    updatedAt: unixSeconds('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('app_version_build_idx').on(table.platform, table.build),
    uniqueIndex('app_version_name_idx').on(table.platform, table.versionName),
  ],
);
