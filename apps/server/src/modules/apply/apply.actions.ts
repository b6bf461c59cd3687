import { type ApplicationRow, applyActions, type CoinIssueType, type LogMessage } from '@console/contract';
import { eq } from 'drizzle-orm';
import type { ActionContext } from '../../engine/context.ts';
import { implement } from '../../engine/context.ts';
import { type ApplicationRecord, applicationRow, lockApplication } from './apply.lists.ts';
import { assertOwnPending, checkRequest, type Request, saveApplication } from './apply.request.ts';
import { applications } from './apply.tables.ts';

/** What a coin application asks for, as the form sends it. */
interface CoinRequest extends Request {
  amount: number;
  issue_type: CoinIssueType;
}

/** The request checked, as the application's columns: the same coins for each member. */
async function coinContent(ctx: ActionContext, request: CoinRequest) {
  const leader = await checkRequest(ctx, request);
  return {
    kind: 'coins' as const,
    leaderId: leader.id,
    leaderName: leader.username,
    memberIds: request.ids,
    amount: request.amount,
    issueType: request.issue_type,
    propKind: null,
    itemId: null,
    itemName: '',
    itemCount: null,
    days: null,
    userCount: request.ids.length,
    totalCoins: request.amount * request.ids.length,
    usdAmount: request.usd_amount,
    reason: request.reason,
  };
}

function coinSummary(row: ApplicationRow, edited: boolean): LogMessage {
  return {
    key: edited ? 'application_edited' : 'application_added',
    params: {
      id: row.id,
      amount: row.amount ?? 0,
      count: row.user_count,
      total: row.total_coins,
      type: row.issue_type ?? '',
      leader: row.leader_name,
    },
  };
}

const addCoinsApply = implement(applyActions.addCoinsApply, (input, ctx) =>
  saveApplication(ctx, undefined, () => coinContent(ctx, input), coinSummary),
);

const editCoinsApply = implement(applyActions.editCoinsApply, (input, ctx) =>
  saveApplication(ctx, input.id, () => coinContent(ctx, input), coinSummary),
);

/** The applicant takes back a pending application; it stays in the lists as withdrawn. */
const withdrawApply = implement(applyActions.withdrawApply, async (input, ctx) => {
  const record = await lockApplication(ctx, input.id);
  assertOwnPending(ctx, record);
  const [updated] = await ctx.db
    .update(applications)
    .set({ state: 'withdrawn', decidedAt: ctx.now, updatedAt: ctx.now })
    .where(eq(applications.id, input.id))
    .returning();
  const row = applicationRow(updated as ApplicationRecord, ctx.now, ctx.lang);
  ctx.audit({
    targetType: 'application',
    targetId: row.id,
    message: { key: 'application_withdrawn', params: { id: row.id } },
    before: applicationRow(record, ctx.now, ctx.lang),
    after: row,
  });
  return row;
});

export const applicantActions = [addCoinsApply, editCoinsApply, withdrawApply];
