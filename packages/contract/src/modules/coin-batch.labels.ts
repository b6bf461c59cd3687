import type { ModuleLabels } from '../resource/labels.ts';
import { COIN_ISSUE_TYPE_LABELS } from './ledger.labels.ts';

/** Every word of the batch sends (a tab of /sendCoins/sendCoins), both languages. */
export const coinBatchLabels = {
  'zh-cn': {
    noun: '批量发放',
    tab: '批量发放',
    fields: {
      id: '批次ID',
      admin_name: '操作人',
      amount: '每人金币',
      issue_type: '发放类型',
      reason: '原因',
      members: '人数',
      done: '已发放',
      failed: '失败',
      state: '状态',
      job_id: '任务ID',
      created_at: '提交时间',
      finished_at: '完成时间',
    },
    values: {
      issue_type: COIN_ISSUE_TYPE_LABELS['zh-cn'],
      state: { running: '发放中', done: '已完成' },
      finished_at: { null: '—' },
    },
  },
  en: {
    noun: 'batch send',
    tab: 'Batch sends',
    fields: {
      id: 'Batch ID',
      admin_name: 'Sent by',
      amount: 'Coins each',
      issue_type: 'Issue type',
      reason: 'Reason',
      members: 'Members',
      done: 'Credited',
      failed: 'Failed',
      state: 'State',
      job_id: 'Job ID',
      created_at: 'Sent at',
      finished_at: 'Finished at',
    },
    values: {
      issue_type: COIN_ISSUE_TYPE_LABELS.en,
      state: { running: 'Running', done: 'Done' },
      finished_at: { null: '—' },
    },
  },
} as const satisfies ModuleLabels;
