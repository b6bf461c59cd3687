import { type Currency, type LedgerRow, ledgerActions } from '@console/contract';
import { getTableColumns, inArray, type SQL } from 'drizzle-orm';
import { implement } from '../../engine/context.ts';
import { type ListDefinition, runList } from '../../engine/list/list.ts';
import type { ServerModule } from '../../engine/registry.ts';
import { demoBatches } from './batch.demo.ts';
import { batchJob, batchResumeJob, batchSweepJob } from './batch.job.ts';
import { batchActionList } from './batch.send.ts';
import { grantActionList } from './grant.actions.ts';
import { checkLedger, openUntrackedBalances } from './ledger.check.ts';
import { ledgerPostings } from './ledger.tables.ts';
import { demoLedgerRecords } from './ledger-records.demo.ts';
import { ledgerRecordActions } from './ledger-records.ts';

/**
 * A member's ledger (SPEC §7 tobalanceRecord, diamondRecordList): their postings newest first. No
 * region scope of its own: `user_id` is required and the engine has checked that member.
 */
function memberLedger(currencies: readonly Currency[]): ListDefinition<LedgerRow> {
  return {
    fields: getTableColumns(ledgerPostings),
    source: (db, fields) => db.select(fields).from(ledgerPostings).$dynamic(),
    always: inArray(ledgerPostings.currency, [...currencies]) as SQL,
    key: ledgerPostings.id,
    filters: {
      user_id: { eq: ledgerPostings.memberId },
      currency: { eq: ledgerPostings.currency },
      kind: { eq: ledgerPostings.kind },
    },
    toRow: (record) => {
      const p = record as typeof ledgerPostings.$inferSelect;
      return {
        id: p.id,
        posting_id: p.id,
        kind: p.kind,
        currency: p.currency,
        amount: p.amount,
        balance_after: p.balanceAfter,
        issue_type: p.issueType,
        reason: p.reason,
        admin_name: p.adminName,
        created_at: p.createdAt,
      };
    },
  };
}

const coinLedger = memberLedger(['gold', 'bean']);
const diamondLedger = memberLedger(['diamond']);

export const ledgerModule: ServerModule = {
  name: 'ledger',
  actions: [
    implement(ledgerActions.tobalanceRecord, (input, ctx) => runList(ctx, coinLedger, input)),
    implement(ledgerActions.diamondRecordList, (input, ctx) => runList(ctx, diamondLedger, input)),
    implement(ledgerActions.ledgerCheck, (_input, ctx) => checkLedger(ctx.db)),
    ...grantActionList,
    ...ledgerRecordActions,
    ...batchActionList,
  ],
  jobs: [batchJob, batchResumeJob, batchSweepJob],
  // Demo members come with balances: they open in the ledger, so it balances from the first day;
  // then some months of grants and deductions for the records screen.
  demo: async (db, now) => {
    await openUntrackedBalances(db, now);
    await demoLedgerRecords(db, now);
    await demoBatches(db, now);
  },
};
