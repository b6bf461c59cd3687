import { createHash } from 'node:crypto';
import { type ApplicationRow, applyActions, type CoinIssueType, Status } from '@console/contract';
import { eq } from 'drizzle-orm';
import type { ActionContext } from '../../engine/context.ts';
import { implement } from '../../engine/context.ts';
import { ActionError, forbidden, invalid } from '../../engine/errors.ts';
import { refuseRepeats } from '../ledger/grant.actions.ts';
import { grantSettingsOf } from '../ledger/grant-limits.ts';
import { unreachable } from '../ledger/ledger.post.ts';
import { membersAt } from '../member/member.balances.ts';
import { type ApplicationRecord, applicationRow, lockApplication } from './apply.lists.ts';
import { applySettingOf, leaderCandidates } from './apply.rules.ts';
import { applications } from './apply.tables.ts';

/** What a coin application asks for, as the form sends it. */
export interface CoinRequest {
  leader_id: number;
  ids: number[];
  amount: number;
  issue_type: CoinIssueType;
  usd_amount: number;
  reason: string;
}

/**
 * The fingerprint of exactly what was applied for: every field the applicant chooses, in a fixed
 * order. An approval names it; any edit changes it.
 */
export function applicationHash(
  record: Pick<ApplicationRecord, 'kind' | 'leaderId' | 'memberIds' | 'amount' | 'issueType' | 'usdAmount' | 'reason'>,
) {
  const content = [
    record.kind,
    record.leaderId,
    record.memberIds,
    record.amount,
    record.issueType,
    record.usdAmount,
    record.reason,
  ];
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}

/**
 * Checks a request as the grant will be checked when approved, so a bad one is refused now rather
 * than at approval: each member once, no more than the grant settings allow, every id a member in
 * the applicant's regions; and a leader who may approve it, not the applicant.
 */
async function checkRequest(ctx: ActionContext, request: CoinRequest): Promise<{ id: number; username: string }> {
  if (request.leader_id === ctx.admin.adminId) throw invalid('leader_is_applicant', { leader_id: 'leader_is_applicant' });
  const leaders = await leaderCandidates(ctx.db, ctx.admin, await applySettingOf(ctx.db));
  const leader = leaders.find((candidate) => candidate.id === request.leader_id);
  if (!leader) throw invalid('leader_cannot_approve', { leader_id: 'leader_cannot_approve' });
  refuseRepeats(request.ids);
  const { maxRecipients } = await grantSettingsOf(ctx.db);
  if (request.ids.length > maxRecipients) {
    throw new ActionError(Status.invalid, 'too_many_recipients', {
      params: { max: maxRecipients },
      data: { errors: { ids: 'too_large' } },
    });
  }
  const { unknown, outside } = unreachable(request.ids, await membersAt(ctx.db, request.ids), ctx.scope);
  if (unknown.length > 0) throw new ActionError(Status.invalid, 'unknown_recipients', { params: { ids: unknown.join(', ') } });
  if (outside.length > 0)
    throw new ActionError(Status.forbidden, 'recipients_out_of_region', { params: { ids: outside.join(', ') } });
  return leader;
}

/** The columns a request sets, its totals and its hash. */
function contentOf(request: CoinRequest, leader: { id: number; username: string }) {
  const content = {
    kind: 'coins' as const,
    leaderId: leader.id,
    leaderName: leader.username,
    memberIds: request.ids,
    amount: request.amount,
    issueType: request.issue_type,
    userCount: request.ids.length,
    totalCoins: request.amount * request.ids.length,
    usdAmount: request.usd_amount,
    reason: request.reason,
  };
  return { ...content, hash: applicationHash(content) };
}

function summaryOf(row: ApplicationRow) {
  return {
    id: row.id,
    amount: row.amount,
    count: row.user_count,
    total: row.total_coins,
    type: row.issue_type,
    leader: row.leader_name,
  };
}

/** Only the applicant changes an application, and only while it waits. */
function assertOwnPending(ctx: ActionContext, record: ApplicationRecord): void {
  if (record.applicantId !== ctx.admin.adminId) throw forbidden('not_applicant');
  if (record.state !== 'pending') throw invalid('application_decided');
}

const addCoinsApply = implement(applyActions.addCoinsApply, async (input, ctx) => {
  const leader = await checkRequest(ctx, input);
  const [created] = await ctx.db
    .insert(applications)
    .values({
      ...contentOf(input, leader),
      applicantId: ctx.admin.adminId,
      applicantName: ctx.admin.username,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning();
  const row = applicationRow(created as ApplicationRecord, ctx.now, ctx.lang);
  ctx.audit({
    targetType: 'application',
    targetId: row.id,
    message: { key: 'application_added', params: summaryOf(row) },
    after: row,
  });
  return row;
});

const editCoinsApply = implement(applyActions.editCoinsApply, async (input, ctx) => {
  const record = await lockApplication(ctx, input.id);
  assertOwnPending(ctx, record);
  const leader = await checkRequest(ctx, input);
  const [updated] = await ctx.db
    .update(applications)
    .set({ ...contentOf(input, leader), updatedAt: ctx.now })
    .where(eq(applications.id, input.id))
    .returning();
  const row = applicationRow(updated as ApplicationRecord, ctx.now, ctx.lang);
  ctx.audit({
    targetType: 'application',
    targetId: row.id,
    message: { key: 'application_edited', params: summaryOf(row) },
    before: applicationRow(record, ctx.now, ctx.lang),
    after: row,
  });
  return row;
});

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
