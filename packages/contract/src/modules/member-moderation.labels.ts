import type { BAN_REASONS } from '../constants.ts';
import { defineLabels, type Word } from '../resource/labels.ts';

/** The words of the staff notes on a member (uidMemoAdd, a special action): its input. */
export const memberMemoLabels = defineLabels({
  noun: ['备注', 'staff note'],
  fields: {
    content: ['备注', 'Note'],
  },
});

/** The ban reasons (SPEC §9) as screens show them, both languages: one place for every list that names them. */
export const BAN_REASON_WORDS = {
  porn: ['色情', 'Porn'],
  insult: ['辱骂', 'Insult'],
  religion: ['宗教', 'Religion'],
  terrorism: ['恐怖主义', 'Terrorism'],
  illegal: ['违法', 'Illegal'],
  other_app: ['推广其他应用', 'Promoting another app'],
  reset_avatar: ['重置头像', 'Avatar reset'],
} as const satisfies Record<(typeof BAN_REASONS)[number], Word>;
