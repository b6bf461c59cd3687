import { defineLabels } from '../resource/labels.ts';

const KINDS = { new: ['新房间', 'New room'], old: ['老房间', 'Old room'], activity: ['活动', 'Activity'] } as const;

/** Words of the release's confirmation and its warning, shared by every screen that releases support. */
const RELEASE = {
  actions: ['操作', 'Actions'],
  confirmTitle: ['确认发放扶持', 'Confirm the support'],
  confirmIntro: ['以下房间需要确认:', 'These rooms need your confirmation:'],
  recent: [
    '房间 {{room}}({{name}})在 {{when}} 已发放过扶持(6 天内)',
    'Room {{room}} ({{name}}) had support on {{when}}, within 6 days',
  ],
  weekly: [
    '房间 {{room}}({{name}})近 7 天已扶持 {{count}} 次:每周超过 2 次将没有奖励',
    'Room {{room}} ({{name}}) had support {{count}} times in the last 7 days: more than 2 a week earns no reward',
  ],
  confirmQuestion: ['仍要发放吗?', 'Release the support anyway?'],
  granted: ['已发放:{{members}} 人,共 {{total}} 金币', 'Granted: {{total}} coins to {{members}} members'],
  weeklyAfter: [
    '注意:{{rooms}} 本周扶持已超过 2 次,将没有奖励',
    'Note: {{rooms}} had support more than twice this week; no reward follows',
  ],
} as const;

/** Support rooms (newSupport): list, add/edit form, release. */
export const roomSupportLabels = defineLabels({
  noun: ['扶持房间', 'support room'],
  tab: ['扶持房间', 'Support rooms'],
  fields: {
    owner_id: ['房主ID', "Owner's member ID"],
    kind: ['类型', 'Kind'],
    admins: ['管理员', 'Administrators'],
    admin_count: ['管理员人数', 'Administrator count'],
    amount: ['每人金币', 'Coins each'],
    releases: ['发放次数', 'Releases'],
    last_released_at: ['最近发放', 'Last released'],
  },
  values: {
    kind: KINDS,
  },
  actions: {
    roomSupportDelete: ['删除扶持房间', 'Delete support room'],
  },
  screen: {
    ...RELEASE,
    add: ['新增扶持房间', 'Add support room'],
    edit: ['编辑', 'Edit'],
    release: ['发放扶持', 'Release support'],
    detail: ['详情', 'Detail'],
    adminsHelp: ['填写 1–10 个用户ID或靓号,用逗号分隔', '1–10 member IDs or pretty numbers, separated by commas'],
    roomHelp: ['房间靓号', "The room's pretty number"],
    grants: ['最近发放', 'Latest releases'],
    toSupportList: ['扶持列表', 'Support list'],
    toNotList: ['未发放列表', 'Not yet granted'],
    toBlacklist: ['扶持黑名单', 'Support blacklist'],
    toActivity: ['活动扶持', 'Activity support'],
  },
});

/** The support list and activity support: releases of support. */
export const supportGrantLabels = defineLabels({
  noun: ['扶持发放记录', 'support release'],
  fields: {
    kind: ['类型', 'Kind'],
    activity: ['活动', 'Activity'],
    amount: ['每人金币', 'Coins each'],
    recipients: ['发放对象', 'Recipients'],
    total: ['合计金币', 'Total coins'],
    confirmed: ['6 天内再次发放', 'Again within 6 days'],
    over_weekly: ['本周超过 2 次', 'Over 2 this week'],
    admin_name: ['发放人', 'Released by'],
    created_at: ['发放时间', 'Released'],
  },
  values: {
    kind: KINDS,
  },
  screen: {
    ...RELEASE,
    batch: ['批量活动扶持', 'Activity support batch'],
    roomNos: ['房间号', 'Room numbers'],
    roomNosHelp: [
      '多个房间号用逗号分隔,最多 100 个;金币发给每个房间的房主',
      "Separate room numbers with commas, at most 100; the coins go to each room's owner",
    ],
    activity: ['活动名称', 'Activity'],
    amount: ['每个房主金币', 'Coins per owner'],
    reason: ['原因', 'Reason'],
  },
});

/** Support not yet granted (notList). */
export const supportSkipLabels = defineLabels({
  noun: ['未发放扶持', 'support not granted'],
  fields: {
    kind: ['类型', 'Kind'],
    amount: ['每人金币', 'Coins each'],
    recipients: ['发放对象', 'Recipients'],
    reason_code: ['未发放原因', 'Why not granted'],
    skipped_at: ['未发放时间', 'Held back'],
    granted_by_name: ['补发人', 'Granted by'],
    granted_at: ['补发时间', 'Granted'],
  },
  values: {
    kind: KINDS,
    // Skip reasons 3–19: SPEC §5 gives only the numbers; this wording is ours, from what holds support back.
    reason_code: {
      '3': ['房间被封禁', 'Room banned'],
      '4': ['房主账号被封禁', "Owner's account banned"],
      '5': ['本周已扶持超过 2 次', 'Supported more than twice this week'],
      '6': ['在贫困房间黑名单中', 'On the poor-room blacklist'],
      '7': ['流水未达到扶持标准', 'Turnover below the support threshold'],
      '8': ['开播时长不足', 'Not open long enough'],
      '9': ['在线人数不足', 'Too few people online'],
      '10': ['管理员人数不符合(1–10 人)', 'Administrators not 1–10'],
      '11': ['有管理员被封禁', 'An administrator is banned'],
      '12': ['6 天内已发放,未确认', 'Released within 6 days, not confirmed'],
      '13': ['房间已解散', 'Room dissolved'],
      '14': ['房间已更换区域', 'Room changed region'],
      '15': ['房主已变更', 'Room owner changed'],
      '16': ['风控拦截(疑似刷量)', 'Held by risk control (suspected fake traffic)'],
      '17': ['发放额度不足', "Issuer's coin quota used up"],
      '18': ['已达每月发放上限', 'Monthly coin limit reached'],
      '19': ['扶持期已结束', 'Support period over before granting'],
    },
    state: { not_granted: ['未发放', 'Not granted'], granted: ['已补发', 'Granted later'] },
  },
  screen: {
    ...RELEASE,
    grant: ['补发', 'Grant now'],
  },
});
