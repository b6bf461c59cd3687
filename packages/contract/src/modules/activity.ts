import { z } from 'zod';
import { defineAction } from '../action.ts';
import { id } from '../fields.ts';
import { menuIdAt } from '../menu.ts';
import { type RowOf, resource, windowStateField } from '../resource/index.ts';
import { activityLabels, activityPayoutLabels, activityRankLabels } from './activity.labels.ts';

export { activityLabels, activityPayoutLabels, activityRankLabels } from './activity.labels.ts';
export * from './activity-setup.ts';

const menu = menuIdAt('/activityManagement/mangement');
const module = 'Activity';

/** What an activity is: a plain ranking, or one of the ranking screens built on the same platform. */
export const ACTIVITY_TYPES = ['ranking', 'weekly_star', 'family_star', 'new_star_room', 'room_election', 'revenue'] as const;
/**
 * Where an activity is in its life (issue 30): drafted, waiting for a second admin's review, passed
 * (scheduled: its window then runs and ends by the clock, `window_state`), settled by the settlement job, or
 * refused by the review (edited and submitted again) or cancelled with a reason.
 */
export const ACTIVITY_STATES = ['draft', 'pending', 'scheduled', 'refused', 'settled', 'cancelled'] as const;
export type ActivityState = (typeof ACTIVITY_STATES)[number];
/** What ranks: the coins of the counted gifts, how many of them, or what was recharged. */
export const RANK_METRICS = ['coins', 'gift_count', 'recharge'] as const;
/** Who ranks: the member who sent, the member who received, the room, or the sender's family. */
export const RANK_SUBJECTS = ['sender', 'receiver', 'room', 'family'] as const;
export type RankMetric = (typeof RANK_METRICS)[number];
export type RankSubject = (typeof RANK_SUBJECTS)[number];
/** The most places a ranking keeps and pays. */
export const MAX_RANK_SIZE = 1000;
/** The most coins an activity's budget may allow. */
export const MAX_ACTIVITY_BUDGET = 1_000_000_000;
/** After the window ends, settlement waits this long for late records (issue 30: 10 minutes). */
export const SETTLE_GRACE_SECONDS = 600;
/** The fields a running activity may still change: what the app shows, never what ranks or pays. */
export const RUNNING_EDITABLE = ['picture', 'url', 'remark'] as const;

/**
 * Activity definitions (menu 12001, SPEC §7 Activity `actionAdd`, `actionDisplay`): titles in three
 * languages, a picture and an https H5 page, the regions, the window, what ranks and who, the gifts
 * that count, the reward template and the budget it must fit. Drafted, submitted, passed by a second
 * admin (never the submitter), then run by the clock and settled once by the settlement job.
 */
export const activities = resource({
  module,
  namespace: 'activities',
  menu,
  labels: activityLabels,
  scope: { region: 'regions' },
  fields: {
    title_zh: { kind: 'text', max: 64, required: true, filter: 'contains' },
    title_en: { kind: 'text', max: 64, required: true },
    title_ar: { kind: 'text', max: 64, default: '' },
    picture: { kind: 'image', required: true },
    url: { kind: 'text', max: 500, pattern: '^https://\\S+$', mismatch: 'activity_url_https', required: true },
    type: { kind: 'enum', values: ACTIVITY_TYPES, required: true, default: 'ranking', filter: 'eq' },
    regions: { kind: 'regions', required: true, filter: 'eq' },
    starts_at: { kind: 'time', required: true, sortable: true, filter: 'range' },
    ends_at: { kind: 'time', required: true, sortable: true },
    window_state: windowStateField(),
    state: {
      kind: 'enum',
      values: ACTIVITY_STATES,
      colors: { pending: 'processing', scheduled: 'success', refused: 'error', settled: 'default', cancelled: 'warning' },
      readOnly: true,
      filter: 'eq',
    },
    metric: { kind: 'enum', values: RANK_METRICS, required: true, default: 'coins', filter: 'eq' },
    subject: { kind: 'enum', values: RANK_SUBJECTS, required: true, default: 'receiver', filter: 'eq' },
    gifts: {
      kind: 'list',
      of: { gift_id: { kind: 'ref', ref: { entity: 'gift' }, required: true } },
      rows: { max: 20 },
    },
    min_value: { kind: 'money', min: 0, max: MAX_ACTIVITY_BUDGET, default: 0 },
    top_n: { kind: 'int', min: 1, max: MAX_RANK_SIZE, default: 10 },
    template_id: { kind: 'ref', ref: { entity: 'activityTemplate' }, required: true },
    budget_coins: { kind: 'money', min: 0, max: MAX_ACTIVITY_BUDGET, required: true },
    shown: { kind: 'bool', default: false },
    remark: { kind: 'longText', max: 500, default: '' },
    submitted_by_name: { kind: 'admin', readOnly: true },
    reviewed_by_name: { kind: 'admin', readOnly: true },
    reviewed_at: { kind: 'time', nullable: true, readOnly: true },
    review_reason: { kind: 'longText', readOnly: true },
    cancel_reason: { kind: 'longText', readOnly: true, detail: true },
    settled_at: { kind: 'time', nullable: true, readOnly: true },
    created_by_name: { kind: 'admin', readOnly: true },
    created_at: { kind: 'time', readOnly: true, sortable: true },
  },
  window: { start: 'starts_at', end: 'ends_at', state: 'window_state' },
  review: { field: 'state', pending: 'pending', outcomes: { pass: 'scheduled', refuse: 'refused' }, check: 'actionReview' },
  lifecycle: {
    field: 'state',
    transitions: {
      submit: { from: ['draft', 'refused'], to: 'pending' },
      cancel: { from: ['draft', 'pending', 'scheduled'], to: 'cancelled' },
    },
    // Editing a scheduled activity sends it back to review (the server's hook).
    edit: { in: ['draft', 'refused', 'scheduled'] },
    delete: { in: ['draft'] },
  },
  commands: {
    submit: { action: 'actionSubmit' },
    cancel: {
      action: 'actionCancel',
      fields: { reason: { kind: 'longText', max: 500, required: true } },
      danger: true,
      sensitive: true,
    },
  },
  actions: {
    list: 'actionList',
    save: 'actionAdd',
    delete: 'actionDelete',
    detail: 'actionDetail',
    export: 'actionExport',
    toggle: { field: 'shown', action: 'actionDisplay' },
  },
});
export type ActivityRow = RowOf<typeof activities.fields>;

