import { defineLabels } from '../resource/labels.ts';
import { ACTIVITY_VALUE_WORDS } from './activity.labels.ts';

/* Words of the activity platform's settings and lists around the activities (issue 30). */

/** Words of prize templates (menu 12008). */
export const activityTemplateLabels = defineLabels({
  noun: ['奖励模板', 'reward template'],
  tab: ['奖励模板', 'Reward templates'],
  fields: {
    name: ['模板名称', 'Name'],
    tiers: ['名次奖励', 'Rewards by rank'],
    rank_from: ['起始名次', 'From rank'],
    rank_to: ['结束名次', 'To rank'],
    reward: ['奖励', 'Reward'],
    worst_case_coins: ['最大发放(金币)', 'Worst case (coins)'],
    places: ['获奖名次数', 'Places paid'],
  },
  help: {
    tiers: [
      '名次段从第 1 名开始,依次相连,不能重叠或留空(如 1–1、2–3、4–10)',
      'Ranges start at rank 1 and follow on without overlap or gap (1–1, 2–3, 4–10)',
    ],
  },
});

/** Words of the template reward config (menu 12008, SPEC §7 "template reward config with excel export"). */
export const activityTemplateRewardLabels = defineLabels({
  noun: ['模板奖励配置', 'template reward'],
  tab: ['模板奖励配置', 'Template rewards'],
  fields: {
    template_id: ['奖励模板', 'Reward template'],
    rank_from: ['起始名次', 'From rank'],
    rank_to: ['结束名次', 'To rank'],
    reward: ['奖励', 'Reward'],
  },
});

/** Words of the prize types (menu 12008, SPEC §7 "prize types"). */
export const activityPrizeTypeLabels = defineLabels({
  noun: ['奖品类型', 'prize type'],
  tab: ['奖品类型', 'Prize types'],
  fields: {
    kind: ['奖品类型', 'Prize type'],
    name_zh: ['中文名称', 'Name (Chinese)'],
    name_en: ['英文名称', 'Name (English)'],
    name_ar: ['阿拉伯语名称', 'Name (Arabic)'],
    enabled: ['启用', 'In use'],
    remark: ['备注', 'Remark'],
  },
  values: {
    kind: {
      coins: ['金币', 'Coins'],
      gift: ['礼物', 'Gift'],
      prop: ['道具', 'Prop'],
      nameplate: ['铭牌', 'Nameplate'],
      medal: ['勋章', 'Medal'],
    },
    enabled: { true: ['启用', 'In use'], false: ['停用', 'Switched off'] },
  },
  help: {
    name_zh: ['App 活动页向用户展示的奖品名称', 'What the app’s activity pages call the prize'],
    enabled: [
      '停用后,奖励模板不能再使用这类奖品;已排期的活动照常发放',
      'Switched off, no reward template may pay this kind; activities already scheduled still pay it',
    ],
  },
});

/** Words of the region change limits (menu 12008, SPEC §7 "region change limit"). */
export const activityRegionLimitLabels = defineLabels({
  noun: ['换区限制', 'region change limit'],
  tab: ['换区限制', 'Region change limits'],
  fields: { type: ['活动类型', 'Activity type'], days: ['限制天数', 'Days'], remark: ['备注', 'Remark'] },
  values: { type: ACTIVITY_VALUE_WORDS.type },
  help: {
    days: [
      '活动开始前这么多天内或活动期间更换过区域的用户,不参加这类限定区域的活动(不上榜、不领奖)',
      'A member who changed region within this many days before the start, or during the activity, takes no part in region-limited activities of this type (not ranked, not paid)',
    ],
  },
});

/** The blacklist's fields, shared by the list across activities and one activity's. */
const BLACKLIST_FIELDS = {
  subject: ['对象类型', 'Kind'],
  subject_id: ['对象ID', 'ID'],
  subject_name: ['名称', 'Name'],
  activity_id: ['活动ID', 'Activity ID'],
  reason: ['原因', 'Reason'],
  ends_at: ['截止时间', 'Until'],
} as const;
const BLACKLIST_VALUES = {
  subject: { member: ['用户', 'Member'], room: ['房间', 'Room'], family: ['家族', 'Family'] },
  ends_at: { null: ['永久', 'No end'] },
} as const;
const BLACKLIST_SUBJECT_HELP = [
  '用户填用户ID,房间填房间ID,家族填家族ID',
  "A member's member ID, a room's or a family's ID",
] as const;

/** Words of one activity's blacklist (menu 12013 `/activityManagement/blacklist`, SPEC §7 "black plans"). */
export const activityOwnBlacklistLabels = defineLabels({
  noun: ['本活动黑名单', "activity's blacklist entry"],
  tab: ['本活动黑名单', 'Blacklist'],
  fields: BLACKLIST_FIELDS,
  values: BLACKLIST_VALUES,
  help: {
    subject_id: BLACKLIST_SUBJECT_HELP,
    activity_id: [
      '只对这一个活动生效;对所有活动生效的在活动黑名单中添加',
      'This activity only; add entries for every activity on the activity blacklist',
    ],
  },
});

/** Words of the activity blacklist (menu 12002). */
export const activityBlacklistLabels = defineLabels({
  noun: ['活动黑名单', 'activity blacklist entry'],
  fields: BLACKLIST_FIELDS,
  values: { ...BLACKLIST_VALUES, activity_id: { null: ['全部活动', 'All activities'] } },
  help: {
    subject_id: BLACKLIST_SUBJECT_HELP,
    activity_id: ['不填则对所有活动生效', 'Left empty: every activity'],
  },
});

/** Words of shielded members (menu 12003). */
export const activityShieldLabels = defineLabels({
  noun: ['屏蔽用户', 'shielded member'],
  fields: { reason: ['原因', 'Reason'] },
  help: {
    member_id: [
      '被屏蔽的用户照常上榜和领奖,但在公开榜单中显示为匿名',
      'A shielded member ranks and is paid as usual, but public rankings show them masked',
    ],
  },
});
