import { applyActions, type CoinIssueType, type GrantResult, type LogMessage } from '@console/contract';
import { eq } from 'drizzle-orm';
import type { ActionContext } from '../../engine/context.ts';
import { implement } from '../../engine/context.ts';
import { forbidden, invalid, notFound } from '../../engine/errors.ts';
import { grantCoins } from '../ledger/grant.actions.ts';
import { applicationSourceKey } from '../ledger/grant-day.ts';
import { type ApplicationRecord, applicationRow, lockApplication } from './apply.lists.ts';
import { applicationHash, asApplicants } from './apply.request.ts';
import { applySettingOf, mayDecide } from './apply.rules.ts';
import { applications } from './apply.tables.ts';
import { grantAppliedProps } from './prop-apply.actions.ts';

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
 * What an approved application grants, through the one grant path of coins or of props, as the
 * applicant: their quotas and monthly limits, their name, their regions for the members. The
 * source key makes a second run give nothing. A quota refusal names the applicant.
 */
async function grantApplied(ctx: ActionContext, record: ApplicationRecord): Promise<GrantResult> {
  const found = await ctx.auth.principalOf(ctx.sql, record.applicantId);
  if (!found) throw notFound();
  const applicant = { issuer: { id: record.applicantId, name: record.applicantName }, scope: found.principal.scope };
  if (record.kind === 'props') return grantAppliedProps(ctx, record, applicant);
  try {
    return await grantCoins(ctx, {
      memberIds: record.memberIds,
      amount: record.amount as number,
      issueType: record.issueType as CoinIssueType,
      reason: record.reason,
      sourceKey: applicationSourceKey(record.id),
      ...applicant,
      approved: true,
    });
  } catch (error) {
    throw asApplicants(error, record.applicantName);
  }
}

/** The approval's log summary: what was given, to how many, on whose quota. */
function approvedSummary(record: ApplicationRecord): LogMessage {
  const common = { id: record.id, applicant: record.applicantName, count: record.userCount };
  if (record.kind === 'props') {
    return {
      key: 'prop_application_approved',
      params: { ...common, item: record.itemName, each: record.itemCount ?? 0, days: record.days ?? 0 },
    };
  }
  const coins = { amount: record.amount ?? 0, total: record.totalCoins, type: record.issueType ?? '' };
  return { key: 'application_approved', params: { ...common, ...coins } };
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
  // After the grant's own entry: this row says what was decided, with what it gave (the ledger postings of coins).
  ctx.audit({
    targetType: 'application',
    targetId: record.id,
    message: approvedSummary(record),
    before: applicationRow(record, ctx.now, ctx.lang),
    after: { ...applicationRow(passed as ApplicationRecord, ctx.now, ctx.lang), given: granted },
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
