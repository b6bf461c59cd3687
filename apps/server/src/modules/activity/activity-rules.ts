import { activityActions, REGIONS, type Reward, windowStateAt } from '@console/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import type { ActionContext } from '../../engine/context.ts';
import { ActionError, invalid } from '../../engine/errors.ts';
import type { Values } from '../../engine/resource/resource-writes.ts';
import { giftsById } from '../gift/gift.lookup.ts';
import { activityPrizeTypes, activityTemplates, activityTemplateTiers } from './activity.tables.ts';

const { RUNNING_EDITABLE } = activityActions;

/** A template's range of ranks paying one reward; a revenue activity's tier pays from its `threshold` on (its ranks unbounded). */
export interface Tier {
  rankFrom: number;
  rankTo: number;
  reward: Reward;
  threshold?: number;
}

const refuseTiers = (
  key: 'template_tiers_start' | 'template_tier_order' | 'template_tiers_overlap' | 'template_tiers_gap',
  params: Record<string, string | number>,
) => new ActionError(400, key, { params, data: { errors: { tiers: key } } });

/**
 * A template's ranges, in rank order, refused unless they start at rank 1 and follow on without
 * overlap or gap (issue 30 "ranges that overlap or leave gaps refused").
 */
export function checkTiers(tiers: readonly Tier[]): Tier[] {
  const sorted = [...tiers].sort((a, b) => a.rankFrom - b.rankFrom);
  const range = (tier: Tier) => `${tier.rankFrom}–${tier.rankTo}`;
  for (const tier of sorted) {
    if (tier.rankFrom > tier.rankTo) throw refuseTiers('template_tier_order', { from: tier.rankFrom, to: tier.rankTo });
  }
  if (sorted[0] && sorted[0].rankFrom !== 1) throw refuseTiers('template_tiers_start', {});
  sorted.forEach((tier, index) => {
    const next = sorted[index + 1];
    if (!next) return;
    if (next.rankFrom <= tier.rankTo) throw refuseTiers('template_tiers_overlap', { a: range(tier), b: range(next) });
    if (next.rankFrom > tier.rankTo + 1) {
      const missing = next.rankFrom - 1 === tier.rankTo + 1 ? `${tier.rankTo + 1}` : `${tier.rankTo + 1}–${next.rankFrom - 1}`;
      throw refuseTiers('template_tiers_gap', { a: range(tier), b: range(next), missing });
    }
  });
  return sorted;
}

/** Rewards that give items: each gift counts, a prop, nameplate or medal counts one. */
const itemsOf = (reward: Reward) =>
  reward.kind === 'gift' ? (reward.amount ?? 0) : ['prop', 'nameplate', 'medal'].includes(reward.kind) ? 1 : 0;

/**
 * What a template pays when every place is paid: coins (a gift at its price now), items (gifts,
 * props, nameplates, medals) and how many places.
 */
export async function worstCase(db: Orm, tiers: readonly Tier[]): Promise<{ coins: number; items: number; places: number }> {
  const giftIds = tiers.flatMap((tier) => (tier.reward.kind === 'gift' && tier.reward.item_id ? [tier.reward.item_id] : []));
  const gifts = await giftsById(db, giftIds);
  let coins = 0;
  let items = 0;
  let places = 0;
  for (const { rankFrom, rankTo, reward } of tiers) {
    const count = rankTo - rankFrom + 1;
    places += reward.kind === 'nothing' ? 0 : count;
    items += itemsOf(reward) * count;
    if (reward.kind === 'coins') coins += (reward.amount ?? 0) * count;
    if (reward.kind === 'gift') coins += (gifts.get(reward.item_id ?? 0)?.price ?? 0) * (reward.amount ?? 0) * count;
  }
  return { coins, items, places };
}

/** A template's tiers as saved (none without a template). */
export async function tiersOf(db: Orm, templateId: number | null): Promise<Tier[]> {
  if (templateId === null) return [];
  const rows = await db
    .select({
      rankFrom: activityTemplateTiers.rankFrom,
      rankTo: activityTemplateTiers.rankTo,
      reward: activityTemplateTiers.reward,
    })
    .from(activityTemplateTiers)
    .where(eq(activityTemplateTiers.templateId, templateId))
    .orderBy(asc(activityTemplateTiers.rankFrom));
  return rows.map((row) => ({ ...row, reward: row.reward as Reward }));
}

