import { labelLangOf, newUserActions, Status, valueLabel } from '@console/contract';
import { and, eq } from 'drizzle-orm';
import type { ActionContext } from '../../engine/context.ts';
import { ActionError } from '../../engine/errors.ts';
import type { Values } from '../../engine/resource/resource-writes.ts';
import { agents } from '../agent/agent.lookup.ts';
import { payReward } from '../reward/reward.pay.ts';
import { agentRecalls } from './new-user-agent.tables.ts';

const { RECALL_DORMANT_DAYS, RECALL_REWARD_COINS, agentRecallLabels } = newUserActions;
const DAY = 86_400;
/** SPEC §9 coin issue type 8, promotion: what agents' recall and plan rewards are booked as. */
export const PROMOTION_ISSUE_TYPE = '8';

/** A recall that was confirmed or rejected changes no more (the refusal names its state). */
function refuseDone(state: unknown, ctx: ActionContext): never {
  const label = valueLabel(agentRecallLabels, labelLangOf(ctx.lang), 'state', String(state));
  throw new ActionError(Status.invalid, 'new_user_recall_done', { params: { state: label } });
}

/**
 * `recallConfirm` (sensitive). Rule: the member was dormant — their last login before the recall
 * was at least RECALL_DORMANT_DAYS (30) days before it — and the agent still exists. The row moves
 * pending → confirmed by a conditional update (a second confirm finds no pending row), then the
 * agent's member is paid RECALL_REWARD_COINS by payReward under `agent-recall:<id>`, which pays
 * once whatever else happens. The payee is the row's agent, not the caller's choice: the recalled
 * member's row being in the caller's regions is what authorises it, so the payout's scope is not
 * narrowed to the caller's regions (an agent may live in another region than its recall).
 */
export async function confirmRecall(record: Values, _input: Values, ctx: ActionContext): Promise<undefined> {
  const silentDays = Math.floor((Number(record.recalledAt) - Number(record.lastLoginBefore)) / DAY);
  if (silentDays < RECALL_DORMANT_DAYS) {
    throw new ActionError(Status.invalid, 'new_user_recall_not_dormant', {
      params: { id: Number(record.memberId), days: silentDays, min: RECALL_DORMANT_DAYS },
    });
  }
  const [agent] = await ctx.db
    .select({ memberId: agents.memberId })
    .from(agents)
    .where(eq(agents.id, Number(record.agentId)));
  if (!agent) throw new ActionError(Status.invalid, 'new_user_agent_unknown', { params: { agent: Number(record.agentId) } });
  const [claimed] = await ctx.db
    .update(agentRecalls)
    .set({
      state: 'confirmed',
      rewardCoins: RECALL_REWARD_COINS,
      handledByName: ctx.admin.username,
      handledAt: ctx.now,
      updatedAt: ctx.now,
    })
    .where(and(eq(agentRecalls.id, Number(record.id)), eq(agentRecalls.state, 'pending')))
    .returning({ id: agentRecalls.id });
  if (!claimed) refuseDone('confirmed', ctx);
  await payReward(ctx.db, { kind: 'coins', amount: RECALL_REWARD_COINS }, [agent.memberId], `agent-recall:${Number(record.id)}`, {
    now: ctx.now,
    reason: `Agent recall reward: member ${Number(record.memberId)}`,
    by: { id: ctx.admin.adminId, name: ctx.admin.username },
    issueType: PROMOTION_ISSUE_TYPE,
  });
  return undefined;
}

/** `recallReject`: a pending recall is rejected with the staff's reason; nothing is paid. */
export function rejectRecall(_record: Values, input: Values, ctx: ActionContext): Values {
  return {
    rejectReason: String(input.reason ?? ''),
    handledByName: ctx.admin.username,
    handledAt: ctx.now,
  };
}
