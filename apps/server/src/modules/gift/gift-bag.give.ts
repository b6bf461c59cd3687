import { sql } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import { giftBackpacks, giftBags } from './gift-bag.tables.ts';

/** One give of a gift to members' backpacks, its checks done by the caller (a staff send, a reward). */
export interface GiftGive {
  giftId: number;
  /** Of the gift, to each member. */
  count: number;
  memberIds: readonly number[];
  reason: string;
  /** Whose name the records carry: the admin who sent it, or who decided a reward. */
  by: { id: number; name: string };
  /** Members already served under the key are left out. */
  sourceKey?: string;
  now: number;
}

/**
 * The records and backpack counts of a give, in the caller's transaction, with no request behind it
 * (a job may call it): one record per member, then each backpack's count raised. Recipients, gift,
 * quota and the operation log are the caller's (grantGiftBags for staff sends, payReward for rewards).
 */
export async function giveGiftBags(db: Orm, give: GiftGive): Promise<{ memberIds: number[]; bagIds: number[] }> {
  // The records come first: under a source key, a member served before conflicts and is left out.
  const recorded = await db
    .insert(giftBags)
    .values(
      give.memberIds.map((memberId) => ({
        memberId,
        giftId: give.giftId,
        count: give.count,
        reason: give.reason,
        adminId: give.by.id,
        adminName: give.by.name,
        sourceKey: give.sourceKey ?? null,
        createdAt: give.now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: giftBags.id, memberId: giftBags.memberId });
  const memberIds = recorded.map((row) => row.memberId).sort((a, b) => a - b);
  if (memberIds.length > 0) {
    await db
      .insert(giftBackpacks)
      .values(memberIds.map((memberId) => ({ memberId, giftId: give.giftId, count: give.count, updatedAt: give.now })))
      .onConflictDoUpdate({
        target: [giftBackpacks.memberId, giftBackpacks.giftId],
        set: { count: sql`${giftBackpacks.count} + excluded.count`, updatedAt: sql`excluded.updated_at` },
      });
  }
  return { memberIds, bagIds: recorded.map((row) => row.id) };
}
