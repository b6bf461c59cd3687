import { menuIdAt } from '../menu.ts';
import { type FieldSpec, type Fields, REWARD_KINDS, type RowOf, resource } from '../resource/index.ts';
import { ACTIVITY_TYPES } from './activity-fields.ts';
import {
  activityBlacklistLabels,
  activityOwnBlacklistLabels,
  activityPrizeTypeLabels,
  activityRegionLimitLabels,
  activityShieldLabels,
  activityTemplateLabels,
  activityTemplateRewardLabels,
} from './activity-setup.labels.ts';

export {
  activityBlacklistLabels,
  activityOwnBlacklistLabels,
  activityPrizeTypeLabels,
  activityRegionLimitLabels,
  activityShieldLabels,
  activityTemplateLabels,
  activityTemplateRewardLabels,
} from './activity-setup.labels.ts';

const module = 'Activity';
/** Activity configuration (12008): templates its main list, the other settings its tabs. */
const configurationMenu = menuIdAt('/activityManagement/configuration');
/** The most tiers a template has. */
export const MAX_TEMPLATE_TIERS = 50;

/**
 * Prize templates (menu 12008 configuration, SPEC §7 "prize templates/ranks/levels"): rank ranges,
 * each paying one reward to every place in it. Ranges may not overlap or leave a gap (1–3, 4–10…),
 * the first starting at 1. An activity names one; its worst case (every place paid) must fit the
 * activity's budget before the activity can be scheduled.
 */
export const activityTemplates = resource({
  module,
  namespace: 'activityTemplates',
  menu: configurationMenu,
  listMenu: menuIdAt('/activityManagement/mangement'),
  labels: activityTemplateLabels,
  scope: { region: 'regions' },
  fields: {
    name: { kind: 'text', max: 64, required: true, unique: 'ci', filter: 'contains' },
    regions: { kind: 'regions', required: true, filter: 'eq' },
    tiers: {
      kind: 'list',
      of: {
        rank_from: { kind: 'int', min: 1, max: 1000, required: true },
        rank_to: { kind: 'int', min: 1, max: 1000, required: true },
        reward: { kind: 'reward', required: true },
      },
      rows: { min: 1, max: MAX_TEMPLATE_TIERS },
    },
    /** Coins paid when every place of every tier is paid (a gift counted at its price). */
    worst_case_coins: { kind: 'money', readOnly: true },
    places: { kind: 'int', readOnly: true },
    created_by_name: { kind: 'admin', readOnly: true },
    updated_at: { kind: 'time', readOnly: true },
  },
  actions: { list: 'prizeTemplateList', save: 'prizeTemplateSave', delete: 'prizeTemplateDelete' },
});
export type ActivityTemplateRow = RowOf<typeof activityTemplates.fields>;

/**
 * The template reward config (menu 12008, SPEC §7 "template reward config with excel export"):
 * every template's ranges and rewards, one row each, to read across templates and export to a
 * spreadsheet. Edited through its template.
 */
export const activityTemplateRewards = resource({
  module,
  namespace: 'activityTemplateRewards',
  menu: configurationMenu,
  tabOf: configurationMenu,
  labels: activityTemplateRewardLabels,
  scope: { region: 'regions' },
  sortBy: 'template_id',
  fields: {
    template_id: { kind: 'ref', ref: { entity: 'activityTemplate' }, filter: 'eq' },
    rank_from: { kind: 'int' },
    rank_to: { kind: 'int' },
    reward: { kind: 'reward' },
    regions: { kind: 'regions', wireOnly: true },
  },
  actions: { list: 'templateRewardList', export: 'templateRewardExport' },
});
export type ActivityTemplateRewardRow = RowOf<typeof activityTemplateRewards.fields>;

export const BLACKLIST_SUBJECTS = ['member', 'room', 'family'] as const;

/**
 * A blacklist entry's fields, the list across activities' and one activity's alike but for the
 * activity it names (there optional: none means every activity).
 */
function blacklistFields<const ActivityId extends FieldSpec>(activityId: ActivityId) {
  return {
    subject: { kind: 'enum', values: BLACKLIST_SUBJECTS, required: true, filter: 'eq' },
    subject_id: { kind: 'int', min: 1, required: true, filter: 'eq' },
    subject_name: { kind: 'text', readOnly: true },
    activity_id: activityId,
    reason: { kind: 'longText', max: 500, required: true },
    ends_at: { kind: 'time', nullable: true },
    region_id: { kind: 'region', readOnly: true, filter: 'eq' },
    created_by_name: { kind: 'admin', readOnly: true },
    created_at: { kind: 'time', readOnly: true, sortable: true },
  } as const satisfies Fields;
}

/**
 * Activity blacklist (menu 12002, SPEC §7 "blacklist", "black plans"): a member, room or family left
 * out of the rankings and rewards of one activity, or of all when no activity is named, with a reason
 * and an optional end. The region is the subject's, which scope reads.
 */
