import type { RewardKind } from '@console/contract';
import { bigint, bigserial, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { amount, unixSeconds } from '../../db/columns.ts';

/**
 * Every reward paid (issue 28 item 10): one row per source key and member, written by payReward in
 * the payer's transaction before anything is paid. The unique key is what makes a payout happen
 * once: a second call with the key inserts nothing (a concurrent one waits for the first to commit,
 * then inserts nothing), so it pays nothing, a job retried after a crash included. The coins, gifts
 * and props themselves are in the ledger, the gift bags and the prop grants, under the same key.
 */
export const rewardPayouts = pgTable(
  'reward_payout',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What the reward is for: `agent-recall:<id>`, `invite-plan:<plan>:<agent>:<tier>`, an activity's rank… */
    sourceKey: text('source_key').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    kind: text('kind').$type<RewardKind>().notNull(),
    itemId: integer('item_id'),
    /** Coins or gifts each, as the reward said. */
    amount: amount('amount'),
    /** How long a prop, medal or nameplate lasts: given, or the item's own validity. */
    days: integer('days'),
    reason: text('reason').notNull(),
    /** Who decided it: an admin, or 0 'system' for a job's payout. */
    paidById: integer('paid_by_id').notNull(),
    paidByName: text('paid_by_name').notNull(),
    paidAt: unixSeconds('paid_at').notNull(),
  },
  (table) => [
    uniqueIndex('reward_payout_source_idx').on(table.sourceKey, table.memberId),
    index('reward_payout_member_idx').on(table.memberId, table.paidAt),
  ],
);
