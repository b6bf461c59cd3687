import type { ModuleLabels } from '../resource/labels.ts';

/** Every word of the room background review queue (room review, menu 2007), both languages. */
export const roomBackgroundLabels = {
  'zh-cn': {
    noun: '房间背景',
    fields: {
      room_id: '房间ID',
      room_no: '房间靓号',
      room_name: '房间名称',
      image: '背景图',
      submitted_at: '提交时间',
      state: '审核状态',
      reviewed_by_name: '审核人',
      reviewed_at: '审核时间',
      review_reason: '原因',
    },
    values: { state: { pending: '待审核', passed: '已通过', refused: '已拒绝', ignored: '已忽略' } },
  },
  en: {
    noun: 'room background',
    fields: {
      room_id: 'Room id',
      room_no: 'Pretty id',
      room_name: 'Room name',
      image: 'Background',
      submitted_at: 'Submitted',
      state: 'Review state',
      reviewed_by_name: 'Reviewer',
      reviewed_at: 'Reviewed',
      review_reason: 'Reason',
    },
    values: { state: { pending: 'Pending', passed: 'Passed', refused: 'Refused', ignored: 'Ignored' } },
  },
} as const satisfies ModuleLabels;
