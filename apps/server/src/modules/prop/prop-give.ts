import type { PropGrantKind } from '@console/contract';
import { eq } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import { givePropsToBackpacks } from '../member/member.holdings.ts';
import { couponHoldings, nameplateGrants, nameplates, ringGrants, shopProps } from './prop.tables.ts';
import { propGrants } from './prop-grant.tables.ts';

const DAY = 86_400;

export interface Item {
  name: string;
  /** Its own validity in days; null for a nameplate. */
  validityDays: number | null;
  /** The prop type whose monthly send limit it counts against, if any: a shop prop's own type. */
  limitedAs: string | null;
}

/** A shop prop as a send gives it, with the regions it is sold in; undefined when there is none. */
export async function shopPropItem(db: Orm, id: number): Promise<(Item & { regions: number[] }) | undefined> {
  const [prop] = await db
    .select({ name: shopProps.name, days: shopProps.validityDays, type: shopProps.propType, regions: shopProps.regions })
    .from(shopProps)
    .where(eq(shopProps.id, id));
  return prop && { name: prop.name, validityDays: prop.days, limitedAs: prop.type, regions: prop.regions };
}

/** A nameplate as a send gives it (no validity of its own); undefined when there is none. */
export async function nameplateItem(db: Orm, id: number, limitedAs: string | null): Promise<Item | undefined> {
  const [plate] = await db.select({ name: nameplates.name }).from(nameplates).where(eq(nameplates.id, id));
  return plate && { name: plate.name, validityDays: null, limitedAs };
}

/** One give of an item to members, its checks done by the caller (a staff send, a reward). */
export interface Give {
  kind: PropGrantKind;
  itemId: number;
  item: Item;
  memberIds: readonly number[];
  days: number;
  reason: string;
  /** Whose name the records carry: the admin who sent it, or who decided a reward. */
  by: { id: number; name: string };
  /** Members already given this item under the key are left out. */
  sourceKey?: string;
  now: number;
  /** What the member's prop list says a shop prop came from. */
  source: string;
}

export interface Given {
  /** The members given it now, in id order (without those the key had served before). */
  memberIds: number[];
  grantIds: number[];
  expiresAt: number;
}

/** The holdings a give makes, one per member: what the member's prop list and the hidden lists show. */
async function hold(db: Orm, give: Give, memberIds: number[], expiresAt: number): Promise<void> {
  const at = { grantedAt: give.now, expiresAt };
  switch (give.kind) {
    case 'prop':
      return givePropsToBackpacks(
        db,
        memberIds.map((memberId) => ({
          memberId,
          // A shop prop's type is what it counts against (shopPropItem).
          propType: give.item.limitedAs as string,
          name: give.item.name,
          source: give.source,
          expiresAt,
          createdAt: give.now,
        })),
      );
    case 'nameplate':
      await db
        .insert(nameplateGrants)
        .values(memberIds.map((memberId) => ({ memberId, nameplateId: give.itemId, grantedByName: give.by.name, ...at })));
      return;
    case 'ring':
      await db.insert(ringGrants).values(
        memberIds.map((memberId) => ({
          memberId,
          ringId: give.itemId,
          grantedByName: give.by.name,
          reason: give.reason,
          ...at,
        })),
      );
      return;
    case 'coupon':
      await db.insert(couponHoldings).values(memberIds.map((memberId) => ({ memberId, couponId: give.itemId, ...at })));
  }
}

/**
 * The records and holdings of a give, in the caller's transaction, with no request behind it (a
 * job may call it): one record per member, then the holding. Recipients, item, quotas and the
 * operation log are the caller's (grantProps for staff sends, payReward for rewards).
 */
export async function giveItems(db: Orm, give: Give): Promise<Given> {
  const expiresAt = give.now + give.days * DAY;
  // The records come first: under a source key, a member given this item before conflicts and is left out.
  const recorded = await db
    .insert(propGrants)
    .values(
      give.memberIds.map((memberId) => ({
        kind: give.kind,
        itemId: give.itemId,
        itemName: give.item.name,
        propType: give.item.limitedAs,
        memberId,
        days: give.days,
        expiresAt,
        reason: give.reason,
        adminId: give.by.id,
        adminName: give.by.name,
        sourceKey: give.sourceKey ?? null,
        grantedAt: give.now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: propGrants.id, memberId: propGrants.memberId });
  const memberIds = recorded.map((row) => row.memberId).sort((a, b) => a - b);
  if (memberIds.length > 0) await hold(db, give, memberIds, expiresAt);
  return { memberIds, grantIds: recorded.map((row) => row.id), expiresAt };
}
