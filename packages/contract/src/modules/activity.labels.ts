import { defineLabels } from '../resource/labels.ts';

const STATE_VALUES = {
  draft: ['草稿', 'Draft'],
  pending: ['待审核', 'Pending review'],
  scheduled: ['已通过', 'Scheduled'],
  refused: ['已拒绝', 'Refused'],
  settled: ['已结算', 'Settled'],
  cancelled: ['已取消', 'Cancelled'],
} as const;
const METRIC_VALUES = {
  coins: ['礼物金币', 'Gift coins'],
  gift_count: ['礼物个数', 'Gift count'],
  recharge: ['充值金额', 'Recharge'],
} as const;
export const SUBJECT_VALUES = {
  sender: ['送礼用户', 'Sender'],
  receiver: ['收礼用户', 'Receiver'],
  room: ['房间', 'Room'],
  family: ['家族', 'Family'],
} as const;

/** A board of a ranking: the gift it ranks (a weekly star's star gift) and who. */
const BOARD_FIELDS = { gift_id: ['礼物', 'Gift'], subject: ['排行对象', 'Who ranks'] } as const;

/** The words every activity screen shares (activity management, weekly star…). */
export const ACTIVITY_FIELD_WORDS = {
  title_zh: ['中文标题', 'Title (Chinese)'],
  title_en: ['英文标题', 'Title (English)'],
  title_ar: ['阿拉伯语标题', 'Title (Arabic)'],
  picture: ['活动图片', 'Picture'],
  url: ['H5 链接', 'H5 link'],
  type: ['活动类型', 'Type'],
  starts_at: ['开始时间', 'Starts'],
  ends_at: ['结束时间', 'Ends'],
  state: ['审核状态', 'State'],
  metric: ['排行依据', 'Ranked by'],
  subject: ['排行对象', 'Who ranks'],
  gifts: ['计入的礼物', 'Gifts that count'],
  gift_id: ['礼物', 'Gift'],
  min_value: ['上榜门槛', 'Minimum to rank'],
  top_n: ['榜单人数', 'Places ranked'],
  template_id: ['奖励模板', 'Reward template'],
  budget_coins: ['预算(金币)', 'Budget (coins)'],
  budget_items: ['预算(物品件数)', 'Budget (items)'],
  shown: ['前台展示', 'Shown in the app'],
  remark: ['备注', 'Remark'],
  submitted_by_name: ['提交人', 'Submitted by'],
  cancel_reason: ['取消原因', 'Cancel reason'],
  settled_at: ['结算时间', 'Settled'],
  reason: ['原因', 'Reason'],
} as const;
export const ACTIVITY_VALUE_WORDS = {
  type: {
    ranking: ['排行活动', 'Ranking'],
    weekly_star: ['周星', 'Weekly star'],
    family_star: ['家族之星', 'Family star'],
    new_star_room: ['新星房间', 'New star rooms'],
    room_election: ['房间评选', 'Room election'],
    revenue: ['营收活动', 'Revenue'],
  },
  state: STATE_VALUES,
  metric: METRIC_VALUES,
  subject: SUBJECT_VALUES,
  shown: { true: ['展示', 'Shown'], false: ['隐藏', 'Hidden'] },
} as const;
export const ACTIVITY_HELP_WORDS = {
  url: ['以 https:// 开头的活动页地址', 'The activity page, starting with https://'],
  gifts: ['不选则所有礼物都计入', 'None picked: every gift counts'],
  min_value: ['低于此值不上榜', 'Below this value no one ranks'],
  budget_coins: [
    '活动最多可发放的金币;奖励模板的最大发放额超出预算时不能通过审核',
    "The most coins the activity may pay; one whose template's worst case exceeds it cannot pass review",
  ],
  budget_items: [
    '活动最多可发放的礼物、道具、铭牌和勋章件数;不填则不限件数',
    'The most gifts, props, nameplates and medals the activity may give; empty for no limit on items',
  ],
  template_id: ['按名次发放的奖励', 'The rewards paid by rank'],
} as const;
export const ACTIVITY_SCREEN_WORDS = {
  review_pass: ['通过', 'Pass'],
  review_refuse: ['拒绝', 'Refuse'],
  batch_pass: ['批量通过', 'Pass the selected'],
  batch_refuse: ['批量拒绝', 'Refuse the selected'],
  ranking: ['排行', 'Ranking'],
  live: ['实时排行', 'Live ranking'],
  frozen: ['结算时的排行(已冻结)', 'Ranking as settled (frozen)'],
  preview: ['结算预览', 'Settlement preview'],
  previewTotal: ['预计发放 {{coins}} 金币,预算 {{budget}} 金币', 'Would pay {{coins}} coins of a {{budget}}-coin budget'],
  rank: ['名次', 'Rank'],
  name: ['名称', 'Name'],
  value: ['数值', 'Value'],
  reachedAt: ['达到时间', 'Reached'],
  reward: ['奖励', 'Reward'],
  skip: ['跳过原因', 'Skipped because'],
  masked: ['(已屏蔽)', '(shielded)'],
  noRanking: ['暂无上榜记录', 'No one ranks yet'],
  calendar: ['日历', 'Calendar'],
  detail: ['详情与排行', 'Details and ranking'],
  previousMonth: ['上个月', 'Previous month'],
  nextMonth: ['下个月', 'Next month'],
} as const;

