import type { ModuleLabels } from '../resource/labels.ts';

/** Words of the private messages (menu 9003), both languages. */
export const privateMessageLabels = {
  'zh-cn': {
    noun: '私信',
    fields: {
      id: '消息ID',
      sender_id: '发送者ID',
      receiver_id: '接收者ID',
      receiver_nickname: '接收者昵称',
      region_id: '区域',
      content: '内容',
      url: '链接',
      source: '来源',
      created_by_name: '发送人',
      created_at: '发送时间',
    },
    values: {
      source: { manual: '后台发送', feedback_reply: '反馈回复' },
      url: { null: '无' },
    },
    actions: { privateMessageSend: '发送私信', privateMessageExport: '导出私信' },
    help: {
      sender_id: '默认 10000(官方账号);也可填写已存在的用户ID',
      receiver_id: '已存在的用户ID',
      url: '可选,以 http:// 或 https:// 开头',
    },
    screen: { feedback: '用户反馈' },
  },
  en: {
    noun: 'private message',
    fields: {
      id: 'Message ID',
      sender_id: 'Sender ID',
      receiver_id: 'Receiver ID',
      receiver_nickname: 'Receiver nickname',
      region_id: 'Region',
      content: 'Content',
      url: 'URL',
      source: 'Source',
      created_by_name: 'Sent by',
      created_at: 'Sent at',
    },
    values: {
      source: { manual: 'Sent by staff', feedback_reply: 'Feedback reply' },
      url: { null: 'None' },
    },
    actions: { privateMessageSend: 'Send private message', privateMessageExport: 'Export private messages' },
    help: {
      sender_id: 'Default 10000 (the official account); or an existing member ID',
      receiver_id: 'An existing member ID',
      url: 'Optional, starting with http:// or https://',
    },
    screen: { feedback: 'Member feedback' },
  },
} as const satisfies ModuleLabels;

/** Words of the room public-screen messages (menu 9004), both languages. */
export const roomScreenMessageLabels = {
  'zh-cn': {
    noun: '房间公屏消息',
    fields: {
      id: '消息ID',
      room_no: '房间靓号',
      room_id: '房间ID',
      room_name: '房间名称',
      region_id: '区域',
      content: '内容',
      color: '文字颜色',
      pin_seconds: '置顶秒数',
      created_by_name: '发送人',
      created_at: '发送时间',
    },
    actions: { roomScreenSend: '发送公屏消息', roomScreenExport: '导出公屏消息' },
    help: {
      room_no: '房间的靓号(房间号)',
      pin_seconds: '消息在公屏顶部停留的秒数,0 为不置顶(最多 3600)',
    },
  },
  en: {
    noun: 'room screen message',
    fields: {
      id: 'Message ID',
      room_no: 'Room number',
      room_id: 'Room ID',
      room_name: 'Room name',
      region_id: 'Region',
      content: 'Content',
      color: 'Text colour',
      pin_seconds: 'Pinned seconds',
      created_by_name: 'Sent by',
      created_at: 'Sent at',
    },
    actions: { roomScreenSend: 'Send screen message', roomScreenExport: 'Export screen messages' },
    help: {
      room_no: "The room's pretty number",
      pin_seconds: 'Seconds the line stays pinned on top of the screen; 0: not pinned (at most 3600)',
    },
  },
} as const satisfies ModuleLabels;
