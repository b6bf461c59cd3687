import { defineLabels, type Word } from '../resource/labels.ts';
import { BAN_REASON_WORDS } from './member-moderation.labels.ts';

const DURATIONS = {
  h24: ['24小时', '24 hours'],
  h72: ['72小时', '72 hours'],
  d30: ['30天', '30 days'],
  permanent: ['永久', 'Permanent'],
} as const satisfies Record<string, Word>;
const STATUSES = { active: ['生效中', 'Active'], expired: ['已到期', 'Expired'] } as const satisfies Record<string, Word>;
const KINDS = { id: ['封禁账号', 'Account ban'], device: ['封禁设备', 'Device ban'], ip: ['封禁IP', 'IP block'] } as const;

/** Words every tab of bans and blocks (menu 21011) shares. */
const BAN_FIELDS = {
  reason: ['封禁原因', 'Ban reason'],
  duration: ['封禁时长', 'Banned for'],
  status: ['状态', 'Status'],
  expires_at: ['封禁到期', 'Ends'],
  evidence_text: ['证据说明', 'Evidence'],
  created_by_name: ['封禁人', 'Banned by'],
  created_at: ['封禁时间', 'Banned at'],
} as const satisfies Record<string, Word>;

/** Words of the blocked accounts (Member allBlockId), the first tab of bans and blocks. */
export const blockedIdLabels = defineLabels({
  noun: ['封禁账号', 'account ban'],
  tab: ['封禁账号', 'Banned accounts'],
  fields: BAN_FIELDS,
  values: { reason: BAN_REASON_WORDS, duration: DURATIONS, status: STATUSES, expires_at: { null: ['永不', 'Never'] } },
  actions: { allBlockIdExport: ['导出封禁账号', 'Export banned accounts'] },
});

/** Words of the blocked devices and addresses with their accounts (Member selectBlockIdAndDevice). */
export const blockedDeviceLabels = defineLabels({
  noun: ['设备与IP封禁', 'device or IP block'],
  tab: ['封禁设备与IP', 'Blocked devices and IPs'],
  fields: { ...BAN_FIELDS, kind: ['类型', 'Kind'], value: ['设备号或IP', 'Device or IP'] },
  values: {
    kind: { device: KINDS.device, ip: KINDS.ip },
    reason: BAN_REASON_WORDS,
    duration: DURATIONS,
    status: STATUSES,
    expires_at: { null: ['永不', 'Never'] },
  },
  actions: { selectBlockIdAndDeviceExport: ['导出设备与IP封禁', 'Export device and IP blocks'] },
});

/** Words of the unblock history (Member UnblockInformation). */
export const unblockLabels = defineLabels({
  noun: ['解封记录', 'unblock'],
  tab: ['解封记录', 'Unblock history'],
  fields: {
    ...BAN_FIELDS,
    kind: ['类型', 'Kind'],
    value: ['设备号或IP', 'Device or IP'],
    lifted_by_name: ['解封人', 'Lifted by'],
    lifted_at: ['解封时间', 'Lifted at'],
    lift_reason: ['解封原因', 'Why lifted'],
  },
  values: { kind: KINDS, reason: BAN_REASON_WORDS, duration: DURATIONS, expires_at: { null: ['永不', 'Never'] } },
  actions: { UnblockInformationExport: ['导出解封记录', 'Export unblock history'] },
});

/** Words of the one-ID lookup (Member selectBlockId) in the toolbar of bans and blocks. */
export const blockLookupLabels = defineLabels({
  noun: ['封禁查询', 'block lookup'],
  fields: {},
  screen: {
    open: ['查询ID', 'Look up an ID'],
    title: ['该用户的封禁', 'Blocks of this member'],
    placeholder: ['用户ID', 'Member ID'],
    badId: ['用户ID只能是正整数', 'A member ID is a whole number above zero'],
    none: ['该用户当前没有封禁', 'This member is not blocked'],
    kind: ['类型', 'Kind'],
    value: ['设备号或IP', 'Device or IP'],
    device: ['注册设备', 'Registration device'],
    ip: ['注册IP', 'Registration IP'],
    blacklisted: ['在设备黑名单中', 'On the device blacklist'],
    notBlacklisted: ['不在设备黑名单中', 'Not on the device blacklist'],
    unblocks: ['解封次数', 'Times unblocked'],
  },
  values: { kind: KINDS },
});
