import { type HostDiamondOperation, Status } from '@console/contract';
import type { ActionContext } from '../../engine/context.ts';
import { ActionError, invalid } from '../../engine/errors.ts';
import type { Values } from '../../engine/resource/resource-writes.ts';
import { post } from '../ledger/ledger.post.ts';
import { lockBalances } from '../member/member.balances.ts';
import { hostDiamondLogs } from './host.tables.ts';

/** What one deduction or clear takes: the host's locked record, how much, and why. */
interface Taking {
  host: Values;
  operation: HostDiamondOperation;
  /** The amount asked; a clear takes the whole balance and asks none. */
  amount?: number;
  reason: string;
}

/**
 * Takes diamonds back from a host (SPEC §7 PresideManagement diamond deduct and clear): through
 * the ledger's `post()` as a deduction keyed to this call (a retry with the same idempotency key is
 * answered by the engine from the first answer), and a diamond log row with the balance before and after. The balance is read locked, so
 * a deduction above it is refused by name with the balance, before anything moves; a clear of a
 * host with nothing is refused too (it would post nothing and log a no-op).
 */
export async function takeDiamonds(ctx: ActionContext, taking: Taking): Promise<void> {
  const memberId = Number(taking.host.memberId);
  const [account] = await lockBalances(ctx.db, [memberId], 'diamond');
  const balance = account?.balance ?? 0;
  const amount = taking.operation === 'clear' ? balance : taking.amount;
  if (amount === undefined || amount === null) {
    throw new ActionError(Status.invalid, 'host_diamond_amount_empty', { data: { errors: { amount: 'required' } } });
  }
  if (taking.operation === 'clear' && balance <= 0) throw invalid('host_diamond_nothing_to_clear');
  if (amount > balance) {
    throw new ActionError(Status.invalid, 'host_diamond_below_zero', {
      params: { balance, amount },
      data: { errors: { amount: 'host_diamond_below_zero' } },
    });
  }
  const posted = await post(ctx.db, {
    kind: 'deduction',
    currency: 'diamond',
    amount,
    memberIds: [memberId],
    reason: taking.reason,
    admin: { id: ctx.admin.adminId, name: ctx.admin.username },
    scope: ctx.scope,
    now: ctx.now,
    sourceKey: `host-diamond:${taking.operation}:${ctx.requestId}`,
  });
  const [postingId] = posted.postingIds;
  if (postingId === undefined) return;
  await ctx.db.insert(hostDiamondLogs).values({
    hostId: Number(taking.host.id),
    memberId,
    operation: taking.operation,
    amount,
    balanceBefore: balance,
    balanceAfter: balance - amount,
    reason: taking.reason,
    postingId,
    adminId: ctx.admin.adminId,
    adminName: ctx.admin.username,
    regionId: Number(taking.host.regionId),
    createdAt: ctx.now,
  });
}
