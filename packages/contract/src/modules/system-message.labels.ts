import { ALL_REGIONS_ID, REGIONS } from '../constants.ts';
import { defineLabels, type Word } from '../resource/labels.ts';

/** The target regions by id: every region, and 98 for all of them (SPEC §9). */
const TARGET_REGIONS: Readonly<Record<string, Word>> = {
  ...Object.fromEntries(REGIONS.map((region) => [String(region.id), [region.zh, region.en]])),
  [String(ALL_REGIONS_ID)]: ['全部区域', 'All regions'],
};

/** The words of a message's fields, shared by the messages sent and the timed ones. */
const MESSAGE = {
  fields: { region_id: ['目标区域', 'Target region'], room_id: ['跳转房间ID', 'Room ID to open'] },
  values: {
    region_id: TARGET_REGIONS,
    jump_type: {
      none: ['不跳转', 'None'],
      url: ['外部链接', 'External link'],
      h5: ['H5页面', 'H5 page'],
      room: ['房间', 'Room'],
    },
    image: { null: ['无', 'None'] },
    url: { null: ['无', 'None'] },
    room_id: { null: ['无', 'None'] },
  },
  help: {
    region_id: ['全部区域仅限拥有全部区域权限的账号', 'All regions only for accounts holding every region'],
    title_zh: [
      '至少填写一种语言;填写的语言须同时有标题和内容',
      'Write at least one language; each language written needs both a title and content',
    ],
    url: [
      '以 http:// 或 https:// 开头;跳转类型为外部链接或H5页面时必填',
      'Starts with http:// or https://; required for the external link and H5 page jumps',
    ],
    room_id: ['跳转类型为房间时必填', 'Required for the room jump'],
  },
} as const;

/** Words of the system messages sent (menu 9001), both languages. */
export const systemMessageLabels = defineLabels({
  noun: ['系统消息', 'system message'],
  fields: {
    ...MESSAGE.fields,
    created_by_name: ['操作人', 'Operator'],
    id: ['消息ID', 'Message ID'],
    sent_at: ['发送时间', 'Sent at'],
    timed_message_id: ['定时消息ID', 'Timed message ID'],
  },
  values: { ...MESSAGE.values, timed_message_id: { null: ['立即推送', 'Pushed at once'] } },
  actions: {
    systemMessagePush: ['推送系统消息', 'Push system message'],
    systemMessageInfo: ['系统消息详情', 'System message details'],
  },
  help: MESSAGE.help,
});

/** Words of the timed messages (menu 9002), both languages. */
export const timedMessageLabels = defineLabels({
  noun: ['定时消息', 'timed message'],
  fields: {
    ...MESSAGE.fields,
    id: ['定时消息ID', 'Timed message ID'],
    send_at: ['发送时间', 'Send at'],
    sent_at: ['实际发送时间', 'Sent at'],
    system_message_id: ['系统消息ID', 'System message ID'],
    cancelled_by_name: ['取消人', 'Cancelled by'],
    cancelled_at: ['取消时间', 'Cancelled at'],
  },
  values: {
    ...MESSAGE.values,
    state: { pending: ['待发送', 'Pending'], sent: ['已发送', 'Sent'], cancelled: ['已取消', 'Cancelled'] },
    sent_at: { null: ['未发送', 'Not sent'] },
    system_message_id: { null: ['无', 'None'] },
    cancelled_at: { null: ['无', 'None'] },
  },
  actions: {
    timedMessageCancel: ['取消发送', 'Cancel sending'],
    timedMessageInfo: ['定时消息详情', 'Timed message details'],
  },
  help: {
    ...MESSAGE.help,
    send_at: ['须晚于当前时间;到时由系统自动发送一次', 'Must be in the future; the system sends it once at that time'],
  },
});
