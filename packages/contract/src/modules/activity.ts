import { z } from 'zod';
import { defineAction } from '../action.ts';
import { id } from '../fields.ts';
import { type MenuId, menuIdAt } from '../menu.ts';
import { type RowOf, resource, windowStateField } from '../resource/index.ts';
import { activityLabels, activityPayoutLabels, activityRankLabels } from './activity.labels.ts';
import {
  ACTIVITY_TYPES,
  activityLifecycle,
  activityPayFields,
  activityShownFields,
  activityStateField,
} from './activity-fields.ts';

export { activityLabels, activityPayoutLabels, activityRankLabels } from './activity.labels.ts';
export * from './activity-election.ts';
export * from './activity-family-star.ts';
export * from './activity-fields.ts';
export * from './activity-honour.ts';
export * from './activity-new-star-room.ts';
export * from './activity-revenue.ts';
export * from './activity-setup.ts';
export * from './activity-weekly.ts';

const menu = menuIdAt('/activityManagement/mangement');
const module = 'Activity';

/** The kinds paid by a reward template (by rank); a revenue activity is paid by its thresholds. */
export const TEMPLATE_TYPES = ACTIVITY_TYPES.filter((type) => type !== 'revenue');
/** What ranks: the coins of the counted gifts, how many of them, or what was recharged. */
export const RANK_METRICS = ['coins', 'gift_count', 'recharge'] as const;
/** Who ranks: the member who sent, the member who received, the room, or the sender's family. */
export const RANK_SUBJECTS = ['sender', 'receiver', 'room', 'family'] as const;
export type RankMetric = (typeof RANK_METRICS)[number];
export type RankSubject = (typeof RANK_SUBJECTS)[number];

/**
 * Which of an activity's boards a frozen place or a payout is of: one board ranks the activity's
 * subject over its counted gifts (no gift named); a weekly star has two per star gift, its
 * receivers and its senders. Shown only where a row names a gift.
 */
const boardFields = () =>
  ({
    gift_id: { kind: 'ref', ref: { entity: 'gift' }, nullable: true, sparse: true, filter: 'eq' },
    subject: { kind: 'enum', values: RANK_SUBJECTS, filter: 'eq' },
  }) as const;
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
    ...activityShownFields(),
    type: { kind: 'enum', values: ACTIVITY_TYPES, required: true, default: 'ranking', filter: 'eq' },
    regions: { kind: 'regions', required: true, filter: 'eq' },
    starts_at: { kind: 'time', required: true, sortable: true, filter: 'range' },
    ends_at: { kind: 'time', required: true, sortable: true },
    window_state: windowStateField(),
    state: activityStateField(),
    metric: { kind: 'enum', values: RANK_METRICS, required: true, default: 'coins', filter: 'eq' },
    subject: { kind: 'enum', values: RANK_SUBJECTS, required: true, default: 'receiver', filter: 'eq' },
    gifts: {
      kind: 'list',
      of: { gift_id: { kind: 'ref', ref: { entity: 'gift' }, required: true } },
      rows: { max: 20 },
    },
    ...activityPayFields(),
    // A revenue activity pays by its own thresholds: it names no template.
    template_id: {
      kind: 'ref',
      ref: { entity: 'activityTemplate' },
      nullable: true,
      requiredWhen: { field: 'type', is: TEMPLATE_TYPES },
      visibleWhen: { field: 'type', is: TEMPLATE_TYPES },
    },
  },
  ...activityLifecycle({ review: 'actionReview', submit: 'actionSubmit', cancel: 'actionCancel' }),
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
    ...boardFields(),
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
    ...boardFields(),
    rank: { kind: 'int', sortable: true },
    member_id: { kind: 'member', filter: 'eq' },
    reward: { kind: 'reward' },
    state: { kind: 'enum', values: PAYOUT_STATES, colors: { paid: 'success', skipped: 'warning' }, filter: 'eq' },
    // Shown while a row of the page was skipped: a week whose every place was paid needs no such column.
    skip_reason: { kind: 'enum', values: SKIP_REASONS, nullable: true, sparse: true },
    paid_at: { kind: 'time' },
    region_id: { kind: 'region', wireOnly: true },
  },
  actions: { list: 'actionPayoutList', export: 'actionPayoutExport' },
});
export type ActivityPayoutRow = RowOf<typeof activityPayouts.fields>;

