import { roomSupportPoorActions as poor } from '@console/contract';
import { and, asc, gte, lt, not } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import { demoGifts } from '../gift/gift.lookup.ts';
import { giveGiftBags } from '../gift/gift-bag.give.ts';
import { roomStandings } from '../room/room-standing.lookup.ts';
import { poorGifts } from './room-support.tables.ts';

const DAY = 86_400;
const ADMIN = { id: 1, name: 'admin' };
const REASONS = ['Welcome gift for a new room', 'Help a quiet room get started'];

/**
 * Poor-room gifts staff sent before: every other new cold room (as the poor list picks them,
 * coldest first) got a gift for its owner's bag a few days ago, through the gift bags as
 * sendPoorGift gives them (the demo staff's quotas are seeded figures that stand for these).
 */
export async function insertDemoPoorGifts(db: Orm, now: number, blacklisted: ReadonlySet<number>): Promise<void> {
  const [gift] = await demoGifts(db, 1);
  if (!gift) return;
  const room = roomStandings();
  const cold = await db
    .select({ id: room.id, regionId: room.regionId, ownerId: room.ownerId })
    .from(room)
    .where(and(gte(room.createdAt, now - poor.NEW_ROOM_DAYS * DAY), lt(room.heat, poor.POOR_ROOM_MAX_HEAT), not(room.banned)))
    .orderBy(asc(room.heat), asc(room.id))
    .limit(40);
  for (const [n, target] of cold.filter((candidate) => !blacklisted.has(candidate.id)).entries()) {
    if (n % 2 === 1) continue;
    const at = now - (2 + (n % 9)) * DAY;
    const reason = REASONS[n % REASONS.length] as string;
    await giveGiftBags(db, { giftId: gift.id, count: 1 + (n % 3), memberIds: [target.ownerId], reason, by: ADMIN, now: at });
    await db.insert(poorGifts).values({
      roomId: target.id,
      regionId: target.regionId,
      ownerId: target.ownerId,
      giftId: gift.id,
      count: 1 + (n % 3),
      reason,
      adminId: ADMIN.id,
      adminName: ADMIN.name,
      createdAt: at,
    });
  }
}
