import { type CoinIssueType, type GrantResult, ledgerActions, Status } from '@console/contract';
import type { Orm } from '../../db/orm.ts';
import type { ActionContext } from '../../engine/context.ts';
import { implement } from '../../engine/context.ts';
import { ActionError } from '../../engine/errors.ts';
import type { Scope } from '../../engine/scope.ts';
import { membersAt } from '../member/member.balances.ts';
import { grantApproval } from './grant-approval.ts';
import { isApplicationGrant, refuseSplitGrant } from './grant-day.ts';
import { type GrantSettings, grantSettingsOf, useGoldQuota, useMonthlyCoinLimit } from './grant-limits.ts';
import { post, recipientRefusal, unreachable } from './ledger.post.ts';

export interface CoinGrant {
  memberIds: readonly number[];
  amount: number;
  issueType: CoinIssueType;
  reason: string;
  /** An approved application's or a batch segment's key: see `Movement.sourceKey`. */
  sourceKey?: string;
  /**
   * Whose quota and monthly limit the grant uses and whose name its postings carry: the caller by
   * default; the applicant when an approver grants what they applied for.
   */
  issuer?: { id: number; name: string };
  /** Whose regions the members must be in: the caller's by default. */
  scope?: Scope;
  /** Quota and monthly limit already taken for this (a batch reserves them once when submitted). */
  prepaid?: boolean;
  /**
   * Decided already: an approved application, or a batch checked against the approval settings when
   * submitted. Any other grant the settings send to an application is refused (modules/apply).
   */
  approved?: boolean;
}

/** A member listed twice is a mistake in the list, not two grants: refused, naming the id. */
export function refuseRepeats(ids: readonly number[]): void {
  const seen = new Set<number>();
  for (const id of ids) {
    if (seen.has(id))
      throw new ActionError(Status.invalid, 'recipient_repeated', { params: { id }, data: { errors: { ids: 'duplicate' } } });
    seen.add(id);
  }
}

/**
 * The recipient list of any grant (coins, props, nameplates, rings, coupons, gift bags): each member
 * listed once, no more than the grant settings allow. Answers the settings.
 */
export async function checkRecipientList(db: Orm, ids: readonly number[]): Promise<GrantSettings> {
  refuseRepeats(ids);
  const settings = await grantSettingsOf(db);
  if (ids.length > settings.maxRecipients) {
    throw new ActionError(Status.invalid, 'too_many_recipients', {
      params: { max: settings.maxRecipients },
      data: { errors: { ids: 'too_large' } },
    });
  }
  return settings;
}

/**
 * The whole recipients check of a grant that moves no balance (props, nameplates, rings, coupons,
 * gift bags), refused as a coin grant is and with its messages: the list as above, then every id a
 * member inside `scope`, all or nothing, naming the ids (post() checks a coin grant's members
 * itself, under its row locks).
 */
export async function checkRecipients(db: Orm, ids: readonly number[], scope: Scope): Promise<GrantSettings> {
  const settings = await checkRecipientList(db, ids);
  const sorted = [...ids].sort((a, b) => a - b);
  const { unknown, outside } = unreachable(sorted, await membersAt(db, sorted), scope);
  if (unknown.length > 0) throw recipientRefusal('unknown_recipients', unknown);
  if (outside.length > 0) throw recipientRefusal('recipients_out_of_region', outside);
  return settings;
}

/**
 * Coins to members, the one grant path (direct sends, the user page, approved applications, batch
 * segments): the members checked and credited through the ledger, then the admin's gold quota and
 * monthly limit consumed by conditional updates, then (but for an application) what the admin gave
 * each member today held to the approval settings' total, all in the caller's transaction. Any
 * refusal throws, and the transaction leaves nothing behind.
 */
export async function grantCoins(ctx: ActionContext, grant: CoinGrant): Promise<GrantResult> {
  const settings = await checkRecipientList(ctx.db, grant.memberIds);
  if (!grant.approved) {
    const count = grant.memberIds.length;
    await grantApproval().refuseUnapproved(ctx.db, { total: grant.amount * count, count, issueType: grant.issueType });
  }
  const admin = grant.issuer ?? { id: ctx.admin.adminId, name: ctx.admin.username };
  const posted = await post(ctx.db, {
    kind: 'grant',
    currency: 'gold',
    amount: grant.amount,
    memberIds: grant.memberIds,
    issueType: grant.issueType,
    reason: grant.reason,
    admin,
    scope: grant.scope ?? ctx.scope,
    now: ctx.now,
    sourceKey: grant.sourceKey,
  });
  const total = grant.amount * posted.memberIds.length;
  if (total > 0 && !grant.prepaid) {
    await useGoldQuota(ctx.db, admin.id, total, ctx);
    await useMonthlyCoinLimit(ctx.db, admin.id, total, settings.monthlyCoinLimit, ctx.now, ctx.timeZone);
  }
  // After the quota row's lock, which queues this admin's concurrent grants: each sees those before it.
  if (total > 0 && !isApplicationGrant(grant.sourceKey)) {
    await refuseSplitGrant(ctx.db, { adminId: admin.id, memberIds: posted.memberIds, now: ctx.now, timeZone: ctx.timeZone });
  }
  ctx.audit({
    targetType: 'member',
    targetId: posted.memberIds.slice(0, 50).join(','),
    message: {
      key: 'coins_sent',
      params: { amount: grant.amount, count: posted.memberIds.length, total, type: grant.issueType, reason: grant.reason },
    },
    after: { member_ids: posted.memberIds, amount: grant.amount, issue_type: grant.issueType, posting_ids: posted.postingIds },
  });
  return { members: posted.memberIds.length, total, posting_ids: posted.postingIds };
}

const sendCoins = implement(ledgerActions.sendCoins, (input, ctx) =>
  grantCoins(ctx, { memberIds: input.ids, amount: input.amount, issueType: input.issue_type, reason: input.reason }),
);

const sendGold = implement(ledgerActions.sendGold, (input, ctx) =>
  grantCoins(ctx, { memberIds: [input.user_id], amount: input.amount, issueType: input.issue_type, reason: input.reason }),
);

/** Takes coins or beans back from one member, never below zero; quotas are not given back. */
async function deduct(ctx: ActionContext, currency: 'gold' | 'bean', input: { user_id: number; amount: number; reason: string }) {
  const posted = await post(ctx.db, {
    kind: 'deduction',
    currency,
    amount: input.amount,
    memberIds: [input.user_id],
    reason: input.reason,
    admin: { id: ctx.admin.adminId, name: ctx.admin.username },
    scope: ctx.scope,
    now: ctx.now,
  });
  ctx.audit({
    targetType: 'member',
    targetId: input.user_id,
    message: {
      key: currency === 'gold' ? 'coins_deducted' : 'beans_deducted',
      params: { amount: input.amount, reason: input.reason },
    },
    after: { amount: input.amount, posting_ids: posted.postingIds },
  });
  return { members: 1, total: input.amount, posting_ids: posted.postingIds, currency };
}

const deductCoin = implement(ledgerActions.deductCoin, (input, ctx) => deduct(ctx, 'gold', input));
const deductBean = implement(ledgerActions.deductBean, (input, ctx) => deduct(ctx, 'bean', input));

export const grantActionList = [sendCoins, sendGold, deductCoin, deductBean];
