import { menuIdAt } from '../menu.ts';
import { type RowOf, resource, windowStateField } from '../resource/index.ts';
import {
  activityBudgetFields,
  activityLifecycle,
  activityShownFields,
  activityStateField,
  MAX_ACTIVITY_BUDGET,
  MAX_RANK_SIZE,
} from './activity-fields.ts';
import { revenueLabels } from './activity-revenue.labels.ts';

export { revenueLabels } from './activity-revenue.labels.ts';

const menu = menuIdAt('/activityconfiguration/revenue');
const module = 'Activity';
/** Whose turnover counts: a host's (the gifts they received) or a room's (the gifts sent in it). */
export const REVENUE_SUBJECTS = ['room', 'receiver'] as const;
/** The most thresholds (tiers) one revenue activity has. */
export const MAX_REVENUE_THRESHOLDS = 20;

/**
 * Revenue (menu 11004, SPEC §2 `/activityconfiguration/revenue`): hosts or rooms whose turnover in the
 * window reaches a threshold earn that tier's reward, the highest tier they reached only; at most
 * `top_n` are paid, who reached it first going first. Thresholds, not ranks: the activity has no
 * template, its tiers are its own. An activity of the one table, reviewed, run and settled as every
 * activity, paid once per activity, tier and recipient.
 */
export const revenues = resource({
  module,
  namespace: 'revenues',
  menu,
  labels: revenueLabels,
  scope: { region: 'regions' },
  fields: {
    ...activityShownFields(),
    regions: { kind: 'regions', required: true, filter: 'eq' },
    starts_at: { kind: 'time', required: true, sortable: true, filter: 'range' },
    ends_at: { kind: 'time', required: true, sortable: true },
    window_state: windowStateField(),
    state: activityStateField(),
    subject: { kind: 'enum', values: REVENUE_SUBJECTS, required: true, default: 'room', filter: 'eq' },
    thresholds: {
      kind: 'list',
      of: {
        value: { kind: 'money', min: 1, max: MAX_ACTIVITY_BUDGET, required: true },
        reward: { kind: 'reward', required: true },
      },
      rows: { min: 1, max: MAX_REVENUE_THRESHOLDS },
    },
    top_n: { kind: 'int', min: 1, max: MAX_RANK_SIZE, default: 50 },
    ...activityBudgetFields(),
  },
  ...activityLifecycle({ review: 'revenueReview', submit: 'revenueSubmit', cancel: 'revenueCancel' }),
  actions: {
    list: 'revenueList',
    save: 'revenueSave',
    delete: 'revenueDelete',
    detail: 'revenueDetail',
    export: 'revenueExport',
    toggle: { field: 'shown', action: 'revenueDisplay' },
  },
});
export type RevenueRow = RowOf<typeof revenues.fields>;
