import { createHash } from 'node:crypto';
import type { ApplicationRow, LogMessage } from '@console/contract';
import { eq } from 'drizzle-orm';
import type { ActionContext } from '../../engine/context.ts';
import { ActionError, forbidden, invalid, limited } from '../../engine/errors.ts';
import { checkRecipients } from '../ledger/grant.actions.ts';
import { type ApplicationRecord, applicationRow, lockApplication } from './apply.lists.ts';
import { applySettingOf, leaderCandidates } from './apply.rules.ts';
import { applications } from './apply.tables.ts';

/** What every application names, as the forms send it. */
export interface Request {
  leader_id: number;
  ids: number[];
  usd_amount: number;
  reason: string;
}

/** The columns an applicant chooses: what the hash covers. */
export type Content = Pick<
  ApplicationRecord,
  | 'kind'
  | 'leaderId'
  | 'leaderName'
  | 'memberIds'
  | 'amount'
  | 'issueType'
  | 'propKind'
  | 'itemId'
  | 'itemName'
  | 'itemCount'
  | 'days'
  | 'userCount'
  | 'totalCoins'
  | 'usdAmount'
  | 'reason'
>;

/**
 * The fingerprint of exactly what was applied for: every field the applicant chooses, in a fixed
 * order (names and totals follow from them). An approval names it; any edit changes it.
 */
export function applicationHash(record: Omit<Content, 'leaderName' | 'itemName' | 'userCount' | 'totalCoins'>): string {
  const content = [
    record.kind,
    record.leaderId,
    record.memberIds,
    record.amount,
    record.issueType,
    record.propKind,
    record.itemId,
    record.itemCount,
    record.days,
    record.usdAmount,
    record.reason,
  ];
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}

/**
 * Checks what every application names as its grant will be checked when approved, so a bad one is
 * refused now rather than at approval: a leader who may approve it, not the applicant; each member
 * once, no more than the grant settings allow, every id a member in the applicant's regions.
 */
export async function checkRequest(ctx: ActionContext, request: Request): Promise<{ id: number; username: string }> {
  if (request.leader_id === ctx.admin.adminId) throw invalid('leader_is_applicant', { leader_id: 'leader_is_applicant' });
  const leaders = await leaderCandidates(ctx.db, ctx.admin, await applySettingOf(ctx.db));
  const leader = leaders.find((candidate) => candidate.id === request.leader_id);
  if (!leader) throw invalid('leader_cannot_approve', { leader_id: 'leader_cannot_approve' });
  await checkRecipients(ctx.db, request.ids, ctx.scope);
  return leader;
}

/** Only the applicant changes an application, and only while it waits. */
export function assertOwnPending(ctx: ActionContext, record: ApplicationRecord): void {
  if (record.applicantId !== ctx.admin.adminId) throw forbidden('not_applicant');
  if (record.state !== 'pending') throw invalid('application_decided');
}

/**
 * Adds an application (no `id`) or changes the caller's pending one: the ownership and state of an
 * edit are checked before `build` checks the request and makes its columns; the row gets its new
 * hash, and the log the summary `say` makes of the saved row.
 */
export async function saveApplication(
  ctx: ActionContext,
  id: number | undefined,
  build: () => Promise<Content>,
  say: (row: ApplicationRow, edited: boolean) => LogMessage,
): Promise<ApplicationRow> {
  const record = id === undefined ? undefined : await lockApplication(ctx, id);
  if (record) assertOwnPending(ctx, record);
  const content = await build();
  // A coin application stays one (and a prop one): each kind is changed with its own form.
  if (record && record.kind !== content.kind) throw invalid('application_other_kind');
  const values = { ...content, hash: applicationHash(content), updatedAt: ctx.now };
  if (!record) {
    const [created] = await ctx.db
      .insert(applications)
      .values({ ...values, applicantId: ctx.admin.adminId, applicantName: ctx.admin.username, createdAt: ctx.now })
      .returning();
    const row = applicationRow(created as ApplicationRecord, ctx.now, ctx.lang);
    ctx.audit({ targetType: 'application', targetId: row.id, message: say(row, false), after: row });
    return row;
  }
  const [updated] = await ctx.db.update(applications).set(values).where(eq(applications.id, record.id)).returning();
  const row = applicationRow(updated as ApplicationRecord, ctx.now, ctx.lang);
  ctx.audit({
    targetType: 'application',
    targetId: row.id,
    message: say(row, true),
    before: applicationRow(record, ctx.now, ctx.lang),
    after: row,
  });
  return row;
}

/** The quota and limit refusals of a grant made for an applicant, and what they become: naming the applicant. */
const APPLICANT_REFUSALS = {
  quota_exceeded: 'applicant_quota_exceeded',
  monthly_limit_exceeded: 'applicant_monthly_limit_exceeded',
  prop_quota_exceeded: 'applicant_prop_quota_exceeded',
  prop_monthly_limit_exceeded: 'applicant_prop_monthly_limit_exceeded',
} as const;

/**
 * A refusal of an approved application's grant as the approver should read it: "not enough quota"
 * is the applicant's, not theirs. Anything else as it was.
 */
export function asApplicants(error: unknown, applicant: string): unknown {
  if (!(error instanceof ActionError) || !(error.key in APPLICANT_REFUSALS)) return error;
  return limited(APPLICANT_REFUSALS[error.key as keyof typeof APPLICANT_REFUSALS], { ...error.params, applicant });
}
