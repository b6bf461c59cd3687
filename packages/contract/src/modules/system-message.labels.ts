import { ALL_REGIONS_ID, REGIONS } from '../constants.ts';
import type { ModuleLabels } from '../resource/labels.ts';

/** The target regions by id: every region, and 98 for all of them (SPEC §9). */
const regionNames = (lang: 'zh' | 'en') => ({
  ...Object.fromEntries(REGIONS.map((region) => [String(region.id), region[lang]])),
  [String(ALL_REGIONS_ID)]: lang === 'zh' ? '全部区域' : 'All regions',
});

const FIELDS_ZH = {
  title: '标题',
  content: '内容',
  region_id: '目标区域',
  title_zh: '中文标题',
  content_zh: '中文内容',
  title_en: '英文标题',
  content_en: '英文内容',
  title_ar: '阿语标题',
  content_ar: '阿语内容',
  image: '图片',
  jump_type: '跳转类型',
  url: '链接',
  room_id: '跳转房间ID',
  created_by_name: '操作人',
};
const FIELDS_EN = {
  title: 'Title',
  content: 'Content',
  region_id: 'Target region',
  title_zh: 'Chinese title',
  content_zh: 'Chinese content',
  title_en: 'English title',
  content_en: 'English content',
  title_ar: 'Arabic title',
  content_ar: 'Arabic content',
  image: 'Image',
  jump_type: 'Jump type',
  url: 'URL',
  room_id: 'Room ID to open',
  created_by_name: 'Operator',
};
const VALUES_ZH = {
  region_id: regionNames('zh'),
  jump_type: { none: '不跳转', url: '外部链接', h5: 'H5页面', room: '房间' },
  image: { null: '无' },
  url: { null: '无' },
  room_id: { null: '无' },
};
const VALUES_EN = {
  region_id: regionNames('en'),
  jump_type: { none: 'None', url: 'External link', h5: 'H5 page', room: 'Room' },
  image: { null: 'None' },
  url: { null: 'None' },
  room_id: { null: 'None' },
};
const HELP_ZH = {
  region_id: '全部区域仅限拥有全部区域权限的账号',
  title_zh: '至少填写一种语言;填写的语言须同时有标题和内容',
  url: '以 http:// 或 https:// 开头;跳转类型为外部链接或H5页面时必填',
  room_id: '跳转类型为房间时必填',
};
const HELP_EN = {
  region_id: 'All regions only for accounts holding every region',
  title_zh: 'Write at least one language; each language written needs both a title and content',
  url: 'Starts with http:// or https://; required for the external link and H5 page jumps',
  room_id: 'Required for the room jump',
};

/** Words of the system messages sent (menu 9001), both languages. */
export const systemMessageLabels = {
  'zh-cn': {
    noun: '系统消息',
    fields: { ...FIELDS_ZH, id: '消息ID', sent_at: '发送时间', timed_message_id: '定时消息ID' },
    values: { ...VALUES_ZH, timed_message_id: { null: '立即推送' } },
    actions: { systemMessagePush: '推送系统消息', systemMessageInfo: '系统消息详情' },
    help: HELP_ZH,
  },
  en: {
    noun: 'system message',
    fields: { ...FIELDS_EN, id: 'Message ID', sent_at: 'Sent at', timed_message_id: 'Timed message ID' },
    values: { ...VALUES_EN, timed_message_id: { null: 'Pushed at once' } },
    actions: { systemMessagePush: 'Push system message', systemMessageInfo: 'System message details' },
    help: HELP_EN,
  },
} as const satisfies ModuleLabels;

/** Words of the timed messages (menu 9002), both languages. */
export const timedMessageLabels = {
  'zh-cn': {
    noun: '定时消息',
    fields: {
      ...FIELDS_ZH,
      id: '定时消息ID',
      send_at: '发送时间',
      state: '状态',
      sent_at: '实际发送时间',
      system_message_id: '系统消息ID',
      created_by_name: '创建人',
      created_at: '创建时间',
      cancelled_by_name: '取消人',
      cancelled_at: '取消时间',
    },
    values: {
      ...VALUES_ZH,
      state: { pending: '待发送', sent: '已发送', cancelled: '已取消' },
      sent_at: { null: '未发送' },
      system_message_id: { null: '无' },
      cancelled_at: { null: '无' },
    },
    actions: { timedMessageCancel: '取消发送', timedMessageInfo: '定时消息详情' },
    help: { ...HELP_ZH, send_at: '须晚于当前时间;到时由系统自动发送一次' },
  },
  en: {
    noun: 'timed message',
    fields: {
      ...FIELDS_EN,
      id: 'Timed message ID',
      send_at: 'Send at',
      state: 'State',
      sent_at: 'Sent at',
      system_message_id: 'System message ID',
      created_by_name: 'Created by',
      created_at: 'Created',
      cancelled_by_name: 'Cancelled by',
      cancelled_at: 'Cancelled at',
    },
    values: {
      ...VALUES_EN,
      state: { pending: 'Pending', sent: 'Sent', cancelled: 'Cancelled' },
      sent_at: { null: 'Not sent' },
      system_message_id: { null: 'None' },
      cancelled_at: { null: 'None' },
    },
    actions: { timedMessageCancel: 'Cancel sending', timedMessageInfo: 'Timed message details' },
    help: { ...HELP_EN, send_at: 'Must be in the future; the system sends it once at that time' },
  },
} as const satisfies ModuleLabels;