/** Words of activity definitions (menu 12001), both languages. */
export const activityLabels = defineLabels({
  noun: ['活动', 'activity'],
  tab: ['活动列表', 'Activities'],
  fields: ACTIVITY_FIELD_WORDS,
  values: ACTIVITY_VALUE_WORDS,
  help: ACTIVITY_HELP_WORDS,
  actions: {
    actionSubmit: ['提交审核', 'Submit for review'],
    actionCancel: ['取消活动', 'Cancel activity'],
    actionAdd: ['新增活动', 'Add activity'],
  },
  screen: ACTIVITY_SCREEN_WORDS,
});

/** Words of a settled activity's frozen ranking. */
export const activityRankLabels = defineLabels({
  noun: ['排行快照', 'ranking snapshot'],
  tab: ['排行快照', 'Ranking snapshot'],
  fields: {
    activity_id: ['活动ID', 'Activity ID'],
    ...BOARD_FIELDS,
    rank: ['名次', 'Rank'],
    subject_id: ['对象ID', 'Subject ID'],
    subject_name: ['名称', 'Name'],
    value: ['数值', 'Value'],
    reached_at: ['达到时间', 'Reached'],
  },
  values: { subject: SUBJECT_VALUES },
});

/** Words of the settlement report. */
export const activityPayoutLabels = defineLabels({
  noun: ['结算记录', 'settlement line'],
  tab: ['结算报告', 'Settlement report'],
  fields: {
    activity_id: ['活动ID', 'Activity ID'],
    ...BOARD_FIELDS,
    rank: ['名次', 'Rank'],
    reward: ['奖励', 'Reward'],
    state: ['发放状态', 'State'],
    skip_reason: ['跳过原因', 'Skipped because'],
    paid_at: ['时间', 'At'],
  },
  values: {
    subject: SUBJECT_VALUES,
    state: { paid: ['已发放', 'Paid'], skipped: ['已跳过', 'Skipped'] },
    skip_reason: {
      blacklisted: ['在活动黑名单中', 'Blacklisted'],
      banned: ['账号被封禁', 'Banned'],
      deregistered: ['账号已注销', 'Deregistered'],
      region_changed: ['近期更换过区域', 'Changed region recently'],
      no_recipient: ['无领奖人', 'No one to pay'],
      no_reward: ['该名次无奖励', 'No reward for this rank'],
      null: ['—', '—'],
    },
  },
});

/** Words of weekly star weeks (menu 11xxx `/activityManagement/index`): an activity of one week and its star gifts. */
export const weeklyStarLabels = defineLabels({
  noun: ['周星', 'weekly star week'],
  tab: ['周星', 'Weekly star'],
  fields: {
    ...ACTIVITY_FIELD_WORDS,
    starts_at: ['周开始(周一 00:00)', 'Week from (Monday 00:00)'],
    ends_at: ['周结束', 'Week to'],
    gifts: ['星礼物', 'Star gifts'],
    gift_id: ['星礼物', 'Star gift'],
    top_n: ['每榜人数', 'Places per board'],
  },
  values: { state: ACTIVITY_VALUE_WORDS.state, metric: ACTIVITY_VALUE_WORDS.metric, shown: ACTIVITY_VALUE_WORDS.shown },
  help: {
    ...ACTIVITY_HELP_WORDS,
    starts_at: [
      '每周从周一 00:00(控制台时区)开始,持续 7 天',
      "A week starts on Monday at 00:00 in the console's zone and lasts 7 days",
    ],
    gifts: [
      '每个星礼物有两个榜单:收礼榜和送礼榜,按模板各自发奖',
      'Each star gift has two boards, its receivers and its senders, each paid by the template',
    ],
    budget_coins: [
      '本周最多可发放的金币;模板最大发放额乘以榜单数超出预算时不能通过审核',
      "The most coins the week may pay; one whose template's worst case times its boards exceeds it cannot pass review",
    ],
  },
  actions: {
    starWeekSubmit: ['提交审核', 'Submit for review'],
    starWeekCancel: ['取消本周', 'Cancel week'],
    starWeekSave: ['新增周星', 'Add week'],
    starWeekNext: ['创建下一周', 'Create next week'],
  },
  screen: { ...ACTIVITY_SCREEN_WORDS, nextWeek: ['创建下一周', 'Create next week'] },
});

/** Words of the honour wall (menu 12009). */
export const activityHonourLabels = defineLabels({
  noun: ['荣誉墙记录', 'honour wall entry'],
  tab: ['荣誉墙', 'Honour wall'],
  fields: {
    title_zh: ['中文标题', 'Title (Chinese)'],
    title_en: ['英文标题', 'Title (English)'],
    rank: ['名次', 'Rank'],
    activity_id: ['活动ID', 'Activity ID'],
    source: ['来源', 'Added by'],
    pinned: ['置顶', 'Pinned'],
    shown: ['前台展示', 'Shown in the app'],
  },
  values: {
    source: { settled: ['活动结算', 'Settlement'], manual: ['手动添加', 'Staff'] },
    pinned: { true: ['置顶', 'Pinned'], false: ['未置顶', 'Not pinned'] },
    shown: { true: ['展示', 'Shown'], false: ['隐藏', 'Hidden'] },
    rank: { null: ['—', '—'] },
    activity_id: { null: ['—', '—'] },
  },
  help: {
    title_zh: ['荣誉的名称,如活动名', 'What the honour is for, such as the activity'],
    pinned: ['置顶的记录排在荣誉墙最前', 'Pinned entries come first on the wall'],
  },
});