/** A template may not pay a kind of prize switched off (SPEC §7 "prize types"), named in the reader's words. */
async function refuseSwitchedOffPrizes(ctx: ActionContext, tiers: readonly Tier[]): Promise<void> {
  const kinds = [...new Set(tiers.map((tier) => tier.reward.kind))];
  if (kinds.length === 0) return;
  const [off] = await ctx.db
    .select({ zh: activityPrizeTypes.nameZh, en: activityPrizeTypes.nameEn })
    .from(activityPrizeTypes)
    .where(and(inArray(activityPrizeTypes.kind, kinds), eq(activityPrizeTypes.enabled, false)))
    .limit(1);
  if (!off) return;
  const name = ctx.lang === 'en-us' ? off.en : off.zh;
  throw new ActionError(400, 'template_prize_off', { params: { name }, data: { errors: { tiers: 'template_prize_off' } } });
}

/** A template's save: its ranges checked, its worst case kept beside it for the list. */
export async function beforeTemplateSave(values: Values, ctx: ActionContext): Promise<void> {
  const tiers = ((values.tiers as Values[] | undefined) ?? []).map((row) => ({
    rankFrom: Number(row.rank_from),
    rankTo: Number(row.rank_to),
    reward: row.reward as Reward,
  }));
  const sorted = checkTiers(tiers);
  await refuseSwitchedOffPrizes(ctx, sorted);
  const { coins, places } = await worstCase(ctx.db, sorted);
  values.worstCaseCoins = coins;
  values.places = places;
}

/**
 * An activity's save (issue 30 item 1): every region only for a super admin; recharges rank members
 * only; a scheduled activity goes back to review when edited; a running one changes only its
 * picture, link and remark; an ended one nothing. A new one starts as a draft.
 */
export function beforeActivitySave(values: Values, ctx: ActionContext, before: Values | null): void {
  // Only the regions a save sets: an edit leaving them out keeps a super admin's choice, and scope
  // then refuses (403) whoever does not hold them all.
  const regions = (values.regions as number[] | undefined) ?? [];
  if (REGIONS.every((region) => regions.includes(region.id)) && ctx.admin.roleKind !== 'super_admin') {
    throw invalid('activity_all_regions_super', { regions: 'activity_all_regions_super' });
  }
  const metric = values.metric ?? before?.metric;
  const subject = values.subject ?? before?.subject;
  if (metric === 'recharge' && subject !== 'sender')
    throw invalid('activity_subject_metric', { subject: 'activity_subject_metric' });
  if (!before) return;
  const phase = windowStateAt(Number(before.starts_at), Number(before.ends_at), ctx.now);
  if (before.state === 'scheduled' && phase === 'ended') throw invalid('activity_ended_locked');
  if (before.state === 'scheduled' && phase === 'running') {
    const changed = Object.keys(values).filter(
      (name) =>
        name in before &&
        !RUNNING_EDITABLE.includes(name as never) &&
        JSON.stringify(values[name]) !== JSON.stringify(before[name]),
    );
    if (changed.length > 0) throw new ActionError(400, 'activity_running_locked', { params: { fields: changed.join(', ') } });
    return;
  }
  // Editing a passed activity before it starts sends it back to review.
  if (before.state === 'scheduled') Object.assign(values, submittedBy(ctx), { state: 'pending' });
}

/** Who submits an activity for review: the one admin who may not pass it. */
export const submittedBy = (ctx: ActionContext) => ({ submittedBy: ctx.admin.adminId, submittedByName: ctx.admin.username });

/** Whether the template is found (a ref field already refused an unknown one: this is for the job). */
export async function templateExists(db: Orm, id: number): Promise<boolean> {
  const [row] = await db.select({ id: activityTemplates.id }).from(activityTemplates).where(eq(activityTemplates.id, id));
  return row !== undefined;
}
