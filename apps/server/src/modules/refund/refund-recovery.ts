import { formatWallClock, Status } from '@console/contract';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { ActionContext } from '../../engine/context.ts';
import { ActionError } from '../../engine/errors.ts';
import { scopeAllows } from '../../engine/scope.ts';
import { post } from '../ledger/ledger.post.ts';
import { lockBalances, membersAt } from '../member/member.balances.ts';
import { storeRefunds } from './refund.tables.ts';

type Refund = typeof storeRefunds.$inferSelect;

/** The ledger source key of a refund's take-back: one debit per refund, whatever retries or races. */
export const refundSourceKey = (refundId: number) => `refund:${refundId}`;

/** The member's gold balance, their row locked until the transaction ends (a grant or another refund waits). */
async function lockedGold(ctx: ActionContext, memberId: number): Promise<number> {
  const [row] = await lockBalances(ctx.db, [memberId], 'gold');
  return row?.balance ?? 0;
}

async function debit(ctx: ActionContext, memberId: number, coins: number, reason: string, sourceKey?: string) {
  await post(ctx.db, {
    kind: 'deduction',
    currency: 'gold',
    amount: coins,
    memberIds: [memberId],
    reason,
    admin: { id: ctx.admin.adminId, name: ctx.admin.username },
    scope: ctx.scope,
    now: ctx.now,
    ...(sourceKey ? { sourceKey } : {}),
  });
}

/**
 * Takes a reported refund's coins back (the row is locked by the kit): the ledger debits as many as
 * the balance holds, never below zero, and the rest becomes the refund's debt. A refund already
 * handled is refused naming when, by whom and how it ended.
 */
export async function recoverRefund(ctx: ActionContext, refund: Refund): Promise<Refund> {
  // The engine scopes members, rooms and the like before a call; a refund is this module's row, so its member's place is checked here.
  const [place] = await membersAt(ctx.db, [refund.memberId]);
  if (!place || !scopeAllows(ctx.scope, place.regionId, place.countryId))
    throw new ActionError(Status.forbidden, 'out_of_region');
  if (refund.status !== 'reported')
    throw new ActionError(Status.invalid, 'refund_already_recovered', {
      params: {
        at: refund.handledAt ? formatWallClock(refund.handledAt, ctx.timeZone) : '',
        admin: refund.handledByName,
        recovered: refund.recovered,
        debt: refund.debt,
      },
    });
  const balance = await lockedGold(ctx, refund.memberId);
  const recovered = Math.min(balance, refund.coins);
  if (recovered > 0)
    await debit(ctx, refund.memberId, recovered, `${refund.payType} refund ${refund.orderNo}`, refundSourceKey(refund.id));
  const debt = refund.coins - recovered;
  const [after] = await ctx.db
    .update(storeRefunds)
    .set({
      status: debt > 0 ? 'in_debt' : 'settled',
      recovered,
      debt,
      handledBy: ctx.admin.adminId,
      handledByName: ctx.admin.username,
      handledAt: ctx.now,
    })
    .where(eq(storeRefunds.id, refund.id))
    .returning();
  return after as Refund;
}

/**
 * Repays one member's refund debt from their balance: their refunds in debt are locked oldest first,
 * the ledger debits what the balance allows (one posting), and the payment is spread over them in
 * that order. Refused when there is no debt, or no coin to pay with.
 */
export async function repayDebt(ctx: ActionContext, memberId: number): Promise<{ repaid: number; debt: number }> {
  const owed = await ctx.db
    .select()
    .from(storeRefunds)
    .where(and(eq(storeRefunds.memberId, memberId), gt(storeRefunds.debt, 0)))
    .orderBy(asc(storeRefunds.id))
    .for('update');
  const total = owed.reduce((sum, refund) => sum + refund.debt, 0);
  if (total === 0) throw new ActionError(Status.invalid, 'refund_no_debt', { params: { member: memberId } });
  const balance = await lockedGold(ctx, memberId);
  const pay = Math.min(balance, total);
  if (pay === 0) throw new ActionError(Status.invalid, 'refund_no_balance', { params: { member: memberId, debt: total } });
  await debit(ctx, memberId, pay, `refund debt repaid (${owed.map((refund) => refund.orderNo).join(', ')})`);
  let left = pay;
  for (const refund of owed) {
    const part = Math.min(left, refund.debt);
    if (part === 0) break;
    left -= part;
    await ctx.db
      .update(storeRefunds)
      .set({
        debt: sql`${storeRefunds.debt} - ${part}`,
        repaid: sql`${storeRefunds.repaid} + ${part}`,
        status: refund.debt === part ? 'settled' : 'in_debt',
      })
      .where(eq(storeRefunds.id, refund.id));
  }
  return { repaid: pay, debt: total - pay };
}

/** What a member still owes over all their refunds, and in how many. */
export async function debtOf(ctx: ActionContext, memberId: number): Promise<{ debt: number; refunds: number }> {
  const [row] = await ctx.db
    .select({ debt: sql<number>`coalesce(sum(${storeRefunds.debt}), 0)::bigint`, refunds: sql<number>`count(*)::int` })
    .from(storeRefunds)
    .where(and(eq(storeRefunds.memberId, memberId), gt(storeRefunds.debt, 0)));
  return { debt: Number(row?.debt ?? 0), refunds: Number(row?.refunds ?? 0) };
}

/** A refund as the list shows it (the answer of a take-back). */
export function refundRow(refund: Refund) {
  return {
    id: refund.id,
    order_no: refund.orderNo,
    pay_type: refund.payType as 'google' | 'apple',
    member_id: refund.memberId,
    region_id: refund.regionId,
    coins: refund.coins,
    reason: refund.reason,
    refunded_at: refund.refundedAt,
    status: refund.status,
    recovered: refund.recovered,
    debt: refund.debt,
    repaid: refund.repaid,
    handled_by_name: refund.handledByName,
    handled_at: refund.handledAt,
    created_by_name: refund.createdByName,
    created_at: refund.createdAt,
  };
}
