import { z } from 'zod';
import { defineAction } from '../action.ts';
import { menuIdAt } from '../menu.ts';
import { type RowOf, resource } from '../resource/index.ts';
import { agentInvitePlanLabels, newUserReviewLabels, newUserSupportLabels } from './new-user.labels.ts';

export { agentInvitePlanLabels, newUserReviewLabels, newUserSupportLabels } from './new-user.labels.ts';
export * from './new-user-agent.ts';

const reviewMenu = menuIdAt('/newUserReview/newUserReview');
const supportMenu = menuIdAt('/newUserReview/supportList');
const planMenu = menuIdAt('/newUserReview/agentInvitePlan');

export const NEW_USER_CHANNELS = ['organic', 'invited', 'agent'] as const;
export const NEW_USER_REVIEW_STATES = ['pending', 'passed', 'refused'] as const;
export const NEW_USER_SUPPORT_STATES = ['pending', 'granted', 'cancelled'] as const;
/** Assumption: one support grant gives a new member at most this many coins. */
export const MAX_SUPPORT_COINS = 100_000;
/** Assumption: a plan's reward for one tier, in coins. */
export const MAX_TIER_COINS = 1_000_000;
/** Assumption: a plan has at most this many tiers. */
export const MAX_TIERS = 10;

/**
 * New members' registrations under review (menu 18001; §7 InviteNewPeople `examine`). Assumption
 * (SPEC is thin): the app files one row per new member who came through an invite or an agent, or
 * whose device other members registered from; staff pass it (the member counts towards their
 * inviter's or agent's plan) or refuse it with a reason (a fake or repeated account). Passing
 * grants nothing by itself, so the check needs no password re-check. Scoped by the member's region.
 */
export const newUserReviews = resource({
  module: 'InviteNewPeople',
  namespace: 'newUserReviews',
  menu: reviewMenu,
  labels: newUserReviewLabels,
  scope: { region: 'region_id' },
  fields: {
    member_id: { kind: 'member', filter: 'eq' },
    nickname: { kind: 'text', filter: 'contains' },
    channel: { kind: 'enum', values: NEW_USER_CHANNELS, colors: { invited: 'processing', agent: 'warning' }, filter: 'eq' },
    inviter_id: { kind: 'member', nullable: true, filter: 'eq' },
    device: { kind: 'text' },
    register_ip: { kind: 'text', filter: 'eq' },
    same_device_count: { kind: 'int', sortable: true },
    region_id: { kind: 'region', filter: 'eq' },
    submitted_at: { kind: 'time', sortable: true, filter: 'range' },
    state: {
      kind: 'enum',
      values: NEW_USER_REVIEW_STATES,
      colors: { pending: 'processing', passed: 'success', refused: 'error' },
      filter: 'eq',
    },
    reviewed_by_name: { kind: 'admin' },
    reviewed_at: { kind: 'time', nullable: true },
    review_reason: { kind: 'longText' },
  },
  actions: { list: 'newUserList', export: 'newUserListExport' },
  review: { field: 'state', pending: 'pending', outcomes: { pass: 'passed', refuse: 'refused' }, check: 'examine' },
});
export type NewUserReviewRow = RowOf<typeof newUserReviews.fields>;

/** The review queue's counts in the caller's regions: waiting, passed and refused, and registrations today. */
export const newUserStatistics = defineAction({
  module: 'InviteNewPeople',
  action: 'statistics',
  summary: "New members' review counts in the caller's regions",
  label: { zh: '新用户统计', en: 'New-user statistics' },
  permission: { menu: reviewMenu },
  mutates: false,
  input: z.object({}),
  output: z.object({
    pending: z.number().int(),
    passed: z.number().int(),
    refused: z.number().int(),
    last_7_days: z.number().int(),
  }),
});

/**
 * The support list (menu 18002, hidden): coins staff give a new member whose review passed. A
 * grant is added pending, then granted (sensitive: the coins are credited through the ledger under
 * the source key `new-user-support:<id>`, so it posts once) or cancelled; neither changes again.
 */
export const newUserSupports = resource({
  module: 'InviteNewPeople',
  namespace: 'newUserSupports',
  menu: supportMenu,
  labels: newUserSupportLabels,
  scope: { region: 'region_id' },
  fields: {
    member_id: { kind: 'member', filter: 'eq' },
    nickname: { kind: 'text', readOnly: true },
    coins: { kind: 'money', min: 1, max: MAX_SUPPORT_COINS, required: true, sortable: true },
    reason: { kind: 'longText', max: 200, required: true },
    region_id: { kind: 'region', readOnly: true, filter: 'eq' },
    state: {
      kind: 'enum',
      values: NEW_USER_SUPPORT_STATES,
      colors: { pending: 'processing', granted: 'success', cancelled: 'default' },
      readOnly: true,
      filter: 'eq',
    },
    created_by_name: { kind: 'admin', readOnly: true },
    created_at: { kind: 'time', readOnly: true, sortable: true, filter: 'range' },
    granted_by_name: { kind: 'admin', readOnly: true },
    granted_at: { kind: 'time', nullable: true, readOnly: true },
  },
  actions: { list: 'supportList', add: 'supportAdd', export: 'supportListExport' },
  // A support that was granted or cancelled changes no more.
  lifecycle: {
    field: 'state',
    transitions: {
      grant: {
        from: ['pending'],
        to: 'granted',
        refusals: { granted: 'new_user_support_done', cancelled: 'new_user_support_done' },
      },
      cancel: {
        from: ['pending'],
        to: 'cancelled',
        refusals: { granted: 'new_user_support_done', cancelled: 'new_user_support_done' },
      },
    },
  },
  commands: {
    grant: { action: 'supportGrant', sensitive: true, money: true },
    cancel: { action: 'supportCancel', danger: true },
  },
});
export type NewUserSupportRow = RowOf<typeof newUserSupports.fields>;

/**
 * Agent invite plans (menu 18003, hidden): in a region and a period, agents earn coins by how many
 * passed new members they brought, by tiers typed as `invitees:coins` pairs (`10:500, 30:2000`):
 * whole numbers, invitee counts strictly rising, rewards rising with them. Switched on and off.
 */
export const agentInvitePlans = resource({
  module: 'InviteNewPeople',
  namespace: 'agentInvitePlans',
  menu: planMenu,
  labels: agentInvitePlanLabels,
  scope: { region: 'region_id' },
  fields: {
    name: { kind: 'text', max: 64, required: true, filter: 'contains', unique: true },
    region_id: { kind: 'region', required: true, filter: 'eq' },
    tiers: { kind: 'text', max: 300, required: true },
    starts_at: { kind: 'time', required: true, sortable: true },
    ends_at: { kind: 'time', required: true, sortable: true },
    enabled: { kind: 'bool', default: true, filter: 'eq' },
    created_by_name: { kind: 'admin', readOnly: true },
    created_at: { kind: 'time', readOnly: true },
  },
  actions: {
    list: 'invitePlanList',
    save: 'invitePlanSave',
    delete: 'invitePlanDelete',
    toggle: { field: 'enabled', action: 'invitePlanSwitch' },
  },
  // Pays each agent the highest tier reached and not yet paid (see new-user-settle.ts on the server).
  commands: { settle: { action: 'invitePlanSettle', sensitive: true, money: true } },
});
export type AgentInvitePlanRow = RowOf<typeof agentInvitePlans.fields>;
