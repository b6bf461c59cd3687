import type { CoinIssueType, Currency, PostingKind } from '@console/contract';
import { bigint, bigserial, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { amount, unixSeconds } from '../../db/columns.ts';

/**
 * One movement of value for one member (DESIGN §6): a grant, a deduction, an opening balance. It is
 * also the record staff read (coin issue and deduction records): who, how much, why, by whom.
 * Append-only, as its entries: the database refuses UPDATE, DELETE and TRUNCATE (migration 0021).
 */
export const ledgerPostings = pgTable(
  'ledger_posting',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').$type<PostingKind>().notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    /** Signed, as the member's entry: credited positive, debited negative. */
    amount: amount('amount').notNull(),
    /** The member's balance right after it, for the ledger screens. */
    balanceAfter: amount('balance_after').notNull(),
    issueType: text('issue_type').$type<CoinIssueType>(),
    reason: text('reason').notNull().default(''),
    adminId: integer('admin_id').notNull(),
    adminName: text('admin_name').notNull(),
    /**
     * Set by a batch segment or an approval: one posting per key and member, so a segment run twice
     * (a job resumed after a crash) posts nothing the second time.
     */
    sourceKey: text('source_key'),
    createdAt: unixSeconds('created_at').notNull(),
  },
  (table) => [
    index('ledger_posting_member_idx').on(table.memberId, table.currency, table.id),
    index('ledger_posting_kind_idx').on(table.kind, table.id),
    index('ledger_posting_admin_idx').on(table.adminId, table.createdAt),
    uniqueIndex('ledger_posting_source_idx').on(table.sourceKey, table.memberId),
  ],
);

/**
 * The two legs of a posting: the member's account (`member_id` set) and its counter account
 * (`issue:<type>`, `sink:deduction`, `opening`). Each posting's legs sum to zero.
 */
export const ledgerEntries = pgTable(
  'ledger_entry',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    postingId: bigint('posting_id', { mode: 'number' }).notNull(),
    account: text('account').notNull(),
    memberId: bigint('member_id', { mode: 'number' }),
    currency: text('currency').$type<Currency>().notNull(),
    amount: amount('amount').notNull(),
    createdAt: unixSeconds('created_at').notNull(),
  },
  (table) => [
    index('ledger_entry_posting_idx').on(table.postingId),
    index('ledger_entry_member_idx').on(table.memberId, table.currency),
    index('ledger_entry_account_idx').on(table.account, table.currency),
  ],
);
