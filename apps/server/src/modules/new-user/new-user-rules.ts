import { newUserActions, Status } from '@console/contract';
import { and, eq } from 'drizzle-orm';
import type { ActionContext } from '../../engine/context.ts';
import { ActionError, invalid } from '../../engine/errors.ts';
import type { Values } from '../../engine/resource/resource-writes.ts';
import { grantSettingsOf, useGoldQuota, useMonthlyCoinLimit } from '../ledger/grant-limits.ts';
import { membersByNumber } from '../member/member-numbers.lookup.ts';
import { payReward } from '../reward/reward.pay.ts';
import { newUserReviews } from './new-user.tables.ts';

const { MAX_TIERS, MAX_TIER_COINS } = newUserActions;
/** SPEC §9 coin issue type 8, promotion: what a new member's support coins are booked as. */
const SUPPORT_ISSUE_TYPE = '8';
type Key = Parameters<typeof invalid>[0];

function refused(key: Key, field: string, params: Record<string, string | number>, fieldKey: Key): ActionError {
  return new ActionError(Status.invalid, key, { params, data: { errors: { [field]: fieldKey } } });
}

/**
 * `supportAdd`: the member exists (by id or pretty number) and their new-user review passed; the
 * row takes their region (the kit keeps it inside the caller's) and waits to be granted. A support
 * is never edited: a wrong one is cancelled and added again.
 */
export async function checkNewSupport(values: Values, ctx: ActionContext, before: Values | null): Promise<void> {
  if (before) throw invalid('new_user_support_fixed');
  if (values.member_id === undefined) throw invalid('invalid_input', { member_id: 'required' });
  const typed = Number(values.member_id);
  const member = (await membersByNumber(ctx.db, [typed])).get(typed);
  if (!member) throw refused('new_user_member_unknown', 'member_id', { id: typed }, 'invalid_id');
  const [passed] = await ctx.db
    .select({ id: newUserReviews.id })
    .from(newUserReviews)
    .where(and(eq(newUserReviews.memberId, member.id), eq(newUserReviews.state, 'passed')));
  if (!passed) throw refused('new_user_not_passed', 'member_id', { id: member.id }, 'new_user_not_passed_field');
  Object.assign(values, { member_id: member.id, regionId: member.regionId, countryId: member.countryId, state: 'pending' });
}

/**
 * `supportGrant` (sensitive): the coins come out of the granting admin's gold quota and monthly
 * issue limit (as every coin grant, DESIGN §5b; 402 past either) and are paid by payReward
 * (through the ledger) under the source key `new-user-support:<id>`, so a repeated or racing grant pays once
 * (the row's lock orders them, the key guards the rest). A refusal leaves nothing behind.
 */
export async function grantSupport(record: Values, _input: Values, ctx: ActionContext): Promise<Values> {
  const coins = Number(record.coins);
  const settings = await grantSettingsOf(ctx.db);
  await useGoldQuota(ctx.db, ctx.admin.adminId, coins, ctx);
  await useMonthlyCoinLimit(ctx.db, ctx.admin.adminId, coins, settings.monthlyCoinLimit, ctx.now, ctx.timeZone);
  await payReward(ctx.db, { kind: 'coins', amount: coins }, [Number(record.memberId)], `new-user-support:${Number(record.id)}`, {
    now: ctx.now,
    reason: `New-user support: ${String(record.reason)}`,
    by: { id: ctx.admin.adminId, name: ctx.admin.username },
    issueType: SUPPORT_ISSUE_TYPE,
    scope: ctx.scope,
  });
  return { grantedAt: ctx.now, grantedByName: ctx.admin.username };
}

/** `supportCancel`: a pending support is dropped (the declared lifecycle sets the state); nothing was credited. */
export function cancelSupport(): Values {
  return {};
}

/**
 * A plan's tiers as staff typed them (`10:500, 30:2000`), normalised (`10:500,30:2000`): whole
 * numbers, at least one tier and at most MAX_TIERS, invitee counts strictly rising, rewards from 1
 * to MAX_TIER_COINS and never falling.
 */
export function parseTiers(text: string): string {
  const parts = text.split(/[,，;\s]+/).filter((part) => part !== '');
  const range = () =>
    refused('new_user_tiers_range', 'tiers', { max: MAX_TIERS, coins: MAX_TIER_COINS }, 'new_user_tiers_range_field');
  if (parts.length === 0 || parts.length > MAX_TIERS) throw range();
  const tiers = parts.map((part) => {
    const match = /^(\d{1,9})[:：](\d{1,9})$/.exec(part);
    if (!match) throw refused('new_user_tiers_invalid', 'tiers', { value: part.slice(0, 32) }, 'new_user_tiers_invalid_field');
    const [invitees, coins] = [Number(match[1]), Number(match[2])];
    if (invitees < 1 || coins < 1 || coins > MAX_TIER_COINS) throw range();
    return { invitees, coins };
  });
  tiers.forEach((tier, n) => {
    const previous = tiers[n - 1];
    if (previous && (tier.invitees <= previous.invitees || tier.coins < previous.coins)) {
      throw refused('new_user_tiers_order', 'tiers', { value: parts.join(', ') }, 'new_user_tiers_order_field');
    }
  });
  return tiers.map((tier) => `${tier.invitees}:${tier.coins}`).join(',');
}

/** A plan's save: its tiers normalised, its period ending after it starts (an edit's unchanged ends included). */
export function checkPlan(values: Values, _ctx: ActionContext, before: Values | null): void {
  if (values.tiers !== undefined) values.tiers = parseTiers(String(values.tiers));
  const startsAt = Number(values.starts_at ?? before?.starts_at);
  const endsAt = Number(values.ends_at ?? before?.ends_at);
  if (endsAt <= startsAt) throw invalid('new_user_plan_period', { ends_at: 'new_user_plan_period_field' });
}
