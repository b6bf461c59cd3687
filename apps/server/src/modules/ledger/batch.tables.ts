import type { CoinIssueType } from '@console/contract';
import { bigint, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { amount, unixSeconds } from '../../db/columns.ts';

/**
 * A batch send (SendCoins/batchSend): what each member gets, whose quota paid for it (taken whole
 * when sent), the sender's regions when sent (the job posts within them), and how far the job got.
 * `done` and `failed` move in the same transaction as a segment's postings.
 */
export const coinBatches = pgTable(
  'coin_batch',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id').notNull(),
    adminName: text('admin_name').notNull(),
    amount: amount('amount').notNull(),
    issueType: text('issue_type').$type<CoinIssueType>().notNull(),
    reason: text('reason').notNull(),
    /** The sender's scope when sent: null region and country lists mean every region. */
    regionIds: integer('region_ids').array(),
    countryIds: integer('country_ids').array(),
    members: integer('members').notNull(),
    done: integer('done').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    state: text('state').$type<'running' | 'done'>().notNull().default('running'),
    jobId: text('job_id').notNull().default(''),
    createdAt: unixSeconds('created_at').notNull(),
    /** Moved by every segment: a running batch that has not moved for a minute has lost its runner. */
    movedAt: unixSeconds('moved_at').notNull(),
    finishedAt: unixSeconds('finished_at'),
  },
  (table) => [index('coin_batch_state_idx').on(table.state)],
);

/** The members of a batch in the order given; `failure` says why one could not be credited. */
export const coinBatchMembers = pgTable(
  'coin_batch_member',
  {
    batchId: integer('batch_id').notNull(),
    position: integer('position').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    failure: text('failure'),
  },
  (table) => [primaryKey({ columns: [table.batchId, table.position] })],
);
