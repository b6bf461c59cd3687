import { z } from 'zod';
import { defineAction } from '../action.ts';
import { BAN_REASONS } from '../constants.ts';
import { bool, id, listInput, listOf, oneOf, text, uploadedFile } from '../fields.ts';
import { MenuIds } from '../menu.ts';
import { importReport } from '../resource/index.ts';

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

function banAction(action: string, summary: string) {
  return defineAction({
    module: 'Member',
    action,
    summary,
    permission,
    mutates: true,
    sensitive: true,
    scope: target,
    input: banInput,
    output: banRow,
  });
}
function liftAction(action: string, summary: string) {
  return defineAction({
    module: 'Member',
    action,
    summary,
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
  { kind: 'id', ban: banAction('bannedId', 'Ban a member’s account'), lift: liftAction('unBannedId', 'Lift an account ban') },
  {
    kind: 'device',
    ban: banAction('bannedDevice', 'Ban a member’s device'),
    lift: liftAction('noBannedDevice', 'Lift a device ban'),
  },
  { kind: 'ip', ban: banAction('blockIp', 'Block a member’s IP'), lift: liftAction('unblockIp', 'Lift an IP block') },
  {
    kind: 'broadcast',
    ban: banAction('banBroadcast', 'Stop a member broadcasting'),
    lift: liftAction('unbanBroadcast', 'Let a member broadcast again'),
  },
  {
    kind: 'freeze',
    ban: banAction('freezeMember', 'Freeze a member’s consumption'),
    lift: liftAction('unfreezeMember', 'Unfreeze consumption'),
  },
  {
    kind: 'top_room',
    ban: banAction('frozenTopRoomSet', 'Freeze a member’s room out of the top list'),
    lift: liftAction('unfrozenTopRoom', 'Let the room back in the top list'),
  },
] as const;

export const banHistory = defineAction({
  module: 'Member',
  action: 'banHistory',
  summary: 'Every ban, block and freeze of a member, with evidence and who lifted it',
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
  permission,
  mutates: true,
  sensitive: true,
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
  permission,
  mutates: true,
  sensitive: true,
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
  permission,
  mutates: false,
  scope: target,
  input: listInput({ user_id: id() }),
  output: listOf(memoRow),
});

export const uidMemoAdd = defineAction({
  module: 'Member',
  action: 'uidMemoAdd',
  summary: 'Add a staff note on a member',
  permission,
  mutates: true,
  scope: target,
  input: z.object({ user_id: id(), content: text({ max: 2000 }) }),
  output: memoRow,
});

export const uidMemoStatus = defineAction({
  module: 'Member',
  action: 'uidMemoStatus',
  summary: 'Mark a staff note done or open',
  permission,
  mutates: true,
  scope: target,
  input: z.object({ user_id: id(), id: id(), done: bool() }),
  output: memoRow,
});
