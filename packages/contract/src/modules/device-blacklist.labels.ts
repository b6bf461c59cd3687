import { defineLabels } from '../resource/labels.ts';

/** Every word of the device blacklist screen (menu 21001), both languages. */
export const deviceBlacklistLabels = defineLabels({
  noun: ['黑名单', 'blacklist entry'],
  fields: {
    kind: ['类型', 'Type'],
    value: ['设备ID / IP / 机器码', 'Device id / IP / machine code'],
    level: ['等级', 'Level'],
    duration: ['时长', 'Duration'],
  },
  values: {
    kind: { device: ['设备ID', 'Device id'], ip: ['IP', 'IP'], machine: ['机器码', 'Machine code'] },
    level: {
      '1': ['1级(观察)', 'Level 1 (watch)'],
      '2': ['2级(限制)', 'Level 2 (restrict)'],
      '3': ['3级(封禁)', 'Level 3 (block)'],
    },
    expires_at: { null: ['永久', 'Permanent'] },
    status: { active: ['生效中', 'Active'], expired: ['已过期', 'Expired'], removed: ['已移除', 'Removed'] },
  },
  actions: {
    add: ['加入黑名单', 'Add to blacklist'],
    remove: ['移出黑名单', 'Remove from the blacklist'],
    import: ['导入黑名单', 'Import to the blacklist'],
  },
  screen: {
    importHelp: [
      '用逗号分隔(也可用空格或换行);最多 5000 个;全部成功才导入',
      'Comma-separated (spaces and new lines work too); at most 5000; all or nothing',
    ],
  },
});
