import { menuIdAt } from '../menu.ts';
import { type RowOf, resource } from '../resource/index.ts';
import { hostDiamondLogLabels, hostGroupLabels, hostLabels } from './host.labels.ts';

export { hostDiamondLogLabels, hostGroupLabels, hostLabels } from './host.labels.ts';
export * from './host-rank.ts';

/** A host's standing (SPEC §3 Host): working, or suspended by staff from the host list. */
export const HOST_STATES = ['active', 'suspended'] as const;
export type HostState = (typeof HOST_STATES)[number];

/** What a diamond log row records: a deduction of an amount, or a clear (the whole balance). */
export const HOST_DIAMOND_OPERATIONS = ['deduct', 'clear'] as const;
export type HostDiamondOperation = (typeof HOST_DIAMOND_OPERATIONS)[number];

/** The largest deduction typed at once: far above any host's balance, far below what an int column holds. */
export const MAX_HOST_DEDUCTION = 1_000_000_000;

const guildHostsMenu = menuIdAt('/guild/anchorManagement') as number;
const videoHostsMenu = menuIdAt('/videoChat/anchorManagement') as number;
const hostsMenu = menuIdAt('/hostManagement/home') as number;

/**
 * Hosts (SPEC §2 /hostManagement/home, §3 Host, §7 PresideManagement): every member who earns
 * diamonds, with the balance the ledger keeps (read, never typed), host group, guild, state and
 * region (the member's when they became a host, which scopes them for a country admin). Staff move
 * a host to a group, suspend or resume them, and take diamonds back: a deduction of an amount or a
 * clear of the whole balance, each sensitive (password re-check), never below zero, through the
 * ledger with a reason, and each kept in the diamond log.
 */
export const hosts = resource({
  module: 'PresideManagement',
  namespace: 'hosts',
  menu: hostsMenu,
  labels: hostLabels,
  scope: { region: 'region_id' },
  fields: {
    id: { kind: 'int', readOnly: true, filter: 'eq' },
    user_no: { kind: 'int', readOnly: true, filter: 'eq' },
    nickname: { kind: 'text', readOnly: true, shownIn: 'user_no' },
    member_id: { kind: 'member', readOnly: true, wireOnly: true },
    /** The member's diamond balance, as the ledger keeps it. */
    diamond: { kind: 'money', readOnly: true, sortable: true },
    host_group_id: { kind: 'int', nullable: true, readOnly: true, filter: 'eq', wireOnly: true },
    host_group_name: { kind: 'text', readOnly: true },
    guild_id: { kind: 'int', min: 1, nullable: true, readOnly: true, filter: 'eq', wireOnly: true },
    guild_name: { kind: 'text', readOnly: true },
    state: {
      kind: 'enum',
      values: HOST_STATES,
      readOnly: true,
      filter: 'eq',
      colors: { active: 'success', suspended: 'warning' },
    },
    region_id: { kind: 'region', readOnly: true, filter: 'eq' },
    /** The room the host owns, if any: where the room rank opens. */
    room_id: { kind: 'int', readOnly: true, nullable: true, wireOnly: true },
    created_at: { kind: 'time', readOnly: true, sortable: true, filter: 'range' },
  },
  actions: { list: 'hostList', detail: 'hostInfo', export: 'hostExport' },
  commands: {
    // The amount is checked by the server, so a missing one answers SPEC §5's 'amount required' by name.
    deduct: {
      action: 'hostDiamondDeduct',
      sensitive: true,
      money: true,
      fields: {
        amount: { kind: 'int', min: 1, max: MAX_HOST_DEDUCTION },
        reason: { kind: 'longText', max: 200, required: true },
      },
    },
    clear: {
      action: 'hostDiamondClear',
      sensitive: true,
      money: true,
      danger: true,
      fields: { reason: { kind: 'longText', max: 200, required: true } },
    },
    group: {
      action: 'hostGroupSet',
      fields: {
        host_group_id: {
          kind: 'ref',
          ref: { entity: 'hostGroup', absent: 'host_group_unknown', outside: 'host_group_unknown' },
          required: true,
        },
      },
    },
    state: {
      action: 'hostStateSet',
      fields: { state: { kind: 'enum', values: HOST_STATES, required: true } },
    },
  },
});
export type HostRow = RowOf<typeof hosts.fields>;

/**
 * Host groups (SPEC §3 "Host group"): the groups hosts are sorted into, each shown in some regions,
 * edited on the host management screen (a tab of it); the guild and video chat host screens read
 * the list as the choices of a host's group. A group with hosts in it is not deleted. A country
 * admin sees the groups of their regions and changes those wholly inside them.
 */
export const hostGroups = resource({
  module: 'PresideManagement',
  namespace: 'hostGroups',
  menu: hostsMenu,
  listMenu: [hostsMenu, guildHostsMenu, videoHostsMenu],
  tabOf: hostsMenu,
  labels: hostGroupLabels,
  scope: { region: 'regions' },
  sortBy: 'sort',
  order: 'asc',
  fields: {
    name: { kind: 'text', max: 32, required: true, filter: 'contains' },
    regions: { kind: 'regions', required: true, filter: 'eq' },
    sort: { kind: 'int', min: 0, max: 999_999, default: 0, sortable: true },
    /** Hosts in the group now. */
    host_count: { kind: 'int', readOnly: true },
  },
  actions: { list: 'hostGroupList', save: 'hostGroupSave', delete: 'hostGroupDelete' },
});
export type HostGroupRow = RowOf<typeof hostGroups.fields>;

/**
 * The diamond log (SPEC §7 PresideManagement logs): every deduction and clear of a host's diamonds,
 * by whom, how much, the balance before and after and why; written with the ledger posting, never
 * edited. Scoped by the host's region.
 */
export const hostDiamondLogs = resource({
  module: 'PresideManagement',
  namespace: 'hostDiamondLogs',
  menu: hostsMenu,
  tabOf: hostsMenu,
  labels: hostDiamondLogLabels,
  scope: { region: 'region_id' },
  fields: {
    host_id: { kind: 'int', filter: 'eq', wireOnly: true },
    user_no: { kind: 'int', filter: 'eq' },
    nickname: { kind: 'text', shownIn: 'user_no' },
    operation: {
      kind: 'enum',
      values: HOST_DIAMOND_OPERATIONS,
      filter: 'eq',
      colors: { deduct: 'warning', clear: 'error' },
    },
    amount: { kind: 'money' },
    balance_before: { kind: 'money' },
    balance_after: { kind: 'money' },
    reason: { kind: 'longText' },
    admin_name: { kind: 'admin', filter: 'contains' },
    region_id: { kind: 'region', filter: 'eq' },
    created_at: { kind: 'time', sortable: true, filter: 'range' },
  },
  actions: { list: 'hostDiamondLogList', export: 'hostDiamondLogExport' },
});
export type HostDiamondLogRow = RowOf<typeof hostDiamondLogs.fields>;
