import { eq } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import { type HostRecord, hostOfMember } from './host.lookup.ts';
import { hosts } from './host.tables.ts';

/** Who a change of a host's guild is made by, and when. */
export interface HostChange {
  now: number;
  admin: { id: number; name: string };
}

/**
 * Puts a member in a guild as its host: a member who is no host yet becomes one (in the member's
 * region), a host between guilds joins this one. The caller has refused a host of another guild
 * (one guild at a time) after reading `hostOfMember(…, lock)`; the unique member index refuses a
 * racing second insert.
 */
export async function joinGuild(
  db: Orm,
  change: HostChange & { memberId: number; regionId: number; guildId: number; hostGroupId?: number },
  existing: HostRecord | undefined,
): Promise<HostRecord> {
  const { now, admin } = change;
  if (existing) {
    const [updated] = await db
      .update(hosts)
      .set({
        guildId: change.guildId,
        joinedAt: now,
        updatedAt: now,
        ...(change.hostGroupId !== undefined ? { hostGroupId: change.hostGroupId } : {}),
      })
      .where(eq(hosts.id, existing.id))
      .returning();
    return updated as HostRecord;
  }
  const [created] = await db
    .insert(hosts)
    .values({
      memberId: change.memberId,
      guildId: change.guildId,
      hostGroupId: change.hostGroupId ?? null,
      joinedAt: now,
      regionId: change.regionId,
      createdBy: admin.id,
      createdByName: admin.name,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return created as HostRecord;
}

/** A host's columns once they leave their guild: still a host, in no guild. */
export const LEFT_GUILD = { guildId: null, joinedAt: null } as const;

export { hostOfMember };
