/**
 * Refusals and operation-log summaries of activities (issue 30), both languages. Every key starts
 * with `activity_` or `template_` so no other part's key is redefined.
 */
export const ACTIVITY_MESSAGES = {
  activity_url_https: { zh: 'H5 链接须以 https:// 开头', en: 'The H5 link must start with https://' },
  activity_all_regions_super: {
    zh: '只有超级管理员可以创建覆盖全部区域的活动',
    en: 'Only a super admin may create an activity for every region',
  },
  activity_four_eyes: {
    zh: '提交人不能审核自己提交的活动,请由另一位管理员审核',
    en: 'Whoever submitted an activity cannot review it; another admin must',
  },
  activity_over_budget: {
    zh: '奖励模板最多发放 {worst} 金币,超出预算 {budget} 金币 {over} 金币,不能排期',
    en: 'The reward template may pay up to {worst} coins, {over} coins over the {budget}-coin budget; it cannot be scheduled',
  },
  activity_over_item_budget: {
    zh: '奖励最多发放 {worst} 件物品,超出预算 {budget} 件 {over} 件,不能排期',
    en: 'The rewards may give up to {worst} items, {over} over the {budget}-item budget; it cannot be scheduled',
  },
  template_prize_off: {
    zh: '奖品类型“{name}”已停用,奖励模板不能使用',
    en: 'The prize type “{name}” is switched off; a reward template cannot pay it',
  },
  activity_over_budget_tiers: {
    zh: '最高一档奖励发给最多 {paid} 个获奖者共 {worst} 金币,超出预算 {budget} 金币 {over} 金币,不能排期',
    en: 'The top tier for each of the {paid} most paid comes to {worst} coins, {over} coins over the {budget}-coin budget; it cannot be scheduled',
  },
  activity_running_locked: {
    zh: '活动进行中,只能修改图片、H5 链接和备注,不能修改:{fields}',
    en: 'A running activity may change only its picture, H5 link and remark, not: {fields}',
  },
  activity_ended_locked: { zh: '活动已结束,不能再修改', en: 'The activity has ended; it can no longer be changed' },
  activity_not_ended: {
    zh: '活动将于 {at} 后可以结算(结束时间加 {minutes} 分钟)',
    en: 'The activity can be settled from {at} (its end plus {minutes} minutes)',
  },
  activity_already_settled: { zh: '活动已结算,不能重复结算', en: 'The activity is already settled; it is never settled twice' },
  activity_ended_cancel: { zh: '活动已结束,只能结算,不能取消', en: 'The activity has ended; it can be settled, not cancelled' },
  activity_subject_metric: {
    zh: '充值金额只能按用户排行',
    en: 'Recharges rank members only (Who ranks: sender)',
  },
  template_tiers_start: { zh: '名次段须从第 1 名开始', en: 'The first range must start at rank 1' },
  template_tier_order: {
    zh: '名次段 {from}–{to} 的起始名次大于结束名次',
    en: 'The range {from}–{to} starts after it ends',
  },
  template_tiers_overlap: {
    zh: '名次段 {a} 与 {b} 重叠',
    en: 'The ranges {a} and {b} overlap',
  },
  template_tiers_gap: {
    zh: '名次段 {a} 与 {b} 之间缺少名次 {missing}',
    en: 'Ranks {missing} between the ranges {a} and {b} are missing',
  },
  template_in_use: {
    zh: '模板正被 {count} 个未结算的活动使用,不能删除',
    en: 'The template is used by {count} activities not yet settled; it cannot be deleted',
  },
  activity_week_monday: {
    zh: '周星每周从周一 00:00 开始(控制台时区 {zone}),{at} 不是',
    en: 'A weekly star week starts on a Monday at 00:00 ({zone}); {at} is not one',
  },
  activity_week_exists: {
    zh: '{at} 开始的一周已存在(活动 {id})',
    en: 'The week from {at} already exists (activity {id})',
  },
  activity_honour_settled: {
    zh: '活动结算添加的荣誉记录不能删除,可以隐藏',
    en: 'An entry the settlement added cannot be deleted; hide it instead',
  },
  activity_perk_over_ranked: {
    zh: '获奖励名次数 {places} 不能多于上榜数 {ranked}',
    en: 'The {places} places given the perk cannot be more than the {ranked} places ranked',
  },
  activity_revenue_own_screen: {
    zh: '营收活动的流水门槛只能在“营收活动”页面设置,请在那里新增',
    en: "A revenue activity's thresholds are set on the Revenue screen; add it there",
  },
  activity_threshold_twice: { zh: '流水门槛 {value} 重复了', en: 'The threshold {value} is given twice' },
  activity_election_unknown: { zh: '没有 ID 为 {id} 的房间评选', en: 'No room election has the ID {id}' },
  activity_election_closed: {
    zh: '评选「{title}」已结束、结算或取消,不再接受提名和审核',
    en: 'The election "{title}" has ended, settled or been cancelled: it no longer takes nominations or reviews',
  },
  activity_nomination_region: { zh: '房间 {room} 不在本次评选的区域内', en: "Room {room} is not in the election's regions" },
  activity_nomination_twice: { zh: '房间 {room} 已被提名参加本次评选', en: 'Room {room} is already nominated for this election' },
  activity_unknown: { zh: '没有 ID 为 {id} 的活动', en: 'No activity has the ID {id}' },
  activity_subject_unknown: { zh: '没有 ID 为 {id} 的{subject}', en: 'No {subject} has the ID {id}' },
} as const;

export const ACTIVITY_LOG_SUMMARIES = {
  activity_week_next: {
    zh: '创建下一周周星「{title}」,从 {at} 开始',
    en: 'Create the next weekly star week "{title}" from {at}',
  },
  activity_settled: {
    zh: '结算活动「{title}」:发放 {paid} 人,跳过 {skipped} 人,共 {coins} 金币',
    en: 'Settle activity "{title}": {paid} paid, {skipped} skipped, {coins} coins',
  },
} as const satisfies Record<string, { zh: string; en: string }>;
