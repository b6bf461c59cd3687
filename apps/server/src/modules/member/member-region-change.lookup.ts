import { and, gte, lt } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import { memberRegionChanges } from './member-region-change.tables.ts';

/** The members whose region changed at or after `from` and before `to`. */
export async function membersWhoChangedRegion(db: Orm, from: number, to: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: memberRegionChanges.memberId })
    .from(memberRegionChanges)
    .where(and(gte(memberRegionChanges.changedAt, from), lt(memberRegionChanges.changedAt, to)));
  return rows.map((row) => row.id);
}