/** One place of a board: who (masked when shielded), their value and when they reached it, what it pays. */
const rankingLine = z.object({
  rank: z.number().int(),
  subject_id: z.number().int(),
  name: z.string().nullable(),
  value: z.number().int(),
  reached_at: z.number().int(),
  /** A shielded member: ranks and is paid, shown masked in public rankings. */
  masked: z.boolean(),
  /** Who the reward goes to: the member ranked, a room's or a family's owner. */
  member_id: z.number().int().nullable(),
  /** The reward in the reader's words ("Gift × 5: Rose"): what the place would get (preview) or got (settled); empty for none, null live. */
  reward: z.string().nullable(),
  skip_reason: z.enum(SKIP_REASONS).nullable(),
});

/** One board of an activity's ranking: who ranks, over which gift (null: its counted gifts), its places. */
const rankingBoard = z.object({
  gift_id: z.number().int().nullable(),
  /** The gift's name in the reader's language. */
  gift_name: z.string().nullable(),
  subject: z.enum(RANK_SUBJECTS),
  lines: z.array(rankingLine),
});

/**
 * The ranking and settlement preview of an activity screen, under its menu and action names: every
 * activity screen shows the same ranking of its own rows (activity management any activity's).
 */
export function rankingActions(menu: MenuId, names: { ranking: string; preview: string }) {
  return {
    /**
     * An activity's ranking now: live (the records of its window so far) until it is settled, then
     * the frozen snapshot with what each place was paid. Left out: blacklisted subjects and those
     * under the minimum; ties go to who reached the value first.
     */
    ranking: defineAction({
      module,
      action: names.ranking,
      summary: "An activity's live ranking, or its frozen snapshot and payouts once settled",
      label: { zh: '活动排行', en: 'Activity ranking' },
      permission: { menu },
      mutates: false,
      input: z.object({ id: id() }),
      output: z.object({ frozen: z.boolean(), boards: z.array(rankingBoard) }),
    }),
    /** What settling now would pay each place (the template over today's ranking), against the budget. */
    preview: defineAction({
      module,
      action: names.preview,
      summary: 'What each rank of an activity would get if it were settled now',
      label: { zh: '结算预览', en: 'Settlement preview' },
      permission: { menu },
      mutates: false,
      input: z.object({ id: id() }),
      output: z.object({ boards: z.array(rankingBoard), coins: z.number().int(), budget_coins: z.number().int() }),
    }),
  };
}
export type RankingActions = ReturnType<typeof rankingActions>;

export const { ranking: activityRanking, preview: activityPreview } = rankingActions(menu, {
  ranking: 'actionRanking',
  preview: 'actionPreview',
});
export const { ranking: starWeekRanking, preview: starWeekPreview } = rankingActions(menuIdAt('/activityManagement/index'), {
  ranking: 'starWeekRanking',
  preview: 'starWeekPreview',
});
export const { ranking: familyStarRanking, preview: familyStarPreview } = rankingActions(
  menuIdAt('/activityManagement/familyStar'),
  { ranking: 'familyStarRanking', preview: 'familyStarPreview' },
);
export const { ranking: newStarRoomRanking, preview: newStarRoomPreview } = rankingActions(
  menuIdAt('/activityconfiguration/newStarRoom'),
  { ranking: 'newStarRoomRanking', preview: 'newStarRoomPreview' },
);
export const { ranking: revenueRanking, preview: revenuePreview } = rankingActions(menuIdAt('/activityconfiguration/revenue'), {
  ranking: 'revenueRanking',
  preview: 'revenuePreview',
});
export const { ranking: electionRanking, preview: electionPreview } = rankingActions(
  menuIdAt('/activityconfiguration/roomElection'),
  { ranking: 'electionRanking', preview: 'electionPreview' },
);
