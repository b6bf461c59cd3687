import { defineLabels } from '../resource/labels.ts';
import { ACTIVITY_FIELD_WORDS, ACTIVITY_HELP_WORDS, ACTIVITY_SCREEN_WORDS, ACTIVITY_VALUE_WORDS } from './activity.labels.ts';
import { PERK_STATE_VALUES } from './activity-family-star.labels.ts';

/** Words of new star room activities (menu 11010): rooms opened lately ranked by turnover, the top recommended. */
export const newStarRoomLabels = defineLabels({
  noun: ['新星房间活动', 'new star room activity'],
  tab: ['新星房间', 'New star rooms'],
  fields: {
    ...ACTIVITY_FIELD_WORDS,
    new_within_days: ['新房间天数', 'Opened within (days)'],
    min_value: ['最低流水(金币)', 'Least turnover (coins)'],
    top_n: ['上榜房间数', 'Rooms ranked'],
    perk_places: ['推荐房间数', 'Rooms recommended'],
    perk_days: ['推荐天数', 'Recommended for (days)'],
  },
  values: { state: ACTIVITY_VALUE_WORDS.state, shown: ACTIVITY_VALUE_WORDS.shown },
  help: {
    ...ACTIVITY_HELP_WORDS,
    new_within_days: [
      '活动开始前这么多天内(或活动期间)开的房间才参加排行',
      'Only rooms opened within this many days before the start (or during the activity) rank',
    ],
    min_value: ['房间在活动期间收到的礼物金币低于此值不上榜', 'A room whose gifts in the window come to less does not rank'],
    perk_places: [
      '结算时前几名房间获得推荐位,不能多于上榜房间数',
      'The top rooms given a recommendation slot when the activity settles; no more than the rooms ranked',
    ],
    perk_days: ['推荐位从结算时起持续的天数', 'How many days the slot lasts from the settlement'],
    template_id: ['按名次发给房主的奖励', "The rewards by rank, paid to each room's owner"],
  },
  actions: {
    newStarRoomSubmit: ['提交审核', 'Submit for review'],
    newStarRoomCancel: ['取消活动', 'Cancel activity'],
    newStarRoomSave: ['新增新星房间活动', 'Add new star room activity'],
  },
  screen: ACTIVITY_SCREEN_WORDS,
});

/** Words of the recommendation slots new star room activities granted (a tab of menu 11010). */
export const roomSlotLabels = defineLabels({
  noun: ['推荐位', 'recommendation slot'],
  tab: ['推荐位', 'Recommendation slots'],
  fields: {
    activity_id: ['活动ID', 'Activity ID'],
    rank: ['名次', 'Rank'],
    subject_id: ['房间ID', 'Room ID'],
    subject_name: ['房间名称', 'Room'],
    starts_at: ['推荐开始', 'From'],
    ends_at: ['推荐结束', 'Until'],
    window_state: ['推荐状态', 'Slot state'],
  },
  values: { window_state: PERK_STATE_VALUES },
});
