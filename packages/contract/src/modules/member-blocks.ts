import { z } from 'zod';
import { defineAction } from '../action.ts';
import { BAN_REASONS } from '../constants.ts';
import { id } from '../fields.ts';
import { menuIdAt } from '../menu.ts';
import { type Fields, type RowOf, resource } from '../resource/index.ts';
import { blockedDeviceLabels, blockedIdLabels, unblockLabels } from './member-blocks.labels.ts';
import { BAN_DURATIONS, banRow } from './member-moderation.ts';

export { blockedDeviceLabels, blockedIdLabels, blockLookupLabels, unblockLabels } from './member-blocks.labels.ts';

const module = 'Member';
const blocksMenu = menuIdAt('/riskcontrolManagement/blockList') as number;
/** The measures that block: the account, its device, its address (a broadcast stop or a freeze does not). */
export const BLOCK_KINDS = ['id', 'device', 'ip'] as const;
/** A ban not lifted is live until its end; one past its end shows as expired until it is lifted or replaced. */
export const BLOCK_STATES = ['active', 'expired'] as const;

/** The member a block is of: shown by ID, pretty number and nickname, scoped by their region. */
const memberFields = {
  user_id: { kind: 'member', filter: 'eq' },
  user_no: { kind: 'int', readOnly: true },
  nickname: { kind: 'text', readOnly: true },
  region_id: { kind: 'region', readOnly: true, filter: 'eq' },
} as const satisfies Fields;

/** What the ban said: why, for how long, till when, and who banned when. */
const banFields = {
  reason: { kind: 'enum', values: BAN_REASONS, filter: 'eq' },
  duration: { kind: 'enum', values: BAN_DURATIONS, filter: 'eq' },
  expires_at: { kind: 'time', nullable: true, sortable: true },
  evidence_text: { kind: 'longText', detail: true },
  created_by_name: { kind: 'admin', filter: 'contains' },
  created_at: { kind: 'time', sortable: true, filter: 'range' },
} as const satisfies Fields;

const stateField = {
  kind: 'enum',
  values: BLOCK_STATES,
  colors: { active: 'error', expired: 'default' },
  filter: 'eq',
} as const;

/**
 * Banned accounts (Member allBlockId, menu 21011): every account ban not lifted, as the user page's
 * ban made it, live or past its end. Scoped by the member's region.
 */
export const blockedIds = resource({
  module,
  namespace: 'blockedIds',
  menu: blocksMenu,
  labels: blockedIdLabels,
  scope: { region: 'region_id' },
  sortBy: 'created_at',
  fields: { ...memberFields, ...banFields, status: stateField },
  actions: { list: 'allBlockId', export: 'allBlockIdExport' },
});
export type BlockedIdRow = RowOf<typeof blockedIds.fields>;

/**
 * Blocked devices and addresses with the accounts they were taken from (Member
 * selectBlockIdAndDevice): every device ban and IP block not lifted. A tab of bans and blocks.
 */
export const blockedDevices = resource({
  module,
  namespace: 'blockedDevices',
  menu: blocksMenu,
  tabOf: blocksMenu,
  labels: blockedDeviceLabels,
  scope: { region: 'region_id' },
  sortBy: 'created_at',
  fields: {
    kind: { kind: 'enum', values: ['device', 'ip'], filter: 'eq', colors: { device: 'warning', ip: 'processing' } },
    value: { kind: 'text', filter: 'eq' },
    ...memberFields,
    ...banFields,
    status: stateField,
  },
  actions: { list: 'selectBlockIdAndDevice', export: 'selectBlockIdAndDeviceExport' },
});
export type BlockedDeviceRow = RowOf<typeof blockedDevices.fields>;

/**
 * The unblock history (Member UnblockInformation): account, device and IP bans staff lifted, with
 * who lifted each, when and why, beside the ban itself. A ban replaced by a newer one was not
 * unblocked and is not listed. A tab of bans and blocks.
 */
export const unblocks = resource({
  module,
  namespace: 'unblockHistory',
  menu: blocksMenu,
  tabOf: blocksMenu,
  labels: unblockLabels,
  scope: { region: 'region_id' },
  sortBy: 'lifted_at',
  fields: {
    kind: { kind: 'enum', values: BLOCK_KINDS, filter: 'eq' },
    ...memberFields,
    // An account ban names no device or address.
    value: { kind: 'text', filter: 'eq', sparse: true },
    lift_reason: { kind: 'longText' },
    lifted_by_name: { kind: 'admin', filter: 'contains' },
    lifted_at: { kind: 'time', sortable: true, filter: 'range' },
    ...banFields,
  },
  actions: { list: 'UnblockInformation', export: 'UnblockInformationExport' },
});
export type UnblockRow = RowOf<typeof unblocks.fields>;

/**
 * One member's blocks at a glance (Member selectBlockId): their live account, device and IP bans,
 * the device and address they registered with and whether each is on the device blacklist, and
 * how often staff unblocked them. Refused for a member outside the caller's regions.
 */
export const selectBlockId = defineAction({
  module,
  action: 'selectBlockId',
  summary: "A member's live blocks, registration device and address, and how often they were unblocked",
  label: { zh: '查询封禁', en: 'Look up blocks' },
  permission: { menu: blocksMenu },
  mutates: false,
  scope: { target: 'member', idField: 'user_id' },
  input: z.object({ user_id: id() }),
  output: z.object({
    user_id: z.number().int(),
    user_no: z.number().int(),
    nickname: z.string(),
    region_id: z.number().int(),
    blocks: z.array(banRow),
    device_id: z.string(),
    device_blacklisted: z.boolean(),
    register_ip: z.string(),
    ip_blacklisted: z.boolean(),
    unblocks: z.number().int(),
  }),
});
