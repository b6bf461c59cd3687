import { menuIdAt } from '../menu.ts';
import { type RowOf, resource } from '../resource/index.ts';
import { managerLabels, officialLabels } from './official.labels.ts';

export { managerLabels, officialLabels } from './official.labels.ts';

/**
 * The badge the app shows beside an official account: the app's own account (announcements), a
 * system sender (notices, private messages from member 10000) or customer service (members write to it).
 */
export const OFFICIAL_BADGES = ['official', 'system', 'service'] as const;
/** The member whose name private messages are sent in by default (SPEC §3 private message: sender 10000). */
export const DEFAULT_SENDER_ID = 10_000;

/**
 * Official and system accounts (menu 24002, /setting/setPage; SPEC §2 "system accounts"): member
 * accounts the app marks as official with a display name and badge, in the regions they serve.
 * SPEC says no more; this is what such a screen holds in a voice-chat app. Rules: the member must
 * exist (`official_member_unknown`) and is listed once (the kit's `duplicate`). An account of
 * several regions is seen by a country admin holding any and changed only by one holding all.
 */
export const officials = resource({
  module: 'Setting',
  namespace: 'officials',
  menu: menuIdAt('/setting/setPage'),
  labels: officialLabels,
  scope: { region: 'regions' },
  sortBy: 'sort',
  order: 'asc',
  fields: {
    id: { kind: 'int', readOnly: true },
    member_id: { kind: 'member', required: true, unique: true, filter: 'eq' },
    nickname: { kind: 'text', readOnly: true },
    display_name: { kind: 'text', max: 32, required: true, filter: 'contains' },
    badge: {
      kind: 'enum',
      values: OFFICIAL_BADGES,
      colors: { official: 'processing', system: 'warning', service: 'success' },
      required: true,
      filter: 'eq',
    },
    regions: { kind: 'regions', required: true, filter: 'eq' },
    is_on: { kind: 'bool', default: true, filter: 'eq' },
    sort: { kind: 'int', min: 0, max: 999_999, default: 0, sortable: true },
    created_by_name: { kind: 'admin', readOnly: true },
    updated_at: { kind: 'time', readOnly: true },
  },
  actions: {
    list: 'officialList',
    save: 'officialSave',
    delete: 'officialDelete',
    toggle: { field: 'is_on', action: 'officialIsOn' },
  },
});
export type OfficialRow = RowOf<typeof officials.fields>;

/**
 * App-side managers (menu 24011, /setting/managementList, hidden: opened from the official accounts
 * screen): members given moderation powers inside the app (mute, kick out of a room, close a room,
 * warn) in their own region. Rules: the member must exist (`manager_member_unknown`), is listed once
 * (`duplicate`), and holds at least one power (`manager_no_power`). The region is the member's; a
 * country admin sees and appoints managers of their regions only. Who appointed them and when are
 * the row's creator and creation time.
 */
export const managers = resource({
  module: 'Setting',
  namespace: 'managers',
  menu: menuIdAt('/setting/managementList'),
  labels: managerLabels,
  scope: { region: 'region_id' },
  fields: {
    id: { kind: 'int', readOnly: true },
    member_id: { kind: 'member', required: true, unique: true, filter: 'eq' },
    nickname: { kind: 'text', readOnly: true },
    region_id: { kind: 'region', readOnly: true, filter: 'eq' },
    can_mute: { kind: 'bool', default: true },
    can_kick: { kind: 'bool', default: true },
    can_close_room: { kind: 'bool', default: false },
    can_warn: { kind: 'bool', default: true },
    remarks: { kind: 'longText', max: 200, default: '' },
    created_by_name: { kind: 'admin', readOnly: true },
    created_at: { kind: 'time', readOnly: true, sortable: true, filter: 'range' },
  },
  actions: { list: 'managementList', save: 'managementSave', delete: 'managementDelete' },
});
export type ManagerRow = RowOf<typeof managers.fields>;
