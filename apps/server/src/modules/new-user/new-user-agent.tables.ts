import { bigint, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { amount, createdColumns, unixSeconds } from '../../db/columns.ts';

/**
 * An agent's recall of a dormant member (InviteNewPeople "agent recall"): the app files one row
 * when a member an agent brought back logs in after a silence. Rule (assumption, SPEC is thin):
 * dormant means no login for at least 30 days before the recall (`recalled_at − last_login_before
 * ≥ 30 days`), checked again when staff confirm. Pending, then confirmed (the agent's member is
 * paid the fixed recall reward through the ledger under `agent-recall:<id>`) or rejected with a
 * reason. Region and country are the recalled member's (what scope reads).
 */
export const agentRecalls = pgTable(
  'agent_recall',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    regionId: integer('region_id').notNull(),
    countryId: integer('country_id').notNull(),
    lastLoginBefore: unixSeconds('last_login_before').notNull(),
    recalledAt: unixSeconds('recalled_at').notNull(),
    /** pending | confirmed | rejected */
    state: text('state').notNull().default('pending'),
    rewardCoins: amount('reward_coins').notNull().default(0),
    rejectReason: text('reject_reason').notNull().default(''),
    handledByName: text('handled_by_name').notNull().default(''),
    handledAt: unixSeconds('handled_at'),
    ...createdColumns(),
    updatedAt: unixSeconds('updated_at').notNull(),
  },
  (table) => [index('agent_recall_region_idx').on(table.regionId, table.id), index('agent_recall_agent_idx').on(table.agentId)],
);

/**
 * A plan tier reward paid to an agent (the "settle" command of an invite plan): once per plan,
 * agent and tier (unique), the coins posted under `invite-plan:<planId>:<agentId>:<tier>`. Region
 * and country are the plan's region's and the agent's member's.
 */
export const agentInviteRewards = pgTable(
  'agent_invite_reward',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id').notNull(),
    agentId: integer('agent_id').notNull(),
    agentMemberId: bigint('agent_member_id', { mode: 'number' }).notNull(),
    regionId: integer('region_id').notNull(),
    countryId: integer('country_id').notNull(),
    /** The tier's invitee count (its threshold). */
    tier: integer('tier').notNull(),
    invitees: integer('invitees').notNull(),
    coins: amount('coins').notNull(),
    paidAt: unixSeconds('paid_at').notNull(),
    paidByName: text('paid_by_name').notNull().default(''),
  },
  (table) => [
    uniqueIndex('agent_invite_reward_key').on(table.planId, table.agentId, table.tier),
    index('agent_invite_reward_region_idx').on(table.regionId, table.id),
  ],
);
