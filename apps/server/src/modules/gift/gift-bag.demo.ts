import { asc, eq } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import { memberProfiles } from '../member/member.lookup.ts';
import { gifts } from './gift.tables.ts';
import { giftBackpacks, giftBags } from './gift-bag.tables.ts';

const DAY = 86_400;
const REASONS = ['Ramadan gifts', 'Top supporter of the week', 'Compensation for a failed recharge', 'Event prize'];

/**
 * Demo gift bags the super admin sent over the last weeks: a few gifts each to the first demo
 * members (every region), and the backpacks they filled. Idempotent: nothing when bags exist.
 */
export async function insertDemoGiftBags(db: Orm, now: number): Promise<void> {
  if ((await db.select({ id: giftBags.id }).from(giftBags).limit(1)).length > 0) return;
  const shelf = await db.select({ id: gifts.id }).from(gifts).where(eq(gifts.isOn, true)).orderBy(asc(gifts.id)).limit(12);
  const profiles = memberProfiles();
  const holders = await db.select({ id: profiles.id }).from(profiles).orderBy(asc(profiles.id)).limit(40);
  if (shelf.length === 0) return;
  const bags = holders.map((member, i) => ({
    memberId: member.id,
    giftId: shelf[(i * 5) % shelf.length]?.id as number,
    count: 1 + (i % 5) * 2,
    reason: REASONS[i % REASONS.length] as string,
    adminId: 1,
    adminName: 'admin',
    createdAt: now - ((i * 7919) % (30 * DAY)),
  }));
  if (bags.length === 0) return;
  await db.insert(giftBags).values(bags);
  await db
    .insert(giftBackpacks)
    .values(bags.map((bag) => ({ memberId: bag.memberId, giftId: bag.giftId, count: bag.count, updatedAt: bag.createdAt })));
}
