import { asc } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import { memberProfiles } from '../member/member.lookup.ts';
import { invites } from './invite.tables.ts';

const HOUR = 3600;
const BY_ADMIN = { createdBy: 1, createdByName: 'admin' } as const;
const UNBIND_REASONS = [
  'Inviter and invitee are the same person (same device)',
  'Bound to the wrong inviter by the agent',
  'Invitee asked to leave the programme',
] as const;
const REMARKS = ['Ramadan invite campaign', 'Referred at the Jakarta meetup', '', 'Agent list of week 12', ''] as const;

/**
 * About a hundred invitations over the last eight weeks: ten inviters, each with several invitees
 * from the demo members past the first sixty (other samples' members), by staff, batch files and
 * the app's invite link; one in nine unbound with a reason. The first three rows are the generated
 * suites' samples (test/samples/invite.ts), each an invitee outside region 1: row 1 bound (the
 * unbinding's), row 2 unbound (the deletion's), row 3 unbound with no other binding (binding again).
 */
export async function insertDemoInvites(db: Orm, now: number): Promise<void> {
  if ((await db.select({ id: invites.id }).from(invites).limit(1)).length > 0) return;
  const profiles = memberProfiles();
  const pool = await db
    .select({ id: profiles.id, regionId: profiles.regionId, countryId: profiles.countryId })
    .from(profiles)
    .orderBy(asc(profiles.id))
    .offset(60)
    .limit(110);
  if (pool.length < 20) return;
  const inviters = pool.slice(0, 10);
  const rest = pool.slice(10);
  // The samples' three first, then the others in id order.
  const outside = rest.filter((member) => member.regionId !== 1).slice(0, 3);
  const invitees = [...outside, ...rest.filter((member) => !outside.includes(member))];
  const rows = invitees.map((member, n) => {
    const inviter = inviters[(n * 7) % inviters.length] as (typeof inviters)[number];
    const boundAt = now - (8 * 7 * 24 - n * 13) * HOUR;
    const unbound = n === 1 || n === 2 || (n > 2 && n % 9 === 0);
    return {
      inviteeId: Number(member.id),
      inviterId: Number(inviter.id),
      regionId: member.regionId,
      countryId: member.countryId,
      remark: REMARKS[n % REMARKS.length] as string,
      source: n % 4 === 1 ? 'batch' : n % 3 === 0 ? 'app' : 'manual',
      state: unbound ? 'unbound' : 'bound',
      boundAt,
      ...BY_ADMIN,
      createdAt: boundAt,
      updatedAt: unbound ? boundAt + 3 * 24 * HOUR : boundAt,
      ...(unbound
        ? {
            unboundAt: boundAt + 3 * 24 * HOUR,
            unboundBy: 1,
            unboundByName: 'admin',
            unbindReason: UNBIND_REASONS[n % UNBIND_REASONS.length] as string,
          }
        : {}),
    };
  });
  // One statement: the rows take their ids in this order.
  await db.insert(invites).values(rows);
}