/**
 * A settled activity's ranking as it was frozen (the settlement's snapshot): later records never
 * change it. A tab of the activity's record page, and of the screen across activities; exportable.
 */
export const activityRanks = resource({
  module,
  namespace: 'activityRanks',
  menu,
  labels: activityRankLabels,
  scope: { region: 'region_id' },
  tabOf: menu,
  recordTabOf: { resource: 'activities', field: 'activity_id' },
  sortBy: 'rank',
  order: 'asc',
  fields: {
    activity_id: { kind: 'int', filter: 'eq' },
    rank: { kind: 'int', sortable: true },
    subject_id: { kind: 'int', filter: 'eq' },
    subject_name: { kind: 'text' },
    value: { kind: 'money' },
    reached_at: { kind: 'time' },
    region_id: { kind: 'region', wireOnly: true },
  },
  actions: { list: 'actionRankList', export: 'actionRankExport' },
});
export type ActivityRankRow = RowOf<typeof activityRanks.fields>;

export const PAYOUT_STATES = ['paid', 'skipped'] as const;
/** Why a ranked recipient was not paid (the settlement report). */
export const SKIP_REASONS = ['blacklisted', 'banned', 'deregistered', 'region_changed', 'no_recipient', 'no_reward'] as const;

/**
 * The settlement report: what each ranked recipient was paid, or why they were skipped (tabs as the
 * snapshot's), the latest settlement first.
 */
export const activityPayouts = resource({
  module,
  namespace: 'activityPayouts',
  menu,
  labels: activityPayoutLabels,
  scope: { region: 'region_id' },
  tabOf: menu,
  recordTabOf: { resource: 'activities', field: 'activity_id' },
  fields: {
    activity_id: { kind: 'int', filter: 'eq' },
    rank: { kind: 'int', sortable: true },
    member_id: { kind: 'member', filter: 'eq' },
    reward: { kind: 'reward' },
    state: { kind: 'enum', values: PAYOUT_STATES, colors: { paid: 'success', skipped: 'warning' }, filter: 'eq' },
    skip_reason: { kind: 'enum', values: SKIP_REASONS, nullable: true },
    paid_at: { kind: 'time' },
    region_id: { kind: 'region', wireOnly: true },
  },
  actions: { list: 'actionPayoutList', export: 'actionPayoutExport' },
});
export type ActivityPayoutRow = RowOf<typeof activityPayouts.fields>;

const rankingLine = z.object({
  rank: z.number().int(),
  subject_id: z.number().int(),
  name: z.string().nullable(),
  value: z.number().int(),
  reached_at: z.number().int(),
  /** A shielded member: ranks and is paid, shown masked in public rankings. */
  masked: z.boolean(),
});

/**
 * An activity's ranking now: live (the records of its window so far) until it is settled, then the
 * frozen snapshot. Left out: blacklisted subjects and those under the minimum; ties go to who reached
 * the value first.
 */
export const activityRanking = defineAction({
  module,
  action: 'actionRanking',
  summary: "An activity's live ranking, or its frozen snapshot once settled",
  label: { zh: '活动排行', en: 'Activity ranking' },
  permission: { menu },
  mutates: false,
  input: z.object({ id: id() }),
  output: z.object({ frozen: z.boolean(), lines: z.array(rankingLine) }),
});

/** What settling now would pay each rank (the template over today's ranking), before it is settled. */
export const activityPreview = defineAction({
  module,
  action: 'actionPreview',
  summary: 'What each rank of an activity would get if it were settled now',
  label: { zh: '结算预览', en: 'Settlement preview' },
  permission: { menu },
  mutates: false,
  input: z.object({ id: id() }),
  output: z.object({
    lines: z.array(
      rankingLine.extend({
        member_id: z.number().int().nullable(),
        /** The reward in the reader's words ("Gift × 5: Rose"); empty for none. */
        reward: z.string(),
        skip_reason: z.enum(SKIP_REASONS).nullable(),
      }),
    ),
    coins: z.number().int(),
    budget_coins: z.number().int(),
  }),
});
