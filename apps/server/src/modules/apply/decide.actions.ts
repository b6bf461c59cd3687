import { applyActions, type GrantResult } from '@console/contract';
import { eq } from 'drizzle-orm';
import type { ActionContext } from '../../engine/context.ts';
import { implement } from '../../engine/context.ts';
import { ActionError, forbidden, invalid, limited, notFound } from '../../engine/errors.ts';
import { grantCoins } from '../ledger/grant.actions.ts';
import { applicationHash } from './apply.actions.ts';
import { type ApplicationRecord, applicationRow, lockApplication } from './apply.lists.ts';
import { applySettingOf, mayDecide } from './apply.rules.ts';
import { applications } from './apply.tables.ts';

/**
 * The four-eyes checks of a decision, on the locked application, in this order: never one's own
 * (super admins included), only an application the caller may decide, only while it waits, and
 * only as the caller saw it: the hash they send must be the hash of what is applied for now.
 */
async function decidable(ctx: ActionContext, id: number, seenHash: string): Promise<ApplicationRecord> {
  const record = await lockApplication(ctx, id);
  if (record.applicantId === ctx.admin.adminId) throw forbidden('own_application');
  if (!mayDecide(ctx.admin, await applySettingOf(ctx.db), record)) throw forbidden('not_application_approver');
  if (record.state !== 'pending') throw invalid('application_decided');
  // Recomputed from the columns rather than read from `hash`: what is granted is what was seen.
  if (applicationHash(record) !== seenHash) throw invalid('application_changed', { hash: 'application_changed' });
  return record;
}

/**
 * The grant of an approved application, through the one grant path as the applicant: their quota
 * and monthly limit, their name on the postings, their regions for the members. The source key
 * makes a second run post nothing. A quota refusal names the applicant, not the approver's quota.
 */
async function grantApplied(ctx: ActionContext, record: ApplicationRecord): Promise<GrantResult> {
  const applicant = await ctx.auth.principalOf(ctx.sql, record.applicantId);
  if (!applicant) throw notFound();
  try {
    return await grantCoins(ctx, {
      memberIds: record.memberIds,
      amount: record.amount,
      issueType: record.issueType,
      reason: record.reason,
      sourceKey: `application:${record.id}`,
      issuer: { id: record.applicantId, name: record.applicantName },
      scope: applicant.principal.scope,
      approved: true,
    });
  } catch (error) {
    if (error instanceof ActionError && (error.key === 'quota_exceeded' || error.key === 'monthly_limit_exceeded')) {
      const key = error.key === 'quota_exceeded' ? 'applicant_quota_exceeded' : 'applicant_monthly_limit_exceeded';
      throw limited(key, { ...error.params, applicant: record.applicantName });
    }
    throw error;
  }
}

const approveApply = implement(applyActions.approveApply, async (input, ctx) => {
  const record = await decidable(ctx, input.id, input.hash);
  const [passed] = await ctx.db
    .update(applications)
    .set({
      state: 'passed',
      approverId: ctx.admin.adminId,
      approverName: ctx.admin.username,
      decidedAt: ctx.now,
      updatedAt: ctx.now,
    })
    .where(eq(applications.id, record.id))
    .returning();
  const granted = await grantApplied(ctx, record);
  // After the grant's own entry: this row says what was decided, with the postings it made.
  ctx.audit({
    targetType: 'application',
    targetId: record.id,
    message: {
      key: 'application_approved',
      params: {
        id: record.id,
        applicant: record.applicantName,
        amount: record.amount,
        count: record.userCount,
        total: record.totalCoins,
        type: record.issueType,
      },
    },
    before: applicationRow(record, ctx.now, ctx.lang),
    after: { ...applicationRow(passed as ApplicationRecord, ctx.now, ctx.lang), posting_ids: granted.posting_ids },
  });
  return { id: record.id, state: 'passed' as const, ...granted };
});

const rejectApply = implement(applyActions.rejectApply, async (input, ctx) => {
  const reason = input.reason;
  if (!reason) throw invalid('reason_required', { reason: 'reason_required' });
  const record = await decidable(ctx, input.id, input.hash);
  const [rejected] = await ctx.db
    .update(applications)
    .set({
      state: 'rejected',
      approverId: ctx.admin.adminId,
      approverName: ctx.admin.username,
      rejectReason: reason,
      decidedAt: ctx.now,
      updatedAt: ctx.now,
    })
    .where(eq(applications.id, record.id))
    .returning();
  const row = applicationRow(rejected as ApplicationRecord, ctx.now, ctx.lang);
  ctx.audit({
    targetType: 'application',
    targetId: record.id,
    message: { key: 'application_rejected', params: { id: record.id, applicant: record.applicantName, reason } },
    before: applicationRow(record, ctx.now, ctx.lang),
    after: row,
  });
  return row;
});

export const decisionActions = [approveApply, rejectApply];
