import { REGIONS } from '@console/contract';
import { eq } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import { membersWhoChangedRegion } from '../member/member-region-change.lookup.ts';
import { activityRegionLimits } from './activity.tables.ts';

const DAY = 86_400;

/** What the limit reads of its activity. */
interface Limited {
  type: string;
  regions: readonly number[];
  startsAt: number;
  endsAt: number;
}

/**
 * The members kept out of a region-limited activity (one not running in every region) because
 * their region changed within its type's limit: from that many days before the start to the end.
 * None when the activity runs everywhere or its type has no limit. Fixed by the window, so the
 * preview and the settlement of the same window agree.
 */
export async function regionChangedMembers(db: Orm, activity: Limited): Promise<Set<number>> {
  if (REGIONS.every((region) => activity.regions.includes(region.id))) return new Set();
  const [limit] = await db
    .select({ days: activityRegionLimits.days })
    .from(activityRegionLimits)
    .where(eq(activityRegionLimits.type, activity.type));
  if (!limit) return new Set();
  return new Set(await membersWhoChangedRegion(db, activity.startsAt - limit.days * DAY, activity.endsAt));
}
