import type { ModuleLabels } from '../resource/labels.ts';

/** Every word of the device blacklist screen (menu 21001), both languages. */
export const deviceBlacklistLabels = {
  'zh-cn': {
    noun: '黑名单',
    fields: {
      kind: '类型',
      value: '设备ID / IP / 机器码',
      level: '等级',
      reason: '原因',
      duration: '时长',
      expires_at: '到期时间',
      status: '状态',
      created_by_name: '添加人',
      created_at: '添加时间',
      removed_at: '移除时间',
      removed_by_name: '移除人',
      remove_reason: '移除原因',
    },
    values: {
      kind: { device: '设备ID', ip: 'IP', machine: '机器码' },
      level: { 1: '1级(观察)', 2: '2级(限制)', 3: '3级(封禁)' },
      duration: { h24: '24小时', h72: '72小时', d30: '30天', permanent: '永久' },
      expires_at: { null: '永久' },
      status: { active: '生效中', expired: '已过期', removed: '已移除' },
    },
    actions: { add: '加入黑名单', remove: '移出黑名单', import: '导入黑名单' },
    screen: { importHelp: '用逗号分隔(也可用空格或换行);最多 5000 个;全部成功才导入' },
  },
  en: {
    noun: 'blacklist entry',
    fields: {
      kind: 'Type',
      value: 'Device id / IP / machine code',
      level: 'Level',
      reason: 'Reason',
      duration: 'Duration',
      expires_at: 'Expires',
      status: 'Status',
      created_by_name: 'Added by',
      created_at: 'Added',
      removed_at: 'Removed',
      removed_by_name: 'Removed by',
      remove_reason: 'Removal reason',
    },
    values: {
      kind: { device: 'Device id', ip: 'IP', machine: 'Machine code' },
      level: { 1: 'Level 1 (watch)', 2: 'Level 2 (restrict)', 3: 'Level 3 (block)' },
      duration: { h24: '24 hours', h72: '72 hours', d30: '30 days', permanent: 'Permanent' },
      expires_at: { null: 'Permanent' },
      status: { active: 'Active', expired: 'Expired', removed: 'Removed' },
    },
    actions: { add: 'Add to blacklist', remove: 'Remove from the blacklist', import: 'Import to the blacklist' },
    screen: { importHelp: 'Comma-separated (spaces and new lines work too); at most 5000; all or nothing' },
  },
} as const satisfies ModuleLabels;
