import { ROLE_KIND_LABELS, ROLE_KINDS } from '../constants.ts';
import { defineLabels, type Word } from '../resource/labels.ts';

const ROLE_KIND_WORDS: Readonly<Record<string, Word>> = Object.fromEntries(
  ROLE_KINDS.map((kind) => [kind, [ROLE_KIND_LABELS[kind].zh, ROLE_KIND_LABELS[kind].en]]),
);

/** Each wire module in words: the log's module column and filter say what part of the console acted. */
export const LOG_MODULE_WORDS = {
  Admin: ['账号管理', 'Staff accounts'],
  AdminModule: ['模块权限', 'Module permissions'],
  Advertise: ['广告', 'Ads'],
  AgentManagement: ['代理管理', 'Agents'],
  Area: ['大区', 'Areas'],
  Channel: ['渠道', 'Channels'],
  CommonHelper: ['通用', 'Common'],
  Country: ['国家', 'Countries'],
  CountryZone: ['国家分区', 'Country zones'],
  Coupon: ['优惠券', 'Coupons'],
  DeviceBlack: ['设备黑名单', 'Device blacklist'],
  Emoji: ['表情', 'Emoji'],
  Family: ['家族', 'Families'],
  Gift: ['礼物', 'Gifts'],
  Guild: ['公会', 'Guilds'],
  IdLock: ['靓号锁定', 'Pretty number locks'],
  IdMall: ['靓号商城', 'Pretty number shop'],
  IdMallType: ['靓号类型', 'Pretty number types'],
  Invite: ['邀请', 'Invitations'],
  InviteNewPeople: ['拉新', 'New-user invitations'],
  Job: ['后台任务', 'Background jobs'],
  Ledger: ['账本', 'Ledger'],
  Login: ['登录', 'Sign-in'],
  LostOrder: ['掉单补单', 'Lost orders'],
  Member: ['用户', 'Members'],
  Message: ['消息', 'Messages'],
  Nameplate: ['铭牌', 'Nameplates'],
  NovaRoom: ['视频聊天', 'Video chat'],
  OperationLog: ['操作日志', 'Operation log'],
  Power: ['菜单权限', 'Menu'],
  Preference: ['偏好设置', 'Preferences'],
  PresideManagement: ['主播管理', 'Host management'],
  PropsLimit: ['道具额度', 'Prop limits'],
  RecommendGroup: ['推荐群组', 'Recommended groups'],
  Ring: ['戒指', 'Rings'],
  RiskManagement: ['风控', 'Risk control'],
  Role: ['角色', 'Roles'],
  Room: ['房间', 'Rooms'],
  RoomColumn: ['房间栏目', 'Room columns'],
  RoomCrystal: ['房间水晶', 'Room crystals'],
  RoomRunningWater: ['房间流水', 'Room turnover'],
  RoomSupport: ['房间扶持', 'Room support'],
  RoomTopic: ['房间话题', 'Room topics'],
  RoomVoice: ['直播间', 'Live studios'],
  SendCoins: ['发币', 'Coin grants'],
  SensitiveWords: ['敏感词', 'Sensitive words'],
  Setting: ['设置', 'Settings'],
  Shop: ['道具商城', 'Prop shop'],
  UploadFile: ['上传', 'Uploads'],
} as const satisfies Readonly<Record<string, Word>>;

/** Each answer status in words (the envelope's, contract Status): the log says what came of a call, not a code. */
export const LOG_STATUS_WORDS = {
  200: ['成功', 'OK'],
  400: ['输入有误或被拒绝', 'Invalid or refused'],
  401: ['未登录', 'Not signed in'],
  402: ['超出额度', 'Over the limit'],
  403: ['无权限', 'No permission'],
  405: ['需验证密码', 'Password re-check needed'],
  406: ['会话已失效', 'Session ended'],
  408: ['处理中', 'Still in progress'],
  409: ['需确认', 'Needs confirmation'],
  413: ['客户端过旧', 'Outdated client'],
  500: ['服务器错误', 'Server error'],
} as const satisfies Readonly<Record<number, Word>>;

/** Every word of the operation log (menu 25001), both languages. */
export const operationLogLabels = defineLabels({
  noun: ['操作日志', 'operation log'],
  fields: {
    created_at: ['时间', 'Time'],
    admin_id: ['操作人ID', 'Admin id'],
    admin_name: ['操作人', 'Admin'],
    role_kind: ['角色', 'Role'],
    module: ['模块', 'Module'],
    action_label: ['动作', 'Action'],
    action: ['动作代码', 'Action code'],
    target_type: ['目标类型', 'Target type'],
    target_id: ['目标ID', 'Target id'],
    summary: ['摘要', 'Summary'],
    result: ['结果', 'Result'],
    status: ['状态码', 'Status'],
    ip: ['IP', 'IP'],
    request_id: ['请求编号', 'Request id'],
    before: ['修改前', 'Before'],
    after: ['修改后', 'After'],
  },
  values: {
    role_kind: ROLE_KIND_WORDS,
    result: { ok: ['成功', 'Succeeded'], failed: ['失败', 'Failed'], refused: ['已拒绝', 'Refused'] },
    module: LOG_MODULE_WORDS,
    status: LOG_STATUS_WORDS,
  },
  actions: {
    actionList: ['查询可筛选的动作', 'List the actions to filter by'],
  },
  screen: {
    forbidden: ['没有查看操作日志的权限', 'You have no permission to view the operation log'],
  },
});
