import { z } from 'zod';
import { defineAction } from '../action.ts';
import { id, int, listInput, listOf } from '../fields.ts';
import { menuIdAt } from '../menu.ts';
import { type RowOf, resource } from '../resource/index.ts';
import { special } from '../resource/special.ts';
import { developerLabels, matchLabels, registrationLabels } from './developer.labels.ts';
import { BLACKLIST_DURATIONS } from './device-blacklist.ts';

export { developerLabels, matchLabels, registrationLabels } from './developer.labels.ts';

const module = 'Developer';
const developerMenu = menuIdAt('/riskcontrolManagement/developer') as number;

export const REGISTER_CHANNELS = ['google_play', 'app_store', 'huawei', 'official_site', 'invite', 'agent'] as const;
export const REGISTER_PLATFORMS = ['android', 'ios'] as const;
export const MATCH_GAMES = ['ludo', 'domino', 'uno', 'carrom'] as const;
export const MATCH_RESULTS = ['finished', 'abandoned', 'timeout'] as const;

/**
 * Registrations as the app reported them (Developer registerList, menu 21010): the member, the
 * device and address they registered with, each shown with how many registrations share it, their
 * country, channel and platform. Region-scoped by the member's region.
 */
export const registrations = resource({
  module,
  namespace: 'developerRegistrations',
  menu: developerMenu,
  labels: registrationLabels,
  scope: { region: 'region_id', country: 'country_id' },
  sortBy: 'registered_at',
  fields: {
    member_id: { kind: 'member', filter: 'eq' },
    user_no: { kind: 'int', readOnly: true },
    nickname: { kind: 'text', readOnly: true },
    region_id: { kind: 'region', filter: 'eq' },
    country_id: { kind: 'country', filter: 'eq' },
    device_id: { kind: 'text', filter: 'eq' },
    device_accounts: { kind: 'int', readOnly: true, shownIn: 'device_id' },
    register_ip: { kind: 'text', filter: 'eq' },
    ip_accounts: { kind: 'int', readOnly: true, shownIn: 'register_ip' },
    channel: { kind: 'enum', values: REGISTER_CHANNELS, filter: 'eq' },
    platform: { kind: 'enum', values: REGISTER_PLATFORMS, filter: 'eq' },
    app_version: { kind: 'text' },
    registered_at: { kind: 'time', sortable: true, filter: 'range' },
  },
  actions: { list: 'registerList', export: 'registerListExport' },
});
export type RegistrationRow = RowOf<typeof registrations.fields>;

/**
 * Game matches played in the app (Developer matchList, menu 21010): the game, its players by member
 * id, the winner, the result and the stake. Region-scoped by the room's region.
 */
export const matches = resource({
  module,
  namespace: 'developerMatches',
  menu: developerMenu,
  // A tab of the developer screen, after registrations and the device, address and anomaly tabs.
  tabOf: developerMenu,
  labels: matchLabels,
  scope: { region: 'region_id' },
  sortBy: 'started_at',
  fields: {
    match_no: { kind: 'text', filter: 'eq' },
    game: { kind: 'enum', values: MATCH_GAMES, filter: 'eq' },
    region_id: { kind: 'region', filter: 'eq' },
    players: { kind: 'text', filter: 'contains' },
    winner_id: { kind: 'member', nullable: true, filter: 'eq' },
    result: {
      kind: 'enum',
      values: MATCH_RESULTS,
      colors: { finished: 'success', abandoned: 'default', timeout: 'warning' },
      filter: 'eq',
    },
    stake: { kind: 'money', sortable: true },
    started_at: { kind: 'time', sortable: true, filter: 'range' },
    duration_seconds: { kind: 'int', sortable: true },
  },
  actions: { list: 'matchList' },
});
export type MatchRow = RowOf<typeof matches.fields>;

/** One device or address and the registrations that name it. */
export const accountCluster = z.object({
  value: z.string(),
  accounts: z.number().int(),
  regions: z.number().int(),
  member_ids: z.array(z.number().int()),
  first_at: z.number().int(),
  last_at: z.number().int(),
});
export type AccountCluster = z.infer<typeof accountCluster>;

const clusterInput = listInput({ min_accounts: int({ min: 1, max: 1000 }).optional().default(2) }, ['accounts', 'last_at']);

/** Accounts per device (Developer deviceStats): devices many registrations share come first. Inside the caller's regions. */
export const deviceStats = defineAction({
  module,
  action: 'deviceStats',
  summary: 'Devices with the number of accounts registered on each, most first',
  label: { zh: '设备账号统计', en: 'Accounts per device' },
  permission: { menu: developerMenu },
  mutates: false,
  // Counted inside the caller's regions (the handler's query); a cluster's rows may span regions, so no region_id per row.
  input: clusterInput,
  output: listOf(accountCluster),
});

