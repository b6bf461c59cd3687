import { agentActions, type MessageKey, Status } from '@console/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import type { ActionContext } from '../../engine/context.ts';
import { ActionError, forbidden, invalid } from '../../engine/errors.ts';
import type { CommandHandler, Values } from '../../engine/resource/resource-writes.ts';
import type { Scope } from '../../engine/scope.ts';
import { post } from '../ledger/ledger.post.ts';
import { agentMonthlySales, agentRechargeOrders } from './agent.tables.ts';
import { agentInScope, assertOwnAgent, isAgentRole } from './agent-scope.ts';

const { MAX_ORDER_COINS } = agentActions;

type Order = typeof agentRechargeOrders.$inferSelect;

/** `YYYY-MM` of a moment in the console's zone: the month a sale counts in. */
export function monthOf(now: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit' }).formatToParts(
    new Date(now * 1000),
  );
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
}

/** The idempotency key of an order's credit: one posting per order, whatever retries or races. */
export const orderSourceKey = (orderId: number) => `agent-order:${orderId}`;

const refusal = (key: MessageKey) => new ActionError(Status.invalid, key);

/** Why an order in `status` cannot move: each illegal transition has its own message (SPEC §4). */
function illegal(status: string, to: 'received' | 'cancelled'): ActionError {
  if (to === 'received')
    return refusal(status === 'received' ? 'agent_order_already_received' : 'agent_order_cancelled_no_confirm');
  return refusal(status === 'received' ? 'agent_order_received_no_cancel' : 'agent_order_already_cancelled');
}

export interface Handler {
  admin: { id: number; name: string };
  scope: Scope;
  now: number;
  timeZone: string;
}

/**
 * Marks a paying order received and credits its coins to the agent member, in the caller's
 * transaction. The state change is conditional (`WHERE status = 'paying'`): of two confirms racing
 * for one order only one changes it, the other is refused; the posting's source key makes the
 * credit itself idempotent too. The month's sales row grows in the same transaction.
 */
export async function receiveOrder(db: Orm, orderId: number, by: Handler): Promise<Order> {
  const [order] = await db
    .update(agentRechargeOrders)
    .set({ status: 'received', handledBy: by.admin.id, handledByName: by.admin.name, handledAt: by.now })
    .where(and(eq(agentRechargeOrders.id, orderId), eq(agentRechargeOrders.status, 'paying')))
    .returning();
  if (!order) throw illegal(await statusOf(db, orderId), 'received');
  await post(db, {
    kind: 'grant',
    currency: 'gold',
    amount: order.coins,
    memberIds: [order.memberId],
    issueType: '3',
    reason: `agent recharge order #${order.id}`,
    admin: by.admin,
    scope: by.scope,
    now: by.now,
    sourceKey: orderSourceKey(order.id),
  });
  await db
    .insert(agentMonthlySales)
    .values({
      agentId: order.agentId,
      memberId: order.memberId,
      regionId: order.regionId,
      month: monthOf(by.now, by.timeZone),
      orders: 1,
      amountUsd: order.amountUsd,
      coins: order.coins,
    })
    .onConflictDoUpdate({
      target: [agentMonthlySales.agentId, agentMonthlySales.month],
      set: {
        orders: sql`${agentMonthlySales.orders} + 1`,
        amountUsd: sql`${agentMonthlySales.amountUsd} + ${order.amountUsd}`,
        coins: sql`${agentMonthlySales.coins} + ${order.coins}`,
      },
    });
  return order;
}

/** Cancels a paying order (nothing was credited), conditionally as `receiveOrder` confirms. */
export async function cancelOrder(db: Orm, orderId: number, reason: string, by: Handler): Promise<Order> {
  const [order] = await db
    .update(agentRechargeOrders)
    .set({ status: 'cancelled', handledBy: by.admin.id, handledByName: by.admin.name, handledAt: by.now, cancelReason: reason })
    .where(and(eq(agentRechargeOrders.id, orderId), eq(agentRechargeOrders.status, 'paying')))
    .returning();
  if (!order) throw illegal(await statusOf(db, orderId), 'cancelled');
  return order;
}

async function statusOf(db: Orm, orderId: number): Promise<string> {
  const [row] = await db
    .select({ status: agentRechargeOrders.status })
    .from(agentRechargeOrders)
    .where(eq(agentRechargeOrders.id, orderId));
  return row?.status ?? 'cancelled';
}

const handlerOf = (ctx: ActionContext): Handler => ({
  admin: { id: ctx.admin.adminId, name: ctx.admin.username },
  scope: ctx.scope,
  now: ctx.now,
  timeZone: ctx.timeZone,
});

/** Confirm (sensitive): staff only, an agent account never credits itself. */
export const confirmOrder: CommandHandler = async (record, _input, ctx) => {
  if (isAgentRole(ctx)) throw forbidden('agent_confirm_by_staff');
  await receiveOrder(ctx.db, record.id as number, handlerOf(ctx));
  return undefined;
};

/** Cancel with a reason: staff, or the agent account for its own agent's orders (the resource's access locks only those). */
export const cancelOrderCommand: CommandHandler = async (record, input, ctx) => {
  await cancelOrder(ctx.db, record.id as number, String(input.reason ?? ''), handlerOf(ctx));
  return undefined;
};

/**
 * A new order (status paying) for an agent of the caller's regions: the agent's member and region
 * are copied onto it, the coins default to the dollars times the agent's purchase price. An agent
 * account adds orders for its own agent only.
 */
export async function newOrder(values: Values, ctx: ActionContext): Promise<void> {
  const agentId = Number(values.agent_id);
  await assertOwnAgent(ctx, agentId);
  const agent = await agentInScope(ctx, agentId);
  values.member_id = agent.memberId;
  values.region_id = agent.regionId;
  if (values.coins === undefined || values.coins === null || values.coins === '') {
    const coins = Number(values.amount_usd) * agent.purchasePrice;
    if (coins > MAX_ORDER_COINS) throw invalid('too_large', { coins: 'too_large' });
    values.coins = coins;
  }
}
