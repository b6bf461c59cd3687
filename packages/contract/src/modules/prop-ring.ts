import { menuIdAt } from '../menu.ts';
import { type RowOf, resource } from '../resource/index.ts';
import { ringGrantLabels, ringLabels } from './prop-ring.labels.ts';

/** Rings (menu 13005): what two members exchange to become a couple (CP), bought with coins for a number of days. */
export const rings = resource({
  module: 'Ring',
  namespace: 'ring',
  menu: menuIdAt('/props/ring'),
  labels: ringLabels,
  sortBy: 'sort',
  order: 'asc',
  fields: {
    name: { kind: 'text', max: 50, required: true, unique: 'ci', filter: 'contains' },
    image: { kind: 'image', required: true },
    effect: { kind: 'image' },
    price: { kind: 'money', min: 1, max: 100_000_000, required: true, sortable: true },
    validity_days: { kind: 'int', min: 1, max: 3650, required: true },
    sort: { kind: 'int', min: 0, max: 9999, default: 0, sortable: true },
    is_on: { kind: 'bool', default: true, filter: 'eq', colors: { true: 'success', false: 'default' } },
    created_by_name: { kind: 'admin', readOnly: true },
    created_at: { kind: 'time', readOnly: true },
  },
  actions: { list: 'ringList', save: 'ringSave', toggle: { field: 'is_on', action: 'ringIsOn' } },
});
export type RingRow = RowOf<typeof rings.fields>;

/**
 * Rings granted to members (menu 13006, hidden, opened from the rings): who got which, from whom,
 * until when. Read-only here: granting is the economy's. Scoped by the member's region.
 */
export const ringGrants = resource({
  module: 'Ring',
  namespace: 'ringGrant',
  menu: menuIdAt('/props/grantRing'),
  labels: ringGrantLabels,
  scope: { region: 'region_id' },
  fields: {
    user_no: { kind: 'member', filter: 'eq' },
    nickname: { kind: 'text' },
    region_id: { kind: 'region', filter: 'eq' },
    ring_id: { kind: 'int', filter: 'eq' },
    ring_name: { kind: 'text' },
    ring_image: { kind: 'image' },
    granted_by_name: { kind: 'admin' },
    reason: { kind: 'longText' },
    granted_at: { kind: 'time', sortable: true, filter: 'range' },
    expires_at: { kind: 'time', sortable: true },
  },
  actions: { list: 'grantRingList', export: 'grantRingListExport' },
});
export type RingGrantRow = RowOf<typeof ringGrants.fields>;