/** Accounts per address (Developer ipStats), as deviceStats. */
export const ipStats = defineAction({
  ...deviceStats,
  action: 'ipStats',
  summary: 'Addresses with the number of accounts registered from each, most first',
  label: { zh: 'IP账号统计', en: 'Accounts per address' },
});

/** A member who signed in from many addresses or countries within the window. */
export const loginAnomaly = z.object({
  member_id: z.number().int(),
  user_no: z.number().int(),
  nickname: z.string(),
  region_id: z.number().int(),
  addresses: z.number().int(),
  countries: z.number().int(),
  country_ids: z.array(z.number().int()),
  logins: z.number().int(),
  first_at: z.number().int(),
  last_at: z.number().int(),
});
export type LoginAnomaly = z.infer<typeof loginAnomaly>;

/**
 * Login anomalies (Developer loginAnomalyList): members whose sign-ins within the last `hours` came
 * from at least `min_addresses` addresses or at least `min_countries` countries. Inside the caller's regions.
 */
export const loginAnomalyList = defineAction({
  module,
  action: 'loginAnomalyList',
  summary: 'Members signing in from many addresses or countries in a short time',
  label: { zh: '登录异常', en: 'Login anomalies' },
  permission: { menu: developerMenu },
  mutates: false,
  scope: { list: true },
  input: listInput(
    {
      hours: int({ min: 1, max: 24 * 30 })
        .optional()
        .default(24),
      min_addresses: int({ min: 2, max: 100 }).optional().default(3),
      min_countries: int({ min: 2, max: 50 }).optional().default(2),
      member_id: id().optional(),
    },
    ['countries', 'addresses', 'last_at'],
  ),
  output: listOf(loginAnomaly),
});

/** One sign-in of a member, where from. */
export const memberLogin = z.object({
  ip: z.string(),
  device_id: z.string(),
  country_id: z.number().int(),
  login_at: z.number().int(),
});

/**
 * One member's registration and recent sign-ins (Developer findMember): how many accounts share
 * their registration device and address, whether those are blacklisted and whether the member is
 * barred from Ludo. Refused for a member outside the caller's regions.
 */
export const findMember = defineAction({
  module,
  action: 'findMember',
  summary: "A member's registration, device and address clusters and recent sign-ins",
  label: { zh: '查找用户', en: 'Find member' },
  permission: { menu: developerMenu },
  mutates: false,
  scope: { target: 'member', idField: 'member_id' },
  input: z.object({ member_id: id() }),
  output: z.object({
    member_id: z.number().int(),
    user_no: z.number().int(),
    nickname: z.string(),
    region_id: z.number().int(),
    registration: registrations.row.nullable(),
    device_blacklisted: z.boolean(),
    ip_blacklisted: z.boolean(),
    ludo_barred: z.boolean(),
    logins: z.array(memberLogin),
  }),
});

/** How long a quick block lasts and why: the device blacklist's own choices. */
const blockTerms = {
  duration: { kind: 'enum', values: BLACKLIST_DURATIONS, required: true, default: 'permanent' },
  reason: { kind: 'longText', max: 500, required: true },
} as const;

const blockOutput = z.object({ entry_id: z.number().int(), value: z.string() });

/**
 * Blocks a device some registration of the caller's regions names (Developer deviceBlack), through
 * the device blacklist: one live entry per device, a device already there is refused, naming its entry.
 */
export const deviceBlack = special({
  module,
  action: 'deviceBlack',
  menu: developerMenu,
  summary: 'Add a registration device to the device blacklist',
  label: { zh: '封禁设备', en: 'Block device' },
  fields: { device_id: { kind: 'text', max: 128, required: true }, ...blockTerms },
  labels: developerLabels,
  sensitive: true,
  danger: true,
  output: blockOutput,
});

/** Blocks an address some registration of the caller's regions names (Developer ipBlack), as deviceBlack. */
export const ipBlack = special({
  module,
  action: 'ipBlack',
  menu: developerMenu,
  summary: 'Add a registration address to the device blacklist',
  label: { zh: '封禁IP', en: 'Block address' },
  fields: { ip: { kind: 'text', max: 128, required: true }, ...blockTerms },
  labels: developerLabels,
  sensitive: true,
  danger: true,
  output: blockOutput,
});

/**
 * Bars a member from Ludo (Developer ludoBlack) through the game blacklist: once per member, with a
 * reason and an optional end time in the future.
 */
export const ludoBlack = special({
  module,
  action: 'ludoBlack',
  menu: developerMenu,
  summary: 'Bar a member from Ludo (the game blacklist)',
  label: { zh: '加入Ludo黑名单', en: 'Bar from Ludo' },
  fields: {
    member_id: { kind: 'member', required: true },
    reason: { kind: 'text', max: 200, required: true },
    until: { kind: 'time', nullable: true },
  },
  labels: developerLabels,
  output: z.object({ entry_id: z.number().int(), member_id: z.number().int() }),
});
