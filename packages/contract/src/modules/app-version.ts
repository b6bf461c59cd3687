import { z } from 'zod';
import { menuIdAt } from '../menu.ts';
import { type RowOf, resource } from '../resource/index.ts';
import { appVersionLabels } from './app-version.labels.ts';

export { appVersionLabels } from './app-version.labels.ts';

export const APP_PLATFORMS = ['android', 'ios'] as const;
/** A version name as the stores show it: major.minor.patch (2.13.0). */
export const VERSION_NAME_PATTERN = '\\d{1,3}\\.\\d{1,3}\\.\\d{1,3}';

/**
 * Where a platform stands now (SPEC §2 "minimum version", "iOS version"): its latest released
 * version, the oldest build the app still accepts (older ones are told to update) and, on iOS, the
 * build under App Store review (the app hides payments to it). Null when nothing is released yet.
 */
export const platformStanding = z.object({
  platform: z.enum(APP_PLATFORMS),
  latest_name: z.string().nullable(),
  latest_build: z.number().int().nullable(),
  min_build: z.number().int().nullable(),
  /** The name of the version with the minimum build, when one is listed. */
  min_name: z.string().nullable(),
  force_update: z.boolean(),
  review_name: z.string().nullable(),
});
export type PlatformStanding = z.infer<typeof platformStanding>;

/**
 * App versions (menu 24009, /setting/versionSet; SPEC §7 Setting "versions", §2 "minimum version",
 * "iOS version"): each release of the Android and iOS apps with its build number, the minimum build
 * it still supports, whether updating is forced, the download address and notes. The list answers
 * where each platform stands now (`standing`), shown above the table. Rules: the minimum build is
 * not above the version's own build (`app_version_min_over_build`); the download address is https
 * (`app_version_url_https`); only an iOS build is marked under App Store review
 * (`app_version_review_ios_only`); a platform's names and builds are unique (`duplicate`).
 * One list for every region: super admins only.
 */
export const appVersions = resource({
  module: 'Setting',
  namespace: 'appVersions',
  menu: menuIdAt('/setting/versionSet'),
  labels: appVersionLabels,
  sortBy: 'build',
  order: 'desc',
  fields: {
    id: { kind: 'int', readOnly: true },
    platform: {
      kind: 'enum',
      values: APP_PLATFORMS,
      colors: { android: 'success', ios: 'default' },
      required: true,
      filter: 'eq',
    },
    version_name: {
      kind: 'text',
      max: 11,
      pattern: VERSION_NAME_PATTERN,
      required: true,
      unique: true,
      uniqueWith: ['platform'],
      filter: 'prefix',
    },
    build: { kind: 'int', min: 1, max: 99_999_999, required: true, unique: true, uniqueWith: ['platform'], sortable: true },
    min_build: { kind: 'int', min: 1, max: 99_999_999, required: true },
    force_update: { kind: 'bool', default: false, filter: 'eq' },
    in_review: { kind: 'bool', default: false },
    download_url: { kind: 'text', max: 500, required: true },
    notes_zh: { kind: 'longText', max: 2000, default: '' },
    notes_en: { kind: 'longText', max: 2000, default: '' },
    released_at: { kind: 'time', required: true, sortable: true },
    created_by_name: { kind: 'admin', readOnly: true },
    updated_at: { kind: 'time', readOnly: true },
  },
  listExtras: { standing: z.array(platformStanding) },
  actions: { list: 'versionList', save: 'versionSave', delete: 'versionDelete' },
});
export type AppVersionRow = RowOf<typeof appVersions.fields>;
