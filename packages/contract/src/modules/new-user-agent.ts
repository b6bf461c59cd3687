import { menuIdAt } from '../menu.ts';
import { type RowOf, resource } from '../resource/index.ts';
import { SVIP_MAX_LEVEL } from './member-profile.ts';
import {
  agentInvitedLabels,
  agentInviteRewardLabels,
  agentRecallLabels,
  promotionTeamLabels,
  svipApplicationLabels,
} from './new-user-more.labels.ts';

export {
  agentInvitedLabels,
  agentInviteRewardLabels,
  agentRecallLabels,
  promotionTeamLabels,
  svipApplicationLabels,
} from './new-user-more.labels.ts';

const module = 'InviteNewPeople';
const reviewMenu = menuIdAt('/newUserReview/newUserReview');
const planMenu = menuIdAt('/newUserReview/agentInvitePlan');

export const AGENT_RECALL_STATES = ['pending', 'confirmed', 'rejected'] as const;
/** Dormant: no login for at least this many days before the recall (assumption; SPEC names no number). */
export const RECALL_DORMANT_DAYS = 30;
/** Assumption: a confirmed recall pays the agent's member this fixed number of coins (one rule for every plan). */
export const RECALL_REWARD_COINS = 300;
export const SVIP_STATES = ['pending', 'passed', 'refused'] as const;
/** SPEC §9 names no SVIP levels; the member screen's SVIP setting allows 1 to SVIP_MAX_LEVEL (10). */
export const SVIP_LEVELS = { min: 1, max: SVIP_MAX_LEVEL } as const;
/** Assumption: a promotion team holds at most this many members (the leader included). */
export const MAX_TEAM_MEMBERS = 50;

/**
 * Agent recalls (a tab of the invite plans, menu 18003): a dormant member an agent brought back.
 * Pending until confirmed (sensitive: the agent's member is paid RECALL_REWARD_COINS through the
 * ledger once, under `agent-recall:<id>`) or rejected with a reason. Scoped by the member's region.
 */
export const agentRecalls = resource({
  module,
  namespace: 'agentRecalls',
  menu: planMenu,
  tabOf: planMenu,
  labels: agentRecallLabels,
  scope: { region: 'region_id' },
  fields: {
    agent_id: { kind: 'ref', ref: { entity: 'agent' }, filter: 'eq' },
    agent_member_id: { kind: 'member', filter: 'eq' },
    member_id: { kind: 'member', filter: 'eq' },
    nickname: { kind: 'text' },
    region_id: { kind: 'region', filter: 'eq' },
    last_login_before: { kind: 'time', sortable: true },
    recalled_at: { kind: 'time', sortable: true, filter: 'range' },
    state: {
      kind: 'enum',
      values: AGENT_RECALL_STATES,
      colors: { pending: 'processing', confirmed: 'success', rejected: 'error' },
      filter: 'eq',
    },
    reward_coins: { kind: 'money' },
    reject_reason: { kind: 'longText' },
    handled_by_name: { kind: 'admin' },
    handled_at: { kind: 'time', nullable: true },
  },
  actions: { list: 'recallList', export: 'recallListExport' },
  lifecycle: {
    field: 'state',
    transitions: {
      confirm: {
        from: ['pending'],
        to: 'confirmed',
        refusals: { confirmed: 'new_user_recall_done', rejected: 'new_user_recall_done' },
      },
      reject: {
        from: ['pending'],
        to: 'rejected',
        refusals: { confirmed: 'new_user_recall_done', rejected: 'new_user_recall_done' },
      },
    },
  },
  commands: {
    confirm: { action: 'recallConfirm', sensitive: true, money: true },
    reject: { action: 'recallReject', fields: { reason: { kind: 'longText', max: 200, required: true } }, danger: true },
  },
});
export type AgentRecallRow = RowOf<typeof agentRecalls.fields>;

/**
 * Invited (a tab of the invite plans): each passed new member an agent brought (channel agent,
 * inviter = the agent's member) inside an enabled or disabled plan's region and period, with the
 * agent's count of such members in that plan and the highest tier the count reached (0: none).
 */
