import { formatWallClock, Status } from '@console/contract';
import { eq } from 'drizzle-orm';
import type { ActionContext } from '../../engine/context.ts';
import { ActionError } from '../../engine/errors.ts';
import type { CommandHandler } from '../../engine/resource/resource-writes.ts';
import { post } from '../ledger/ledger.post.ts';
import { appleTransactionCredits } from './payment-recovery.tables.ts';

/** Ledger source keys: one credit per failed order and per App Store transaction, whatever retries or races. */
export const failedOrderSourceKey = (orderNo: string) => `failed-order:${orderNo}`;
export const appleSourceKey = (transactionId: string) => `apple-txn:${transactionId}`;

/** Coin issue type of a lost payment's credit: 2, compensation (the member paid and got nothing). */
const ISSUE_TYPE = '2';

/** Credits `coins` to the member under `sourceKey` through the ledger, in the call's transaction; answers the posting. */
async function credit(ctx: ActionContext, memberId: number, coins: number, sourceKey: string, reason: string): Promise<number> {
  const posted = await post(ctx.db, {
    kind: 'grant',
    currency: 'gold',
    amount: coins,
    memberIds: [memberId],
    issueType: ISSUE_TYPE,
    reason,
    admin: { id: ctx.admin.adminId, name: ctx.admin.username },
    scope: ctx.scope,
    now: ctx.now,
    sourceKey,
  });
  const postingId = posted.postingIds[0];
  // The row lock and the state make a second credit impossible; a posting already under the key means the data disagree.
  if (postingId === undefined) throw new ActionError(Status.invalid, 'lost_order_already_credited');
  return postingId;
}

const handled = (ctx: ActionContext, note: string, postingId: number | null) => ({
  note,
  postingId,
  handledBy: ctx.admin.adminId,
  handledByName: ctx.admin.username,
  handledAt: ctx.now,
});

/**
 * A failed order's credit: the kit has locked the row and checked it is still `failed` (of two staff
 * at once, the second waits for the first and is refused), so this posts its coins once under the
 * order's source key and records the evidence and the posting.
 */
export const creditFailedOrder: CommandHandler = async (record, input, ctx) => {
  const orderNo = String(record.orderNo);
  const postingId = await credit(
    ctx,
    Number(record.memberId),
    Number(record.coins),
    failedOrderSourceKey(orderNo),
    `failed order ${orderNo} credited`,
  );
  return handled(ctx, String(input.evidence), postingId);
};

/** Dismissing a lost payment (the money never arrived): the reason is kept as the row's note. */
export const dismissLostOrder: CommandHandler = (_record, input, ctx) => handled(ctx, String(input.reason), null);

/**
 * An Apple lost order's credit. The transaction is claimed first (its id is the claim table's key):
 * another row of the same transaction credited before, or at this very moment by another staff
 * member, makes the insert find the claim, and the credit is refused naming where it went.
 */
export const creditAppleLostOrder: CommandHandler = async (record, input, ctx) => {
  const transactionId = String(record.transactionId);
  const [claimed] = await ctx.db
    .insert(appleTransactionCredits)
    .values({
      transactionId,
      lostOrderId: Number(record.id),
      memberId: Number(record.memberId),
      creditedBy: ctx.admin.adminId,
      creditedByName: ctx.admin.username,
      creditedAt: ctx.now,
    })
    .onConflictDoNothing()
    .returning();
  if (!claimed) throw await alreadyCredited(ctx, transactionId);
  const postingId = await credit(
    ctx,
    Number(record.memberId),
    Number(record.coins),
    appleSourceKey(transactionId),
    `Apple transaction ${transactionId} credited`,
  );
  await ctx.db.update(appleTransactionCredits).set({ postingId }).where(eq(appleTransactionCredits.transactionId, transactionId));
  return handled(ctx, String(input.evidence), postingId);
};

async function alreadyCredited(ctx: ActionContext, transactionId: string): Promise<ActionError> {
  const [first] = await ctx.db
    .select()
    .from(appleTransactionCredits)
    .where(eq(appleTransactionCredits.transactionId, transactionId));
  return new ActionError(Status.invalid, 'apple_transaction_credited', {
    params: {
      transaction: transactionId,
      order: first?.lostOrderId ?? '',
      member: first?.memberId ?? '',
      posting: first?.postingId ?? '',
      at: first ? formatWallClock(first.creditedAt, ctx.timeZone) : '',
      admin: first?.creditedByName ?? '',
    },
  });
}
