import { asc, gt } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import { members } from './member.tables.ts';

export interface RegisteredMember {
  id: number;
  countryId: number;
  regionId: number;
  registerTime: number;
  registerIp: string;
  deviceId: string;
}

/**
 * Members in id order after `afterId`, with where and how they registered: the device and address
 * the app keeps on the member. For the registration log's demo (modules/developer), a batch at a time.
 */
export async function registeredMembers(db: Orm, afterId: number, limit: number): Promise<RegisteredMember[]> {
  return db
    .select({
      id: members.id,
      countryId: members.countryId,
      regionId: members.regionId,
      registerTime: members.registerTime,
      registerIp: members.registerIp,
      deviceId: members.deviceId,
    })
    .from(members)
    .where(gt(members.id, afterId))
    .orderBy(asc(members.id))
    .limit(limit);
}
