import { menuIdAt } from '../menu.ts';
import { type RowOf, resource } from '../resource/index.ts';
import { feedbackLabels } from './feedback.labels.ts';

export { feedbackLabels } from './feedback.labels.ts';

/** SPEC §4 'Feedback: replied, ignored': each waits `pending` until staff reply to it or ignore it, once. */
export const FEEDBACK_STATES = ['pending', 'replied', 'ignored'] as const;
export type FeedbackState = (typeof FEEDBACK_STATES)[number];
/** Longest reply: it goes to the member as a private message, so a private message's limit. */
export const MAX_FEEDBACK_REPLY = 500;

/**
 * Member feedback (SPEC §2 /setting/feedbackList, hidden, opened from the private messages'
 * screen; §4): what members wrote from the app's feedback page, with up to three screenshots,
 * their contact, app version and device. Staff reply (the reply text is required and goes to the
 * member as a private message from the official account 10000, in the same transaction) or ignore
 * it; a replied or ignored feedback is final, each other move refused with its own message. The
 * row keeps the member's region: a country admin sees and handles their regions' members' feedback.
 * Members write feedback, staff never add or delete it.
 */
export const feedback = resource({
  module: 'Setting',
  namespace: 'feedback',
  menu: menuIdAt('/setting/feedbackList'),
  labels: feedbackLabels,
  scope: { region: 'region_id' },
  fields: {
    member_id: { kind: 'member', readOnly: true, filter: 'eq' },
    nickname: { kind: 'text', readOnly: true },
    region_id: { kind: 'region', readOnly: true, filter: 'eq' },
    content: { kind: 'longText', readOnly: true, filter: 'contains' },
    image_1: { kind: 'image', nullable: true, readOnly: true },
    image_2: { kind: 'image', nullable: true, readOnly: true },
    image_3: { kind: 'image', nullable: true, readOnly: true },
    contact: { kind: 'text', nullable: true, readOnly: true },
    app_version: { kind: 'text', readOnly: true, filter: 'eq' },
    device: { kind: 'text', readOnly: true },
    state: {
      kind: 'enum',
      values: FEEDBACK_STATES,
      colors: { pending: 'processing', replied: 'success', ignored: 'default' },
      readOnly: true,
      filter: 'eq',
    },
    reply: { kind: 'longText', max: MAX_FEEDBACK_REPLY, nullable: true, readOnly: true },
    handled_by_name: { kind: 'admin', nullable: true, readOnly: true },
    handled_at: { kind: 'time', nullable: true, readOnly: true },
    created_at: { kind: 'time', readOnly: true, sortable: true, filter: 'range' },
  },
  actions: { list: 'feedbackList', export: 'feedbackExport' },
  lifecycle: {
    field: 'state',
    transitions: {
      reply: {
        from: ['pending'],
        to: 'replied',
        refusals: { replied: 'feedback_reply_replied', ignored: 'feedback_reply_ignored' },
      },
      ignore: {
        from: ['pending'],
        to: 'ignored',
        refusals: { replied: 'feedback_ignore_replied', ignored: 'feedback_ignore_ignored' },
      },
    },
  },
  commands: {
    reply: {
      action: 'feedbackReply',
      fields: { reply: { kind: 'longText', max: MAX_FEEDBACK_REPLY, required: true } },
    },
    ignore: { action: 'feedbackIgnore', danger: true },
  },
});
export type FeedbackRow = RowOf<typeof feedback.fields>;
