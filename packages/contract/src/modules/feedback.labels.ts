import { defineLabels } from '../resource/labels.ts';

/** Words of the member feedback (menu 24010), both languages. */
export const feedbackLabels = defineLabels({
  noun: ['反馈', 'feedback'],
  fields: {
    id: ['反馈ID', 'Feedback ID'],
    content: ['反馈内容', 'Feedback'],
    image_1: ['截图1', 'Screenshot 1'],
    image_2: ['截图2', 'Screenshot 2'],
    image_3: ['截图3', 'Screenshot 3'],
    contact: ['联系方式', 'Contact'],
    app_version: ['应用版本', 'App version'],
    reply: ['回复内容', 'Reply'],
    created_at: ['反馈时间', 'Submitted'],
  },
  values: {
    state: { pending: ['待处理', 'Pending'], replied: ['已回复', 'Replied'], ignored: ['已忽略', 'Ignored'] },
    contact: { null: ['—', '—'] },
    reply: { null: ['—', '—'] },
    handled_by_name: { null: ['—', '—'] },
  },
  actions: {
    feedbackReply: ['回复', 'Reply'],
    feedbackIgnore: ['忽略', 'Ignore'],
    feedbackExport: ['导出反馈', 'Export feedback'],
  },
  help: {
    reply: ['回复将以官方账号 10000 的私信发给该用户', 'Sent to the member as a private message from the official account 10000'],
  },
});
