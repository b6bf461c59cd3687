import { type LogSummaryKey, type PropGrantKind, type PropGrantResult, propGrantActions, Status } from '@console/contract';
import { eq } from 'drizzle-orm';
import type { ActionContext } from '../../engine/context.ts';
import { ActionError, invalid, notFound } from '../../engine/errors.ts';
import type { Scope } from '../../engine/scope.ts';
import { checkRecipients } from '../ledger/grant.actions.ts';
import { coupons, rings } from './prop.tables.ts';
import { giveItems, type Item, nameplateItem, shopPropItem } from './prop-give.ts';
import { useItemQuota, useMonthlyPropLimit } from './prop-grant-limits.ts';

export type { Item } from './prop-give.ts';

/** What a member's prop list says a staff grant's prop came from. */
const GRANT_SOURCE = 'staff grant';

export interface PropGrant {
  kind: PropGrantKind;
  /** The item of the kind's catalogue: a shop prop, a nameplate, a ring, a coupon. */
  itemId: number;
  memberIds: readonly number[];
  /** How long each member holds it: the item's own validity when left out (a nameplate has none: required). */
  days?: number;
  reason: string;
  /** An approved application's or a batch segment's key: members already given this item under it are skipped. */
  sourceKey?: string;
  /** Whose quota and monthly limit the send uses and whose name it carries: the caller by default (an applicant when an approver grants). */
  issuer?: { id: number; name: string };
  /** Whose regions the members (and a shop prop) must be in: the caller's by default. */
  scope?: Scope;
  /** Quota and monthly limit already taken for this send. */
  prepaid?: boolean;
}

const SUMMARY: Record<PropGrantKind, LogSummaryKey> = {
  prop: 'props_given',
  nameplate: 'nameplates_sent',
  ring: 'rings_granted',
  coupon: 'coupons_sent',
};

/** Refused on the send's item field (prop_id, nameplate_id, ...), so the form shows it there. */
const unavailable = (kind: PropGrantKind) =>
  new ActionError(Status.invalid, 'grant_item_unavailable', {
    data: { errors: { [propGrantActions.PROP_SENDS[kind].item]: 'grant_item_unavailable' } },
  });

/**
 * The item given, refused when there is none (not_found), when a ring or coupon is switched off or
 * when a shop prop is sold in none of the caller's regions (grant_item_unavailable). A prop that is
 * not selling may still be given: staff reward with props the shop does not sell (VIP-only ones).
 */
export async function itemOf(ctx: ActionContext, kind: PropGrantKind, id: number, scope: Scope): Promise<Item> {
  const { LIMITED_AS } = propGrantActions;
  if (kind === 'prop') {
    const prop = await shopPropItem(ctx.db, id);
    if (!prop) throw notFound();
    if (!scope.all && !prop.regions.some((region) => scope.regionIds.includes(region))) throw unavailable(kind);
    return { name: prop.name, validityDays: prop.validityDays, limitedAs: prop.limitedAs };
  }
  if (kind === 'nameplate') {
    const plate = await nameplateItem(ctx.db, id, LIMITED_AS.nameplate);
    if (!plate) throw notFound();
    return plate;
  }
  const table = kind === 'ring' ? rings : coupons;
  const [row] = await ctx.db
    .select({ name: table.name, days: table.validityDays, on: table.isOn })
    .from(table)
    .where(eq(table.id, id));
  if (!row) throw notFound();
  if (!row.on) throw unavailable(kind);
  return { name: row.name, validityDays: row.days, limitedAs: LIMITED_AS[kind] };
}

/**
 * Props, nameplates, rings or coupons to members, the one path for them all (the four sends, and
 * approved prop applications): the recipients checked as for coins (modules/ledger checkRecipients),
 * the item checked, one record and one holding per member (giveItems, which rewards use too), then
 * the issuer's prop quota (one per member) and, for an item with a prop type, their monthly send
 * limit for it consumed by conditional updates, all in the caller's transaction. Any refusal throws
 * and leaves nothing behind.
 */
export async function grantProps(ctx: ActionContext, grant: PropGrant): Promise<PropGrantResult> {
  const scope = grant.scope ?? ctx.scope;
  await checkRecipients(ctx.db, grant.memberIds, scope);
  const item = await itemOf(ctx, grant.kind, grant.itemId, scope);
  const days = grant.days ?? item.validityDays;
  if (days === null) throw invalid('required', { days: 'required' });
  const admin = grant.issuer ?? { id: ctx.admin.adminId, name: ctx.admin.username };
  const {
    memberIds: given,
    grantIds,
    expiresAt,
  } = await giveItems(ctx.db, {
    kind: grant.kind,
    itemId: grant.itemId,
    item,
    memberIds: grant.memberIds,
    days,
    reason: grant.reason,
    by: admin,
    sourceKey: grant.sourceKey,
    now: ctx.now,
    source: GRANT_SOURCE,
  });
  if (given.length > 0 && !grant.prepaid) {
    await useItemQuota(ctx.db, admin.id, 'prop', given.length, ctx);
    if (item.limitedAs)
      await useMonthlyPropLimit(ctx.db, admin.id, item.limitedAs, given.length, {
        now: ctx.now,
        timeZone: ctx.timeZone,
        lang: ctx.lang,
      });
  }
  ctx.audit({
    targetType: 'member',
    targetId: given.slice(0, 50).join(','),
    message: { key: SUMMARY[grant.kind], params: { name: item.name, count: given.length, days, reason: grant.reason } },
    after: {
      kind: grant.kind,
      item_id: grant.itemId,
      member_ids: given,
      days,
      expires_at: expiresAt,
      grant_ids: grantIds,
    },
  });
  return { members: given.length, total: given.length, days };
}
