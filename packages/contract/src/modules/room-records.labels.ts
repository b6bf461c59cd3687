import type { ModuleLabels } from '../resource/labels.ts';

/** Every word of room tags (menu 2003), both languages. */
export const roomTagLabels = {
  'zh-cn': {
    noun: '房间标签',
    fields: {
      id: '标签ID',
      name: '标签名称',
      color: '标签颜色',
      room_count: '房间数',
      created_by_name: '创建人',
      created_at: '创建时间',
    },
    actions: {
      roomTagList: '查询房间标签',
      roomTagAdd: '新增或编辑房间标签',
      roomTagDetail: '房间标签详情',
      roomTagDelete: '删除房间标签',
    },
  },
  en: {
    noun: 'room tag',
    fields: {
      id: 'Tag id',
      name: 'Tag name',
      color: 'Tag colour',
      room_count: 'Rooms',
      created_by_name: 'Created by',
      created_at: 'Created',
    },
    actions: {
      roomTagList: 'List room tags',
      roomTagAdd: 'Add or edit room tag',
      roomTagDetail: 'Room tag detail',
      roomTagDelete: 'Delete room tags',
    },
  },
} as const satisfies ModuleLabels;

const roomAndMember = {
  'zh-cn': {
    room_no: '房间靓号',
    room_name: '房间名称',
    user_no: '用户ID',
    nickname: '昵称',
    region_id: '区域',
    created_by_name: '操作人',
    created_at: '添加时间',
  },
  en: {
    room_no: 'Room pretty id',
    room_name: 'Room name',
    user_no: 'User id',
    nickname: 'Nickname',
    region_id: 'Region',
    created_by_name: 'Added by',
    created_at: 'Added',
  },
};

/** Every word of the room blacklist tab, both languages. */
export const roomBlacklistLabels = {
  'zh-cn': {
    noun: '房间黑名单',
    tab: '房间黑名单',
    fields: { ...roomAndMember['zh-cn'], reason: '原因' },
    actions: { roomBlackList: '查询房间黑名单', addRoomBlack: '加入房间黑名单', removeRoomBlack: '移出房间黑名单' },
  },
  en: {
    noun: 'room blacklist entry',
    tab: 'Room blacklist',
    fields: { ...roomAndMember.en, reason: 'Reason' },
    actions: {
      roomBlackList: 'List room blacklist',
      addRoomBlack: 'Add to room blacklist',
      removeRoomBlack: 'Remove from room blacklist',
    },
  },
} as const satisfies ModuleLabels;

/** Every word of the room medals tab, both languages. */
export const roomMedalLabels = {
  'zh-cn': {
    noun: '房间勋章',
    tab: '房间勋章',
    fields: { ...roomAndMember['zh-cn'], name: '勋章名称', icon: '勋章图标', expires_at: '到期时间' },
    actions: { roomMedal: '查询房间勋章', roomMedalAdd: '发放房间勋章', roomMedalDelete: '删除房间勋章' },
  },
  en: {
    noun: 'room medal',
    tab: 'Room medals',
    fields: { ...roomAndMember.en, name: 'Medal name', icon: 'Medal icon', expires_at: 'Expires' },
    actions: { roomMedal: 'List room medals', roomMedalAdd: 'Give room medal', roomMedalDelete: 'Delete room medals' },
  },
} as const satisfies ModuleLabels;

/** Every word of the room bindings tab, both languages. */
export const roomBindingLabels = {
  'zh-cn': {
    noun: '房间绑定',
    tab: '房间绑定',
    fields: roomAndMember['zh-cn'],
    actions: { roomBindList: '查询房间绑定', roomBindAdd: '新增房间绑定', roomBindDelete: '解除房间绑定' },
  },
  en: {
    noun: 'room binding',
    tab: 'Room bindings',
    fields: roomAndMember.en,
    actions: {
      roomBindList: 'List room bindings',
      roomBindAdd: 'Bind member to room',
      roomBindDelete: 'Unbind members from rooms',
    },
  },
} as const satisfies ModuleLabels;

/** Every word of room owners (menu 2008), both languages. */
export const roomOwnerLabels = {
  'zh-cn': {
    noun: '房主',
    fields: {
      owner_no: '房主ID',
      nickname: '房主昵称',
      room_no: '房间靓号',
      room_name: '房间名称',
      region_id: '区域',
      wealth_level: '财富等级',
      register_time: '注册时间',
      last_login_time: '最后登录',
      created_at: '开房时间',
    },
    actions: { roomOwnerList: '查询房主', roomOwnerExport: '导出房主' },
  },
  en: {
    noun: 'room owner',
    fields: {
      owner_no: 'Owner id',
      nickname: 'Owner nickname',
      room_no: 'Room pretty id',
      room_name: 'Room name',
      region_id: 'Region',
      wealth_level: 'Wealth level',
      register_time: 'Registered',
      last_login_time: 'Last sign-in',
      created_at: 'Room opened',
    },
    actions: { roomOwnerList: 'List room owners', roomOwnerExport: 'Export room owners' },
  },
} as const satisfies ModuleLabels;

/** The room history's action label, both languages (its columns are room detail's words). */
export const roomHistoryLabels = {
  'zh-cn': { action: '房间操作记录' },
  en: { action: 'Room history' },
} as const;
