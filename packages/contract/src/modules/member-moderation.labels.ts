import { defineLabels } from '../resource/labels.ts';

/** The words of the staff notes on a member (uidMemoAdd, a special action): its input. */
export const memberMemoLabels = defineLabels({
  noun: ['备注', 'staff note'],
  fields: {
    content: ['备注', 'Note'],
  },
});
