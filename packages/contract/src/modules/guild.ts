import { z } from 'zod';
import { defineAction } from '../action.ts';
import { id, int } from '../fields.ts';
import { menuIdAt } from '../menu.ts';
import { type RowOf, resource } from '../resource/index.ts';
import { guildHostLabels, guildHostRecordLabels, guildLabels } from './guild.labels.ts';
import { HOST_STATES } from './host.ts';

export { guildHostLabels, guildHostRecordLabels, guildLabels } from './guild.labels.ts';

const guildMenu = menuIdAt('/guild/index') as number;
const guildHostsMenu = menuIdAt('/guild/anchorManagement') as number;

/** What a join/leave record says happened. */
export const GUILD_HOST_EVENTS = ['join', 'leave'] as const;

/**
 * Guilds (SPEC §2 /guild/index, §7 Guild list/info/save/delete): a guild is led by its owner (a
 * member, named by id or pretty number) and lives in the owner's region, which scopes it for a
 * country admin. Its hosts are counted, never typed. A guild with hosts cannot be deleted: they
 * leave first, so every host keeps a leave record.
 */
export const guilds = resource({
  module: 'Guild',
  namespace: 'guild',
  menu: guildMenu,
  listMenu: [guildMenu, guildHostsMenu],
  labels: guildLabels,
  scope: { region: 'region_id' },
  fields: {
    id: { kind: 'int', readOnly: true, filter: 'eq' },
    name: { kind: 'text', max: 40, required: true, unique: 'ci', filter: 'contains' },
    avatar: { kind: 'image' },
    // Required, but checked by the server: a missing owner answers 'Owner id cannot be empty'.
    owner_no: { kind: 'int', min: 1, filter: 'eq' },
    owner_name: { kind: 'text', readOnly: true, shownIn: 'owner_no' },
    owner_id: { kind: 'member', readOnly: true, wireOnly: true },
    region_id: { kind: 'region', readOnly: true, filter: 'eq' },
    /** Hosts in the guild now. */
    host_count: { kind: 'int', readOnly: true },
    enabled: { kind: 'bool', default: true, filter: 'eq', colors: { true: 'success', false: 'default' } },
    created_by_name: { kind: 'admin', readOnly: true },
    created_at: { kind: 'time', readOnly: true, sortable: true, filter: 'range' },
  },
  refs: { owner_no: { entity: 'member', by: 'number' } },
  actions: {
    list: 'guildList',
    save: 'guildSave',
    delete: 'guildDelete',
    detail: 'guildInfo',
    export: 'guildExport',
    toggle: { field: 'enabled', action: 'guildStatus' },
  },
});
export type GuildRow = RowOf<typeof guilds.fields>;

/**
 * The hosts of a guild (SPEC §2 /guild/anchorManagement, opened from a guild with `?guild_id=`):
 * each with the diamond balance the ledger keeps for them and their host group. A member is a host
 * of one guild at a time; removing one (sensitive, with a reason) leaves a leave record. Scoped by
 * the host's region (the member's when they became a host).
 */
export const guildHosts = resource({
  module: 'Guild',
  namespace: 'guildHosts',
  menu: guildHostsMenu,
  tabOf: guildHostsMenu,
  labels: guildHostLabels,
  scope: { region: 'region_id' },
  fields: {
    // Null once the host has left (they stay a host, in no guild).
    guild_id: { kind: 'ref', ref: { entity: 'guild' }, filter: 'eq', readOnly: true, nullable: true },
    // Shown (and exported) inside the guild's column by its reference; kept on the wire for the screens that read it.
    guild_name: { kind: 'text', readOnly: true, wireOnly: true },
    user_no: { kind: 'int', readOnly: true, filter: 'eq' },
    nickname: { kind: 'text', readOnly: true, shownIn: 'user_no' },
    member_id: { kind: 'member', readOnly: true, wireOnly: true },
    /** The member's diamond balance, as the ledger keeps it. */
    diamond: { kind: 'money', readOnly: true },
    host_group_id: { kind: 'int', nullable: true, readOnly: true, filter: 'eq', wireOnly: true },
    host_group_name: { kind: 'text', readOnly: true },
    state: {
      kind: 'enum',
      values: HOST_STATES,
      readOnly: true,
      filter: 'eq',
      colors: { active: 'success', suspended: 'warning' },
    },
    region_id: { kind: 'region', readOnly: true, filter: 'eq' },
    joined_at: { kind: 'time', readOnly: true, nullable: true, sortable: true },
  },
  actions: { list: 'guildHostList', export: 'guildHostExport' },
  commands: {
    remove: {
      action: 'guildHostRemove',
      sensitive: true,
      danger: true,
      fields: { reason: { kind: 'longText', max: 200, required: true } },
    },
    group: {
      action: 'guildHostGroup',
      fields: {
        host_group_id: {
          kind: 'ref',
          ref: { entity: 'hostGroup', absent: 'host_group_unknown', outside: 'host_group_unknown' },
          required: true,
        },
      },
    },
  },
});
export type GuildHostRow = RowOf<typeof guildHosts.fields>;

/**
 * Adds a member to a guild as its host (by member id or pretty number), optionally in a host group.
 * Refused when the member is a host of another guild (one at a time) or already of this one, when
 * the guild is switched off, and outside the caller's regions (the guild's or the member's).
 */
export const guildHostAdd = defineAction({
  module: 'Guild',
  action: 'guildHostAdd',
  refs: {
    guild_id: { entity: 'guild' },
    user_no: { entity: 'member', by: 'number' },
    host_group_id: { entity: 'hostGroup', exists: true, absent: 'host_group_unknown', outside: 'host_group_unknown' },
  },
  summary: 'Add a member to a guild as a host',
  label: { zh: '添加公会主播', en: 'Add guild host' },
  permission: { menu: guildHostsMenu },
  mutates: true,
  input: z.object({
    guild_id: id(),
    user_no: int({ min: 1 }).optional(),
    host_group_id: id().optional(),
  }),
  output: guildHosts.row,
});

/** Who joined or left which guild, when, by which admin, and why (kept for good, never edited). */
export const guildHostRecords = resource({
  module: 'Guild',
  namespace: 'guildHostRecords',
  menu: guildHostsMenu,
  tabOf: guildHostsMenu,
  labels: guildHostRecordLabels,
  scope: { region: 'region_id' },
  fields: {
    guild_id: { kind: 'ref', ref: { entity: 'guild' }, filter: 'eq' },
    guild_name: { kind: 'text' },
    user_no: { kind: 'int', filter: 'eq' },
    nickname: { kind: 'text', shownIn: 'user_no' },
    event: { kind: 'enum', values: GUILD_HOST_EVENTS, filter: 'eq', colors: { join: 'success', leave: 'warning' } },
    reason: { kind: 'longText' },
    admin_name: { kind: 'admin' },
    region_id: { kind: 'region', filter: 'eq' },
    created_at: { kind: 'time', sortable: true, filter: 'range' },
  },
  actions: { list: 'guildHostRecordList', export: 'guildHostRecordExport' },
});
export type GuildHostRecordRow = RowOf<typeof guildHostRecords.fields>;
