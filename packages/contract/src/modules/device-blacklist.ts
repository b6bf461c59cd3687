import { z } from 'zod';
import { defineAction } from '../action.ts';
import { exportInput, exportTicket, id, int, listInput, listOf, oneOf, text, unixTime } from '../fields.ts';
import { MenuIds } from '../menu.ts';
import { importReport } from './sensitive-words.ts';

export const BLACKLIST_KINDS = ['device', 'ip', 'machine'] as const;
export const BLACKLIST_DURATIONS = ['h24', 'h72', 'd30', 'permanent'] as const;

export const deviceBlacklistRow = z.object({
  id: z.number().int(),
  kind: z.enum(BLACKLIST_KINDS),
  value: z.string(),
  level: z.number().int(),
  reason: z.string(),
  expires_at: z.number().int().nullable(),
  created_by_name: z.string(),
  created_at: z.number().int(),
  removed_at: z.number().int().nullable(),
  removed_by_name: z.string(),
  remove_reason: z.string(),
  status: z.enum(['active', 'expired', 'removed']),
});
export type DeviceBlacklistRow = z.infer<typeof deviceBlacklistRow>;

const blacklistFilters = {
  kind: oneOf(BLACKLIST_KINDS).optional(),
  value: text({ max: 128 }).optional(),
  level: int({ min: 1, max: 3 }).optional(),
  status: oneOf(['active', 'expired', 'removed']).optional(),
  created_from: unixTime().optional(),
  created_to: unixTime().optional(),
};
const permission = { menu: MenuIds.deviceBlacklist };
const entry = {
  kind: oneOf(BLACKLIST_KINDS),
  level: int({ min: 1, max: 3 }),
  reason: text({ max: 500 }),
  duration: oneOf(BLACKLIST_DURATIONS),
};

export const deviceBlacklistList = defineAction({
  module: 'DeviceBlack',
  action: 'list',
  summary: 'Blacklisted devices, IPs and machine codes',
  permission,
  mutates: false,
  input: listInput(blacklistFilters, ['id', 'level', 'expires_at']),
  output: listOf(deviceBlacklistRow),
});

export const deviceBlacklistAdd = defineAction({
  module: 'DeviceBlack',
  action: 'add',
  summary: 'Blacklist a device id, IP or machine code',
  permission,
  mutates: true,
  input: z.object({ ...entry, value: text({ max: 128 }) }),
  output: deviceBlacklistRow,
});

export const deviceBlacklistRemove = defineAction({
  module: 'DeviceBlack',
  action: 'remove',
  summary: 'Take an entry off the blacklist, with a reason',
  permission,
  mutates: true,
  input: z.object({ id: id(), reason: text({ max: 500 }) }),
  output: deviceBlacklistRow,
});

export const deviceBlacklistImport = defineAction({
  module: 'DeviceBlack',
  action: 'import',
  summary: 'Blacklist many values from an xlsx (first column) or a pasted list, all or none',
  permission,
  mutates: true,
  input: z.object({ ...entry, values: text({ max: 200_000 }).optional() }),
  output: importReport,
});

export const deviceBlacklistExport = defineAction({
  ...deviceBlacklistList,
  action: 'listExport',
  summary: 'Export the blacklist',
  mutates: true,
  input: exportInput(blacklistFilters),
  output: exportTicket,
});
