import { defineLabels } from '../resource/labels.ts';

/** Every word of the deregistered users screen (menu 21009), both languages. */
export const memberDestroyLabels = defineLabels({
  noun: ['注销申请', 'deregistration'],
  fields: {
    user_no: ['靓号', 'Pretty number'],
    state: ['注销状态', 'Cancellation state'],
    applied_at: ['申请时间', 'Applied'],
    finishes_at: ['完成时间', 'Finishes'],
  },
  values: {
    state: { in_progress: ['注销中', 'Logging off'], cancelled: ['已取消', 'Cancelled'], done: ['已注销', 'Logged out'] },
  },
});
