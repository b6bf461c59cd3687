import { defineLabels } from '../resource/labels.ts';

/** Words of the private messages (menu 9003), both languages. */
export const privateMessageLabels = defineLabels({
  noun: ['私信', 'private message'],
  fields: {
    id: ['消息ID', 'Message ID'],
    sender_id: ['发送者ID', "Sender's member ID"],
    receiver_id: ['接收者ID', "Receiver's member ID"],
    receiver_nickname: ['接收者昵称', 'Receiver nickname'],
    source: ['来源', 'Source'],
    created_by_name: ['发送人', 'Sent by'],
    created_at: ['发送时间', 'Sent at'],
  },
  values: {
    source: { manual: ['后台发送', 'Sent by staff'], feedback_reply: ['反馈回复', 'Feedback reply'] },
    url: { null: ['无', 'None'] },
    // The official account sends as no member: named by its key.
    sender_id: { '10000': ['官方账号', 'Official account'] },
  },
  actions: {
    privateMessageSend: ['发送私信', 'Send private message'],
    privateMessageExport: ['导出私信', 'Export private messages'],
  },
  help: {
    sender_id: ['默认 10000(官方账号);也可填写已存在的用户ID', 'Default 10000 (the official account); or an existing member ID'],
    receiver_id: ['已存在的用户ID', 'An existing member ID'],
    url: ['可选,以 http:// 或 https:// 开头', 'Optional, starting with http:// or https://'],
  },
  screen: {
    feedback: ['用户反馈', 'Member feedback'],
  },
});

/** Words of the room public-screen messages (menu 9004), both languages. */
export const roomScreenMessageLabels = defineLabels({
  noun: ['房间公屏消息', 'room screen message'],
  fields: {
    id: ['消息ID', 'Message ID'],
    color: ['文字颜色', 'Text colour'],
    pin_seconds: ['置顶秒数', 'Pinned seconds'],
    created_by_name: ['发送人', 'Sent by'],
    created_at: ['发送时间', 'Sent at'],
  },
  actions: {
    roomScreenSend: ['发送公屏消息', 'Send screen message'],
    roomScreenExport: ['导出公屏消息', 'Export screen messages'],
  },
  help: {
    room_no: ['房间的靓号(房间号)', "The room's pretty number"],
    pin_seconds: [
      '消息在公屏顶部停留的秒数,0 为不置顶(最多 3600)',
      'Seconds the line stays pinned on top of the screen; 0: not pinned (at most 3600)',
    ],
  },
});
