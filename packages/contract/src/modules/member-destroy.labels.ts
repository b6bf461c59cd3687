import type { ModuleLabels } from '../resource/labels.ts';

/** Every word of the deregistered users screen (menu 21009), both languages. */
export const memberDestroyLabels = {
  'zh-cn': {
    noun: '注销申请',
    fields: {
      user_id: '用户ID',
      user_no: '靓号',
      nickname: '昵称',
      region_id: '区域',
      state: '注销状态',
      reason: '原因',
      applied_at: '申请时间',
      finishes_at: '完成时间',
    },
    values: { state: { in_progress: '注销中', cancelled: '已取消', done: '已注销' } },
  },
  en: {
    noun: 'deregistration',
    fields: {
      user_id: 'User ID',
      user_no: 'Pretty number',
      nickname: 'Nickname',
      region_id: 'Region',
      state: 'Cancellation state',
      reason: 'Reason',
      applied_at: 'Applied',
      finishes_at: 'Finishes',
    },
    values: { state: { in_progress: 'Logging off', cancelled: 'Cancelled', done: 'Logged out' } },
  },
} as const satisfies ModuleLabels;
