import { z } from 'zod';
import { defineAction } from '../action.ts';
import { id } from '../fields.ts';
import { menuIdAt } from '../menu.ts';
import { type RowOf, resource, windowStateField } from '../resource/index.ts';
import { weeklyStarLabels } from './activity.labels.ts';
import { activityLifecycle, activityPayFields, activityShownFields, activityStateField } from './activity-fields.ts';

export { weeklyStarLabels } from './activity.labels.ts';

const menu = menuIdAt('/activityManagement/index');
const module = 'Activity';
/** What a star gift's boards rank by: the coins of the star gift, or how many were given. */
export const STAR_METRICS = ['gift_count', 'coins'] as const;
/** The most star gifts one week has (two boards each). */
export const MAX_STAR_GIFTS = 5;
/** A week: Monday 00:00 to the next Monday 00:00 on the console's clock. */
export const STAR_WEEK_DAYS = 7;

/**
 * Weekly star (menu 12017, SPEC §7 "star week rewards and gifts"): a ranking activity of one week,
 * from Monday 00:00 on the console's clock, with its star gifts; each star gift ranks its receivers
 * and its senders on two boards, each paid by the template. Reviewed, run and settled as every
 * activity (it is one, in the same table); the next week is created from a week's settings.
 */
export const weeklyStars = resource({
  module,
  namespace: 'weeklyStars',
  menu,
  labels: weeklyStarLabels,
  scope: { region: 'regions' },
  fields: {
    ...activityShownFields(),
    regions: { kind: 'regions', required: true, filter: 'eq' },
    starts_at: { kind: 'time', required: true, sortable: true, filter: 'range' },
    /** Set by the server: the start plus a week on the console's clock. */
    ends_at: { kind: 'time', readOnly: true, sortable: true },
    window_state: windowStateField(),
    state: activityStateField(),
    metric: { kind: 'enum', values: STAR_METRICS, required: true, default: 'gift_count' },
    gifts: {
      kind: 'list',
      of: { gift_id: { kind: 'ref', ref: { entity: 'gift' }, required: true } },
      rows: { min: 1, max: MAX_STAR_GIFTS },
    },
    ...activityPayFields(),
  },
  ...activityLifecycle({ review: 'starWeekReview', submit: 'starWeekSubmit', cancel: 'starWeekCancel' }),
  actions: {
    list: 'starWeekList',
    save: 'starWeekSave',
    delete: 'starWeekDelete',
    detail: 'starWeekDetail',
    export: 'starWeekExport',
    toggle: { field: 'shown', action: 'starWeekDisplay' },
  },
});
export type WeeklyStarRow = RowOf<typeof weeklyStars.fields>;

/**
 * The next week from a week's settings (SPEC "the next week is created from the current one's"):
 * a draft starting when the week ends, with its titles, regions, star gifts, template and budget.
 * Refused when that week already exists; the settlement job also creates it when a week settles.
 */
export const starWeekNext = defineAction({
  module,
  action: 'starWeekNext',
  summary: "Create the next weekly star week from a week's settings",
  label: { zh: '创建下一周', en: 'Create next week' },
  permission: { menu },
  mutates: true,
  input: z.object({ id: id() }),
  output: z.object({ id: z.number().int(), starts_at: z.number().int() }),
});
