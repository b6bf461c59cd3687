import { menuIdAt } from '../menu.ts';
import { type RowOf, resource, windowStateField } from '../resource/index.ts';
import { familyStarLabels, familyTitleLabels } from './activity-family-star.labels.ts';
import {
  activityLifecycle,
  activityPayFields,
  activityPerkFields,
  activityShownFields,
  activityStateField,
} from './activity-fields.ts';

export { familyStarLabels, familyTitleLabels } from './activity-family-star.labels.ts';

const menu = menuIdAt('/activityManagement/familyStar');
const module = 'Activity';
/** What a family's members' sends of the star gifts add up to: their coins, or how many were sent. */
export const FAMILY_STAR_METRICS = ['coins', 'gift_count'] as const;
/** The most family star gifts one period has. */
export const MAX_FAMILY_STAR_GIFTS = 10;

/**
 * Family star (menu 12018, SPEC §7 "family star gifts and titles"): families ranked by what their
 * members sent of the period's family star gifts (each member counting for the family they are in
 * now); the template pays each ranked family's owner, and the top `perk_places` families hold the
 * period's family title for `perk_days` days from the settlement. An activity of the one table,
 * reviewed, run and settled as every activity.
 */
export const familyStars = resource({
  module,
  namespace: 'familyStars',
  menu,
  labels: familyStarLabels,
  scope: { region: 'regions' },
  fields: {
    ...activityShownFields(),
    regions: { kind: 'regions', required: true, filter: 'eq' },
    starts_at: { kind: 'time', required: true, sortable: true, filter: 'range' },
    ends_at: { kind: 'time', required: true, sortable: true },
    window_state: windowStateField(),
    state: activityStateField(),
    metric: { kind: 'enum', values: FAMILY_STAR_METRICS, required: true, default: 'coins' },
    gifts: {
      kind: 'list',
      of: { gift_id: { kind: 'ref', ref: { entity: 'gift' }, required: true } },
      rows: { min: 1, max: MAX_FAMILY_STAR_GIFTS },
    },
    perk_title_zh: { kind: 'text', max: 32, required: true },
    perk_title_en: { kind: 'text', max: 32, required: true },
    ...activityPerkFields(),
    ...activityPayFields(),
  },
  ...activityLifecycle({ review: 'familyStarReview', submit: 'familyStarSubmit', cancel: 'familyStarCancel' }),
  actions: {
    list: 'familyStarList',
    save: 'familyStarSave',
    delete: 'familyStarDelete',
    detail: 'familyStarDetail',
    export: 'familyStarExport',
    toggle: { field: 'shown', action: 'familyStarDisplay' },
  },
});
export type FamilyStarRow = RowOf<typeof familyStars.fields>;

/**
 * The family titles settled family stars granted (a tab of the screen and of each period): which
 * family holds which title, from when until when; the app shows a family's title while it runs.
 */
export const familyTitles = resource({
  module,
  namespace: 'familyTitles',
  menu,
  labels: familyTitleLabels,
  scope: { region: 'region_id' },
  tabOf: menu,
  recordTabOf: { resource: 'familyStars', field: 'activity_id' },
  fields: {
    activity_id: { kind: 'int', filter: 'eq' },
    rank: { kind: 'int', sortable: true },
    subject_id: { kind: 'int', filter: 'eq' },
    subject_name: { kind: 'text', filter: 'contains' },
    title_zh: { kind: 'text' },
    title_en: { kind: 'text' },
    starts_at: { kind: 'time', sortable: true },
    ends_at: { kind: 'time', sortable: true },
    window_state: windowStateField(),
    region_id: { kind: 'region', filter: 'eq' },
  },
  window: { start: 'starts_at', end: 'ends_at', state: 'window_state' },
  actions: { list: 'familyTitleList', export: 'familyTitleExport' },
});
export type FamilyTitleRow = RowOf<typeof familyTitles.fields>;