export const agentInvited = resource({
  module,
  namespace: 'agentInvited',
  menu: planMenu,
  tabOf: planMenu,
  labels: agentInvitedLabels,
  scope: { region: 'region_id' },
  fields: {
    plan_id: { kind: 'int', filter: 'eq' },
    plan_name: { kind: 'text' },
    agent_id: { kind: 'ref', ref: { entity: 'agent' }, filter: 'eq' },
    agent_member_id: { kind: 'member', filter: 'eq' },
    member_id: { kind: 'member', filter: 'eq' },
    region_id: { kind: 'region', filter: 'eq' },
    submitted_at: { kind: 'time', sortable: true, filter: 'range' },
    invitees: { kind: 'int' },
    tier: { kind: 'int' },
    tier_coins: { kind: 'money' },
  },
  actions: { list: 'invitedList', export: 'invitedListExport' },
});
export type AgentInvitedRow = RowOf<typeof agentInvited.fields>;

/** Rewards (a tab of the invite plans): the tier rewards a plan's settle paid, one row per plan, agent and tier. */
export const agentInviteRewards = resource({
  module,
  namespace: 'agentInviteRewards',
  menu: planMenu,
  tabOf: planMenu,
  labels: agentInviteRewardLabels,
  scope: { region: 'region_id' },
  fields: {
    plan_id: { kind: 'int', filter: 'eq' },
    plan_name: { kind: 'text' },
    agent_id: { kind: 'ref', ref: { entity: 'agent' }, filter: 'eq' },
    agent_member_id: { kind: 'member', filter: 'eq' },
    region_id: { kind: 'region', filter: 'eq' },
    tier: { kind: 'int' },
    invitees: { kind: 'int' },
    coins: { kind: 'money', sortable: true },
    paid_by_name: { kind: 'admin' },
    paid_at: { kind: 'time', sortable: true, filter: 'range' },
  },
  actions: { list: 'rewardList', export: 'rewardListExport' },
});
export type AgentInviteRewardRow = RowOf<typeof agentInviteRewards.fields>;

/** SVIP reviews (a tab of the review queue, menu 18001): members' SVIP applications, passed or refused with a reason. */
export const svipApplications = resource({
  module,
  namespace: 'svipApplications',
  menu: reviewMenu,
  tabOf: reviewMenu,
  labels: svipApplicationLabels,
  scope: { region: 'region_id' },
  fields: {
    member_id: { kind: 'member', filter: 'eq' },
    nickname: { kind: 'text' },
    level: { kind: 'int', min: SVIP_LEVELS.min, max: SVIP_LEVELS.max, filter: 'eq', sortable: true },
    evidence: { kind: 'longText' },
    region_id: { kind: 'region', filter: 'eq' },
    submitted_at: { kind: 'time', sortable: true, filter: 'range' },
    state: {
      kind: 'enum',
      values: SVIP_STATES,
      colors: { pending: 'processing', passed: 'success', refused: 'error' },
      filter: 'eq',
    },
    reviewed_by_name: { kind: 'admin' },
    reviewed_at: { kind: 'time', nullable: true },
    review_reason: { kind: 'longText' },
  },
  actions: { list: 'svipList', export: 'svipListExport' },
  review: { field: 'state', pending: 'pending', outcomes: { pass: 'passed', refuse: 'refused' }, check: 'svipExamine' },
});
export type SvipApplicationRow = RowOf<typeof svipApplications.fields>;

/**
 * Promotion teams (a tab of the review queue): a name, a leader and members typed as ids (pretty
 * numbers too), in the region the caller picks; a member is in one team at a time.
 */
export const promotionTeams = resource({
  module,
  namespace: 'promotionTeams',
  menu: reviewMenu,
  tabOf: reviewMenu,
  labels: promotionTeamLabels,
  scope: { region: 'region_id' },
  fields: {
    name: { kind: 'text', max: 64, required: true, filter: 'contains', unique: true },
    leader_id: { kind: 'member', required: true, filter: 'eq' },
    region_id: { kind: 'region', required: true, filter: 'eq' },
    member_ids: { kind: 'text', max: 1000 },
    member_count: { kind: 'int', readOnly: true },
    created_by_name: { kind: 'admin', readOnly: true },
    created_at: { kind: 'time', readOnly: true, sortable: true },
  },
  actions: { list: 'teamList', save: 'teamSave', delete: 'teamDelete', export: 'teamListExport' },
});
export type PromotionTeamRow = RowOf<typeof promotionTeams.fields>;
