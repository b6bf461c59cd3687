import { menuIdAt } from '../menu.ts';
import { type RowOf, resource } from '../resource/index.ts';
import { nameplateGrantLabels, nameplateLabels } from './prop-nameplate.labels.ts';

/**
 * Nameplates (menu 13003): the plates shown beside a member's name. Never deleted: members hold them. `priority` decides which one
 * shows when a member holds several; `sort` orders them in the app's list.
 */
export const nameplates = resource({
  module: 'Nameplate',
  namespace: 'nameplate',
  menu: menuIdAt('/props/nameplate'),
  labels: nameplateLabels,
  sortBy: 'sort',
  order: 'asc',
  fields: {
    id: { kind: 'int', readOnly: true, filter: 'eq' },
    name: { kind: 'text', max: 50, required: true, unique: 'ci', filter: 'contains' },
    image: { kind: 'image', required: true },
    effect: { kind: 'image' },
    priority: { kind: 'int', min: 0, max: 999, default: 0, required: true, sortable: true },
    sort: { kind: 'int', min: 0, max: 9999, default: 0, sortable: true },
    created_by_name: { kind: 'admin', readOnly: true },
    created_at: { kind: 'time', readOnly: true },
  },
  actions: { list: 'nameplateList', save: 'nameplateSave' },
});
export type NameplateRow = RowOf<typeof nameplates.fields>;

/**
 * Nameplates sent to members (menu 13004, hidden, opened from the nameplates): who got which, until
 * when. Read-only here: sending is the economy's. Scoped by the member's region.
 */
export const nameplateGrants = resource({
  module: 'Nameplate',
  namespace: 'nameplateGrant',
  menu: menuIdAt('/props/sandNameplate'),
  labels: nameplateGrantLabels,
  scope: { region: 'region_id' },
  fields: {
    user_no: { kind: 'member', filter: 'eq' },
    nickname: { kind: 'text' },
    region_id: { kind: 'region', filter: 'eq' },
    nameplate_id: { kind: 'int', filter: 'eq' },
    nameplate_name: { kind: 'text' },
    nameplate_image: { kind: 'image' },
    granted_by_name: { kind: 'admin' },
    granted_at: { kind: 'time', sortable: true, filter: 'range' },
    expires_at: { kind: 'time', sortable: true },
  },
  actions: { list: 'sendNameplateList', export: 'sendNameplateListExport' },
});
export type NameplateGrantRow = RowOf<typeof nameplateGrants.fields>;
