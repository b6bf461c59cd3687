import { giftBagActions, Status } from '@console/contract';
import { eq } from 'drizzle-orm';
import type { ActionContext } from '../../engine/context.ts';
import { implement } from '../../engine/context.ts';
import { ActionError, notFound } from '../../engine/errors.ts';
import { shelfStateOf } from '../../engine/resource/lifecycle.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import type { Scope } from '../../engine/scope.ts';
import { checkRecipients } from '../ledger/grant.actions.ts';
import { rowsAboutMember } from '../member/member.lookup.ts';
import { useItemQuota } from '../prop/prop-grant-limits.ts';
import { gifts } from './gift.tables.ts';
import { giveGiftBags } from './gift-bag.give.ts';
import { giftBags } from './gift-bag.tables.ts';

export interface GiftBagGrant {
  giftId: number;
  /** Of the gift, to each member. */
  count: number;
  memberIds: readonly number[];
  reason: string;
  /** An approved application's or a batch segment's key: members already served under it are skipped. */
  sourceKey?: string;
  /** Whose gift quota the send uses and whose name it carries: the caller by default. */
  issuer?: { id: number; name: string };
  /** Whose regions the members and the gift must be in: the caller's by default. */
  scope?: Scope;
  /** Quota already taken for this send. */
  prepaid?: boolean;
}

/**
 * The gift given, as the gift picker offers it: on shelf now and sold in one of the caller's
 * regions; any other is refused on the gift field (grant_item_unavailable), a missing one not_found.
 */
async function giftOf(ctx: ActionContext, id: number, scope: Scope) {
  const [gift] = await ctx.db
    .select({
      zh: gifts.nameZh,
      en: gifts.nameEn,
      regions: gifts.regions,
      onAt: gifts.onAt,
      offAt: gifts.offAt,
      enabled: gifts.isOn,
    })
    .from(gifts)
    .where(eq(gifts.id, id));
  if (!gift) throw notFound();
  const inRegions = scope.all || gift.regions.some((region) => scope.regionIds.includes(region));
  if (!inRegions || shelfStateOf(gift, ctx.now) !== 'on') {
    throw new ActionError(Status.invalid, 'grant_item_unavailable', { data: { errors: { gift_id: 'grant_item_unavailable' } } });
  }
  return gift;
}

/**
 * Gifts into members' backpacks (SPEC §7 SendCoins gift bags), the one path for them (the send, and
 * an approved application's gifts): recipients checked as for coins, the gift checked, one record
 * per member and the backpack's count raised (giveGiftBags, which rewards use too), then the
 * issuer's gift quota (count × members) taken by a conditional update, all in the caller's
 * transaction. Any refusal throws and leaves nothing.
 */
export async function grantGiftBags(ctx: ActionContext, grant: GiftBagGrant): Promise<{ members: number; total: number }> {
  const scope = grant.scope ?? ctx.scope;
  await checkRecipients(ctx.db, grant.memberIds, scope);
  const gift = await giftOf(ctx, grant.giftId, scope);
  const admin = grant.issuer ?? { id: ctx.admin.adminId, name: ctx.admin.username };
  const { memberIds: given, bagIds } = await giveGiftBags(ctx.db, {
    giftId: grant.giftId,
    count: grant.count,
    memberIds: grant.memberIds,
    reason: grant.reason,
    by: admin,
    sourceKey: grant.sourceKey,
    now: ctx.now,
  });
  const total = grant.count * given.length;
  if (given.length > 0 && !grant.prepaid) await useItemQuota(ctx.db, admin.id, 'gift', total, ctx);
  ctx.audit({
    targetType: 'member',
    targetId: given.slice(0, 50).join(','),
    message: {
      key: 'gift_bags_sent',
      params: { name: { zh: gift.zh, en: gift.en }, each: grant.count, count: given.length, total, reason: grant.reason },
    },
    after: { gift_id: grant.giftId, count: grant.count, member_ids: given, bag_ids: bagIds },
  });
  return { members: given.length, total };
}

const sendGiftBag = implement(giftBagActions.sendGiftBag, (input, ctx) =>
  grantGiftBags(ctx, { giftId: input.gift_id, count: input.count, memberIds: input.ids, reason: input.reason }),
);

/** The gift bags sent: the member's number, nickname and region from the member module (the region scopes a country admin), the gift's icon and name. */
const holder = rowsAboutMember(giftBags.memberId);
const giftBagList = serveResource(giftBagActions.giftBags, giftBags, {
  join: [holder.join, { table: gifts, on: eq(gifts.id, giftBags.giftId) }],
  columns: { ...holder.columns, country_id: holder.profile.countryId, gift_icon: gifts.icon },
  select: { giftNameZh: gifts.nameZh, giftNameEn: gifts.nameEn },
  derived: { gift_name: (record, _now, lang) => (lang === 'en-us' ? record.giftNameEn : record.giftNameZh) },
});

export const giftBagActionList = [sendGiftBag, ...giftBagList];
