import { defineLabels } from '../resource/labels.ts';

/** Every word of the room background review queue (room review, menu 2007), both languages. */
export const roomBackgroundLabels = defineLabels({
  noun: ['房间背景', 'room background'],
  fields: {
    image: ['背景图', 'Background'],
    state: ['审核状态', 'Review state'],
  },
  values: {
    state: {
      pending: ['待审核', 'Pending'],
      passed: ['已通过', 'Passed'],
      refused: ['已拒绝', 'Refused'],
      ignored: ['已忽略', 'Ignored'],
    },
  },
});
