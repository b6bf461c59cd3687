import { z } from 'zod';
import { defineAction } from '../action.ts';
import { BAN_REASONS } from '../constants.ts';
import { bool, id, listInput, listOf, oneOf, text, uploadedFile } from '../fields.ts';
import { MenuIds } from '../menu.ts';
import { importReport, special } from '../resource/index.ts';
import { memberMemoLabels } from './member-moderation.labels.ts';

export const BAN_KINDS = ['id', 'device', 'ip', 'broadcast', 'freeze', 'top_room'] as const;
export type BanKind = (typeof BAN_KINDS)[number];
export const BAN_DURATIONS = ['h24', 'h72', 'd30', 'permanent'] as const;

export const banRow = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  kind: z.enum(BAN_KINDS),
  value: z.string(),
  reason: z.string(),
  duration: z.enum(BAN_DURATIONS),
  expires_at: z.number().int().nullable(),
  evidence_text: z.string(),
  evidence_images: z.array(z.string()),
  created_by_name: z.string(),
  created_at: z.number().int(),
  lifted_at: z.number().int().nullable(),
  lifted_by_name: z.string(),
  lift_reason: z.string(),
  status: z.enum(['active', 'expired', 'lifted']),
});
export type BanRow = z.infer<typeof banRow>;

const permission = { menu: [MenuIds.memberSearch, MenuIds.memberDetail] };
const target = { target: 'member', idField: 'user_id' } as const;
/** Uploaded evidence: our own /files/ links only, so evidence cannot point elsewhere or vanish. */
const evidenceImages = () =>
  z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter((s) => s !== '')
        : v,
    z.array(uploadedFile()).max(9, { error: 'too_large' }),
  );

const banInput = z.object({
  user_id: id(),
  reason: oneOf(BAN_REASONS),
  duration: oneOf(BAN_DURATIONS),
  evidence_text: text({ max: 2000 }).optional(),
  evidence_images: evidenceImages().optional(),
});
const liftInput = z.object({ user_id: id(), reason: text({ max: 500 }) });

function banAction(action: string, summary: string, label: { zh: string; en: string }) {
  return defineAction({
    module: 'Member',
    action,
    summary,
    label,
    permission,
    mutates: true,
    sensitive: true,
    scope: target,
    input: banInput,
    output: banRow,
  });
}
function liftAction(action: string, summary: string, label: { zh: string; en: string }) {
  return defineAction({
    module: 'Member',
    action,
    summary,
    label,
    permission,
    mutates: true,
    sensitive: true,
    scope: target,
    input: liftInput,
    output: banRow,
  });
}

/** Each measure and its lifting, under the names the console has always called them (SPEC §7). */
export const MODERATION = [
  {
    kind: 'id',
    ban: banAction('bannedId', 'Ban a member’s account', { zh: '封禁账号', en: 'Ban account' }),
    lift: liftAction('unBannedId', 'Lift an account ban', { zh: '解封账号', en: 'Lift account ban' }),
  },
  {
    kind: 'device',
    ban: banAction('bannedDevice', 'Ban a member’s device', { zh: '封禁设备', en: 'Ban device' }),
    lift: liftAction('noBannedDevice', 'Lift a device ban', { zh: '解封设备', en: 'Lift device ban' }),
  },
  {
    kind: 'ip',
    ban: banAction('blockIp', 'Block a member’s IP', { zh: '封禁IP', en: 'Block IP' }),
    lift: liftAction('unblockIp', 'Lift an IP block', { zh: '解封IP', en: 'Lift IP block' }),
  },
  {
    kind: 'broadcast',
    ban: banAction('banBroadcast', 'Stop a member broadcasting', { zh: '禁止开播', en: 'Stop broadcasting' }),
    lift: liftAction('unbanBroadcast', 'Let a member broadcast again', { zh: '恢复开播', en: 'Allow broadcasting' }),
  },
  {
    kind: 'freeze',
    ban: banAction('freezeMember', 'Freeze a member’s consumption', { zh: '冻结消费', en: 'Freeze consumption' }),
    lift: liftAction('unfreezeMember', 'Unfreeze consumption', { zh: '解冻消费', en: 'Unfreeze consumption' }),
  },
  {
    kind: 'top_room',
    ban: banAction('frozenTopRoomSet', 'Freeze a member’s room out of the top list', {
      zh: '冻结房间上榜',
      en: 'Keep the room off the top list',
    }),
    lift: liftAction('unfrozenTopRoom', 'Let the room back in the top list', {
      zh: '恢复房间上榜',
      en: 'Let the room back on the top list',
    }),
  },
] as const;

export const banHistory = defineAction({
  module: 'Member',
  action: 'banHistory',
  summary: 'Every ban, block and freeze of a member, with evidence and who lifted it',
  label: { zh: '查看封禁记录', en: 'View ban history' },
  permission,
  mutates: false,
  scope: target,
  input: listInput({ user_id: id(), kind: oneOf(BAN_KINDS).optional() }),
  output: listOf(banRow),
});

const batchInput = z.object({ ids: text({ max: 100_000 }).optional() });

export const gatherBan = defineAction({
  module: 'Member',
  action: 'gatherBan',
  summary: 'Ban many accounts from pasted ids or an xlsx, all or none, with a report',
  label: { zh: '批量封禁', en: 'Ban in bulk' },
  permission,
  mutates: true,
  sensitive: true,
  upload: 'xlsx',
  input: batchInput.extend({
    reason: oneOf(BAN_REASONS),
    duration: oneOf(BAN_DURATIONS),
    evidence_text: text({ max: 2000 }).optional(),
  }),
  output: importReport,
});

export const gatherUnblock = defineAction({
  module: 'Member',
  action: 'gatherUnblock',
  summary: 'Lift the account bans of many members, all or none, with a report',
  label: { zh: '批量解封', en: 'Lift bans in bulk' },
  permission,
  mutates: true,
  sensitive: true,
  upload: 'xlsx',
  input: batchInput.extend({ reason: text({ max: 500 }) }),
  output: importReport,
});

export const memoRow = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  content: z.string(),
  done: z.boolean(),
  created_by_name: z.string(),
  created_at: z.number().int(),
});

export const uidMemoList = defineAction({
  module: 'Member',
  action: 'uidMemoList',
  summary: 'Staff notes on a member',
  label: { zh: '查看备注', en: 'View staff notes' },
  permission,
  mutates: false,
  scope: target,
  input: listInput({ user_id: id() }),
  output: listOf(memoRow),
});

/** Adds a staff note on a member (a special action: the member is its target, locked while the note goes in). */
export const uidMemoAdd = special({
  module: 'Member',
  action: 'uidMemoAdd',
  menu: permission.menu,
  summary: 'Add a staff note on a member',
  label: { zh: '添加备注', en: 'Add a staff note' },
  target: { entity: 'member', field: 'user_id' },
  fields: { content: { kind: 'longText', max: 2000, required: true } },
  labels: memberMemoLabels,
  output: memoRow,
});

export const uidMemoStatus = defineAction({
  module: 'Member',
  action: 'uidMemoStatus',
  summary: 'Mark a staff note done or open',
  label: { zh: '标记备注', en: 'Mark a staff note' },
  permission,
  mutates: true,
  scope: target,
  input: z.object({ user_id: id(), id: id(), done: bool() }),
  output: memoRow,
});
