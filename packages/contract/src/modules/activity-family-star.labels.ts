import { defineLabels } from '../resource/labels.ts';
import { ACTIVITY_FIELD_WORDS, ACTIVITY_HELP_WORDS, ACTIVITY_SCREEN_WORDS, ACTIVITY_VALUE_WORDS } from './activity.labels.ts';

/** A perk's window as the app lives it: not yet begun, held now, over. */
export const PERK_STATE_VALUES = {
  scheduled: ['未生效', 'Not yet'],
  running: ['生效中', 'Active'],
  ended: ['已过期', 'Expired'],
} as const;

/** Words of family star periods (menu 12018): families ranked by their members' sends of the star gifts, the top titled. */
export const familyStarLabels = defineLabels({
  noun: ['家族之星', 'family star'],
  tab: ['家族之星', 'Family star'],
  fields: {
    ...ACTIVITY_FIELD_WORDS,
    gifts: ['家族之星礼物', 'Family star gifts'],
    gift_id: ['家族之星礼物', 'Family star gift'],
    top_n: ['上榜家族数', 'Families ranked'],
    perk_title_zh: ['家族称号(中文)', 'Family title (Chinese)'],
    perk_title_en: ['家族称号(英文)', 'Family title (English)'],
    perk_places: ['获称号家族数', 'Families titled'],
    perk_days: ['称号天数', 'Title days'],
  },
  values: { state: ACTIVITY_VALUE_WORDS.state, metric: ACTIVITY_VALUE_WORDS.metric, shown: ACTIVITY_VALUE_WORDS.shown },
  help: {
    ...ACTIVITY_HELP_WORDS,
    gifts: [
      '家族成员送出这些礼物计入家族的成绩(按成员当前所在家族)',
      "Members' sends of these gifts count for the family they are in now",
    ],
    min_value: ['家族成绩低于此值不上榜', 'A family below this value does not rank'],
    perk_places: [
      '结算时前几名家族获得称号,不能多于上榜家族数',
      'The top families that get the title when the period settles; no more than the families ranked',
    ],
    perk_days: ['称号从结算时起生效的天数', 'How many days the title lasts from the settlement'],
    template_id: ['按名次发给家族族长的奖励', "The rewards by rank, paid to each family's owner"],
  },
  actions: {
    familyStarSubmit: ['提交审核', 'Submit for review'],
    familyStarCancel: ['取消活动', 'Cancel family star'],
    familyStarSave: ['新增家族之星', 'Add family star'],
  },
  screen: ACTIVITY_SCREEN_WORDS,
});

/** Words of the titles family stars granted (a tab of menu 12018). */
export const familyTitleLabels = defineLabels({
  noun: ['家族称号', 'family title'],
  tab: ['家族称号', 'Family titles'],
  fields: {
    activity_id: ['活动ID', 'Activity ID'],
    rank: ['名次', 'Rank'],
    subject_id: ['家族ID', 'Family ID'],
    subject_name: ['家族名称', 'Family'],
    title_zh: ['称号(中文)', 'Title (Chinese)'],
    title_en: ['称号(英文)', 'Title (English)'],
    starts_at: ['生效时间', 'From'],
    ends_at: ['到期时间', 'Until'],
    window_state: ['称号状态', 'Title state'],
  },
  values: { window_state: PERK_STATE_VALUES },
});
