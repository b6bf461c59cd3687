import { BAN_PRESETS_SECONDS } from '../constants.ts';
import { menuIdAt } from '../menu.ts';
import { type RowOf, resource } from '../resource/index.ts';
import { deviceBlacklistLabels } from './device-blacklist.labels.ts';

export const BLACKLIST_KINDS = ['device', 'ip', 'machine'] as const;
export const BLACKLIST_DURATIONS = Object.keys(BAN_PRESETS_SECONDS) as (keyof typeof BAN_PRESETS_SECONDS)[];

/**
 * Device ids, IPs and machine codes kept off the app (menu 21001). Entries are added, never edited,
 * and taken off with a reason: they stay as history. One live entry per kind and value.
 */
export const deviceBlacklist = resource({
  module: 'DeviceBlack',
  namespace: 'deviceBlacklist',
  menu: menuIdAt('/riskcontrolManagement/deviceBlackList'),
  labels: deviceBlacklistLabels,
  fields: {
    kind: { kind: 'enum', values: BLACKLIST_KINDS, required: true, filter: 'eq', default: 'device' },
    value: { kind: 'text', max: 128, required: true, unique: true, uniqueWith: ['kind'], filter: 'contains' },
    level: { kind: 'int', values: [1, 2, 3], min: 1, max: 3, required: true, filter: 'eq', sortable: true, default: 1 },
    reason: { kind: 'longText', max: 500, required: true },
    duration: { kind: 'enum', values: BLACKLIST_DURATIONS, required: true, formOnly: true, default: 'permanent' },
    expires_at: { kind: 'time', nullable: true, readOnly: true, sortable: true },
    status: {
      kind: 'enum',
      values: ['active', 'expired', 'removed'],
      colors: { active: 'error', expired: 'default', removed: 'default' },
      readOnly: true,
      filter: 'eq',
    },
    created_by_name: { kind: 'admin', readOnly: true },
    created_at: { kind: 'time', readOnly: true, filter: 'range', rangeWire: ['created_from', 'created_to'] },
    removed_at: { kind: 'time', nullable: true, readOnly: true },
    removed_by_name: { kind: 'admin', readOnly: true },
    remove_reason: { kind: 'longText', readOnly: true },
  },
  actions: {
    add: 'add',
    remove: 'remove',
    export: 'listExport',
    import: {
      action: 'import',
      value: 'value',
      with: ['kind', 'level', 'reason', 'duration'],
      paste: 'values',
      existing: 'refuse',
    },
  },
});
export type DeviceBlacklistRow = RowOf<typeof deviceBlacklist.fields>;
