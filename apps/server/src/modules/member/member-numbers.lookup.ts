import { inArray, or } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import { members } from './member.tables.ts';

export interface NumberedMember {
  id: number;
  userNo: number;
  regionId: number;
  countryId: number;
}

/**
 * Members named by what staff type: a user id or a pretty number (`user_no`). A value that is a
 * member's id names that member; otherwise the member with that pretty number. Values naming no
 * member are absent from the map.
 */
export async function membersByNumber(db: Orm, values: readonly number[]): Promise<Map<number, NumberedMember>> {
  if (values.length === 0) return new Map();
  const found = await db
    .select({ id: members.id, userNo: members.userNo, regionId: members.regionId, countryId: members.countryId })
    .from(members)
    .where(or(inArray(members.id, [...values]), inArray(members.userNo, [...values])));
  const byId = new Map(found.map((member) => [member.id, member]));
  const byNo = new Map(found.map((member) => [member.userNo, member]));
  const named = new Map<number, NumberedMember>();
  for (const value of values) {
    const member = byId.get(value) ?? byNo.get(value);
    if (member) named.set(value, member);
  }
  return named;
}
