import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import { families, familyMembers } from './family.tables.ts';

export interface FamilyRef {
  id: number;
  name: string;
  ownerId: number;
  regionId: number;
}

const refColumns = { id: families.id, name: families.name, ownerId: families.ownerId, regionId: families.regionId };

/** The family each member belongs to now (members in none are absent), for a family ranking. */
export async function familiesOfMembers(db: Orm, memberIds: readonly number[]): Promise<Map<number, FamilyRef>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .select({ memberId: familyMembers.memberId, ...refColumns })
    .from(familyMembers)
    .innerJoin(families, eq(families.id, familyMembers.familyId))
    .where(and(inArray(familyMembers.memberId, [...memberIds]), isNull(familyMembers.removedAt)));
  return new Map(rows.map(({ memberId, ...family }) => [memberId, family]));
}

/** Families by id; ids that name none are absent. */
export async function familiesById(db: Orm, ids: readonly number[]): Promise<Map<number, FamilyRef>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(refColumns)
    .from(families)
    .where(inArray(families.id, [...ids]));
  return new Map(rows.map((family) => [family.id, family]));
}
