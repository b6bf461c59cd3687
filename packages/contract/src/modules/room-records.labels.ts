import { bilingual, defineLabels } from '../resource/labels.ts';

/** Every word of room tags (menu 2003), both languages. */
export const roomTagLabels = defineLabels({
  noun: ['房间标签', 'room tag'],
  fields: {
    id: ['标签ID', 'Tag id'],
    name: ['标签名称', 'Tag name'],
    color: ['标签颜色', 'Tag colour'],
  },
  actions: {
    roomTagList: ['查询房间标签', 'List room tags'],
    roomTagAdd: ['新增或编辑房间标签', 'Add or edit room tag'],
    roomTagDetail: ['房间标签详情', 'Room tag detail'],
    roomTagDelete: ['删除房间标签', 'Delete room tags'],
  },
});

/** Every word of the room blacklist tab, both languages. */
export const roomBlacklistLabels = defineLabels({
  noun: ['房间黑名单', 'room blacklist entry'],
  tab: ['房间黑名单', 'Room blacklist'],
  fields: {},
  actions: {
    roomBlackList: ['查询房间黑名单', 'List room blacklist'],
    addRoomBlack: ['加入房间黑名单', 'Add to room blacklist'],
    removeRoomBlack: ['移出房间黑名单', 'Remove from room blacklist'],
  },
});

/** Every word of the room medals tab, both languages. */
export const roomMedalLabels = defineLabels({
  noun: ['房间勋章', 'room medal'],
  tab: ['房间勋章', 'Room medals'],
  fields: {
    name: ['勋章名称', 'Medal name'],
    icon: ['勋章图标', 'Medal icon'],
  },
  actions: {
    roomMedal: ['查询房间勋章', 'List room medals'],
    roomMedalAdd: ['发放房间勋章', 'Give room medal'],
    roomMedalDelete: ['删除房间勋章', 'Delete room medals'],
  },
});

/** Every word of the room bindings tab, both languages. */
export const roomBindingLabels = defineLabels({
  noun: ['房间绑定', 'room binding'],
  tab: ['房间绑定', 'Room bindings'],
  fields: {},
  actions: {
    roomBindList: ['查询房间绑定', 'List room bindings'],
    roomBindAdd: ['新增房间绑定', 'Bind member to room'],
    roomBindDelete: ['解除房间绑定', 'Unbind members from rooms'],
  },
});

/** Every word of room owners (menu 2008), both languages. */
export const roomOwnerLabels = defineLabels({
  noun: ['房主', 'room owner'],
  fields: {
    owner_no: ['房主靓号', "Owner's pretty number"],
    nickname: ['房主昵称', 'Owner nickname'],
    wealth_level: ['财富等级', 'Wealth level'],
    register_time: ['注册时间', 'Registered'],
    last_login_time: ['最后登录', 'Last sign-in'],
    created_at: ['开房时间', 'Room opened'],
  },
  actions: {
    roomOwnerList: ['查询房主', 'List room owners'],
    roomOwnerExport: ['导出房主', 'Export room owners'],
  },
});

/** The room history's action label, both languages (its columns are room detail's words). */
export const roomHistoryLabels = bilingual({
  action: ['房间操作记录', 'Room history'],
});
