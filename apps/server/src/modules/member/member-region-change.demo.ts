import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import { members } from './member.tables.ts';
import { memberRegionChanges } from './member-region-change.tables.ts';

const DAY = 86_400;
/** Tests move the first members themselves: the demo's moves are of members after them. */
const FIRST = 10_000_100;

/**
 * Demo region changes: a few members who moved to the region they are in now from another, over the
 * last three weeks, so the region change limits of activities (menu 12008) have someone to keep
 * out. Running it again adds nothing.
 */
export async function insertDemoRegionChanges(db: Orm, now: number): Promise<void> {
  const [any] = await db.select({ id: memberRegionChanges.id }).from(memberRegionChanges).limit(1);
  if (any) return;
  const movers = await db
    .select({ id: members.id, regionId: members.regionId })
    .from(members)
    .where(and(gt(members.id, FIRST), eq(members.status, 'normal'), sql`${members.id} % 97 = 5`))
    .orderBy(asc(members.id))
    .limit(12);
  if (movers.length === 0) return;
  await db.insert(memberRegionChanges).values(
    movers.map((member, n) => ({
      memberId: member.id,
      fromRegion: member.regionId === 1 ? 2 : 1,
      toRegion: member.regionId,
      changedAt: now - (1 + ((n * 5) % 21)) * DAY - n * 3600,
    })),
  );
}
