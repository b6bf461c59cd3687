import type { Fields } from '../resource/index.ts';

/*
 * What every activity screen declares alike (issue 30): activity management and each ranking
 * activity's own screen (weekly star…) are views of one activity table, so they share its fields'
 * declarations, its lifecycle and its review, each screen with its own action names.
 */

/** What an activity is: a plain ranking, or one of the ranking screens built on the same platform. */
export const ACTIVITY_TYPES = ['ranking', 'weekly_star', 'family_star', 'new_star_room', 'room_election', 'revenue'] as const;

/**
 * Where an activity is in its life (issue 30): drafted, waiting for a second admin's review, passed
 * (scheduled: its window then runs and ends by the clock, `window_state`), settled by the settlement job, or
 * refused by the review (edited and submitted again) or cancelled with a reason.
 */
export const ACTIVITY_STATES = ['draft', 'pending', 'scheduled', 'refused', 'settled', 'cancelled'] as const;
export type ActivityState = (typeof ACTIVITY_STATES)[number];
/** The most places a ranking keeps and pays. */
export const MAX_RANK_SIZE = 1000;
/** The most coins an activity's budget may allow. */
export const MAX_ACTIVITY_BUDGET = 1_000_000_000;
/** The most items (gifts, props, nameplates, medals) an activity's budget may allow. */
export const MAX_ACTIVITY_ITEMS = 10_000_000;
/** The most top places a perk (a family's title, a room's recommendation slot) goes to. */
export const MAX_PERK_PLACES = 100;
/** The longest a perk lasts, in days. */
export const MAX_PERK_DAYS = 90;

/** What the app shows of an activity: its titles, picture and H5 page. */
export function activityShownFields() {
  return {
    title_zh: { kind: 'text', max: 64, required: true, filter: 'contains' },
    title_en: { kind: 'text', max: 64, required: true },
    title_ar: { kind: 'text', max: 64, default: '' },
    picture: { kind: 'image', required: true },
    url: { kind: 'text', max: 500, pattern: '^https://\\S+$', mismatch: 'activity_url_https', required: true },
  } as const satisfies Fields;
}

/**
 * What a screen's top places get beside the template's reward, granted by the settlement (issue 30:
 * a family star's title, a new star room's recommendation slot): how many places, for how many days.
 */
export function activityPerkFields() {
  return {
    perk_places: { kind: 'int', min: 1, max: MAX_PERK_PLACES, required: true, default: 3 },
    perk_days: { kind: 'int', min: 1, max: MAX_PERK_DAYS, required: true, default: 7 },
  } as const satisfies Fields;
}

/** The review's and settlement's state (the lifecycle's field). */
export function activityStateField() {
  return {
    kind: 'enum',
    values: ACTIVITY_STATES,
    colors: { pending: 'processing', scheduled: 'success', refused: 'error', settled: 'default', cancelled: 'warning' },
    readOnly: true,
    filter: 'eq',
  } as const satisfies Fields[string];
}

/** Who ranks at most, what a ranking must reach, what it pays and within which budget; then who did what when. */
export function activityPayFields() {
  return {
    min_value: { kind: 'money', min: 0, max: MAX_ACTIVITY_BUDGET, default: 0 },
    top_n: { kind: 'int', min: 1, max: MAX_RANK_SIZE, default: 10 },
    template_id: { kind: 'ref', ref: { entity: 'activityTemplate' }, required: true },
    ...activityBudgetFields(),
  } as const satisfies Fields;
}

/** What an activity may pay at most, whether the app shows it, a remark; then who did what when. */
export function activityBudgetFields() {
  return {
    budget_coins: { kind: 'money', min: 0, max: MAX_ACTIVITY_BUDGET, required: true },
    /** Empty: items are not limited (the coins still are). */
    budget_items: { kind: 'int', min: 0, max: MAX_ACTIVITY_ITEMS, nullable: true },
    shown: { kind: 'bool', default: false },
    remark: { kind: 'longText', max: 500, default: '' },
    submitted_by_name: { kind: 'admin', readOnly: true },
    reviewed_by_name: { kind: 'admin', readOnly: true },
    reviewed_at: { kind: 'time', nullable: true, readOnly: true },
    review_reason: { kind: 'longText', readOnly: true },
    cancel_reason: { kind: 'longText', readOnly: true, detail: true },
    // Shown while a row of the page was settled: a page of coming activities has none.
    settled_at: { kind: 'time', nullable: true, readOnly: true, sparse: true },
    created_by_name: { kind: 'admin', readOnly: true },
    created_at: { kind: 'time', readOnly: true, sortable: true },
  } as const satisfies Fields;
}

/**
 * The window, review, lifecycle and commands of an activity screen, under that screen's action
 * names: submitted by one admin, passed or refused by another; cancelled with a reason before it ends.
 */
export function activityLifecycle(actions: { review: string; submit: string; cancel: string }) {
  return {
    window: { start: 'starts_at', end: 'ends_at', state: 'window_state' },
    review: { field: 'state', pending: 'pending', outcomes: { pass: 'scheduled', refuse: 'refused' }, check: actions.review },
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
      submit: { action: actions.submit },
      cancel: {
        action: actions.cancel,
        fields: { reason: { kind: 'longText', max: 500, required: true } },
        danger: true,
        sensitive: true,
      },
    },
  } as const;
}