export const activityBlacklist = resource({
  module,
  namespace: 'activityBlacklist',
  menu: menuIdAt('/activityManagement/blacklistManagement'),
  labels: activityBlacklistLabels,
  scope: { region: 'region_id' },
  fields: blacklistFields({ kind: 'int', min: 1, nullable: true, filter: 'eq' }),
  actions: { list: 'blackList', save: 'blackSave', delete: 'blackDelete' },
});
export type ActivityBlacklistRow = RowOf<typeof activityBlacklist.fields>;

/**
 * One activity's blacklist (menu 12013 `/activityManagement/blacklist`, hidden; SPEC §7 "black
 * plans"): the entries of the activity blacklist that name this activity, a tab of its record page
 * where staff add and lift them without leaving it. Entries for every activity stay on the activity
 * blacklist (12002); both lists are of the one table, so the rankings read them alike.
 */
export const activityOwnBlacklist = resource({
  module,
  namespace: 'activityOwnBlacklist',
  menu: menuIdAt('/activityManagement/blacklist'),
  labels: activityOwnBlacklistLabels,
  scope: { region: 'region_id' },
  recordTabOf: { resource: 'activities', field: 'activity_id' },
  fields: blacklistFields({ kind: 'int', min: 1, required: true, filter: 'eq' }),
  actions: { list: 'blackPlanList', save: 'blackPlanSave', delete: 'blackPlanDelete' },
});
export type ActivityOwnBlacklistRow = RowOf<typeof activityOwnBlacklist.fields>;

/**
 * Shielded members (menu 12003, SPEC §7 "hide plans"): they rank and are rewarded, but public
 * rankings show them masked.
 */
export const activityShields = resource({
  module,
  namespace: 'activityShields',
  menu: menuIdAt('/activityManagement/shieldList'),
  labels: activityShieldLabels,
  scope: { region: 'region_id' },
  fields: {
    member_id: { kind: 'member', required: true, unique: true, filter: 'eq' },
    reason: { kind: 'longText', max: 500, required: true },
    region_id: { kind: 'region', readOnly: true, filter: 'eq' },
    created_by_name: { kind: 'admin', readOnly: true },
    created_at: { kind: 'time', readOnly: true, sortable: true },
  },
  actions: { list: 'hideList', save: 'hideSave', delete: 'hideDelete' },
});
export type ActivityShieldRow = RowOf<typeof activityShields.fields>;

/** The longest region change limit, in days. */
export const MAX_REGION_LIMIT_DAYS = 365;

/**
 * Region change limits (menu 12008, SPEC §7 "region change limit"; issue 30 item 4): per activity
 * type, how many days before an activity's start a member's change of region still keeps them out
 * of it. An activity is region-limited when it does not run in every region; members whose region
 * changed from that many days before its start to its end are not ranked and not paid (the
 * settlement report says `region_changed`). Global, like the types themselves: no region scope.
 */
export const activityRegionLimits = resource({
  module,
  namespace: 'activityRegionLimits',
  menu: configurationMenu,
  tabOf: configurationMenu,
  labels: activityRegionLimitLabels,
  fields: {
    type: { kind: 'enum', values: ACTIVITY_TYPES, required: true, unique: true, filter: 'eq' },
    days: { kind: 'int', min: 1, max: MAX_REGION_LIMIT_DAYS, required: true },
    remark: { kind: 'text', max: 200, default: '' },
    created_by_name: { kind: 'admin', readOnly: true },
    created_at: { kind: 'time', readOnly: true },
  },
  actions: { list: 'regionLimitList', save: 'regionLimitSave', delete: 'regionLimitDelete' },
});
export type ActivityRegionLimitRow = RowOf<typeof activityRegionLimits.fields>;

/** What a prize can be: every reward kind but none. */
export const PRIZE_KINDS = REWARD_KINDS.filter((kind) => kind !== 'nothing');

/**
 * Prize types (menu 12008, SPEC §7 "prize types"): each kind of reward an activity pays, with the
 * names the app's activity pages show it by, switched on or off. A reward template may not pay a
 * kind that is switched off; activities already scheduled still pay what they named.
 */
export const activityPrizeTypes = resource({
  module,
  namespace: 'activityPrizeTypes',
  menu: configurationMenu,
  tabOf: configurationMenu,
  labels: activityPrizeTypeLabels,
  fields: {
    kind: { kind: 'enum', values: PRIZE_KINDS, required: true, unique: true, filter: 'eq' },
    name_zh: { kind: 'text', max: 32, required: true },
    name_en: { kind: 'text', max: 32, required: true },
    name_ar: { kind: 'text', max: 32, default: '' },
    enabled: { kind: 'bool', default: true, readOnly: true, filter: 'eq' },
    remark: { kind: 'text', max: 200, default: '' },
    created_by_name: { kind: 'admin', readOnly: true },
    created_at: { kind: 'time', readOnly: true },
  },
  actions: { list: 'prizeTypeList', save: 'prizeTypeSave', toggle: { field: 'enabled', action: 'prizeTypeSwitch' } },
});
export type ActivityPrizeTypeRow = RowOf<typeof activityPrizeTypes.fields>;
