import { menuIdAt } from '../menu.ts';
import { type RowOf, resource } from '../resource/index.ts';
import { hostGroupLabels } from './host.labels.ts';

export { hostGroupLabels } from './host.labels.ts';

/** A host's standing (SPEC §3 Host): working, or suspended by staff (issue 18's host screens change it). */
export const HOST_STATES = ['active', 'suspended'] as const;
export type HostState = (typeof HOST_STATES)[number];

const guildHostsMenu = menuIdAt('/guild/anchorManagement') as number;
const videoHostsMenu = menuIdAt('/videoChat/anchorManagement') as number;

/**
 * Host groups (SPEC §3 "Host group"): the groups hosts are sorted into, each shown in some regions.
 * Read here as the choices of a host's group, and as a tab of the guild host screen; the host
 * management screens (issue 18) add their editing. A country admin sees the groups of their regions.
 */
export const hostGroups = resource({
  module: 'Guild',
  namespace: 'hostGroups',
  menu: [guildHostsMenu, videoHostsMenu],
  // Shown as a tab of the guild host screen (issue 18's host management adds a screen of its own).
  tabOf: guildHostsMenu,
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
  actions: { list: 'hostGroupList' },
});
export type HostGroupRow = RowOf<typeof hostGroups.fields>;
