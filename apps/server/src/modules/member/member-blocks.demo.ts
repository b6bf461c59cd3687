import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { insertInSlices } from '../../db/insert-slices.ts';
import type { Orm } from '../../db/orm.ts';
import { memberBans, members } from './member.tables.ts';

const DAY = 86_400;
/** Demo members are numbered from here (seed/demo.ts); the first hundred stay unbanned, as tests take them. */
const FIRST_BANNED = 10_000_100;
/** Nor are the newest few banned: tests take those too (the newest three of a batch ban). */
const NEWEST_UNBANNED = 20;
const EVIDENCE = [
  'Three room members reported the profile pictures; screenshots in the ticket',
  'Sent another app’s invite code to 40 members in one hour',
  'Registered 11 accounts on this device to farm new-user rewards',
  'Coin selling for cash offered in private messages',
];
const LIFT_REASONS = [
  'Appeal accepted: the account was shared by a family member',
  'Report not confirmed after review of the room recording',
  'Device sold second-hand; the new owner proved the purchase',
  'Ban served; the member agreed to the community rules',
];
const STAFF = ['admin', 'country_admin', 'operator'];

interface DemoBan {
  memberId: number;
  kind: 'id' | 'device' | 'ip';
  value: string;
  duration: 'h24' | 'h72' | 'd30' | 'permanent';
  startedDaysAgo: number;
  /** Days ago staff lifted it; absent while it holds (or ran out unlifted). */
  liftedDaysAgo?: number;
}

/** The demo blocks of one member, by the remainders that pick them: each list then shows several states and regions. */
function blocksOf(m: { id: number; deviceId: string; registerIp: string }): DemoBan[] {
  const i = m.id;
  const bans: DemoBan[] = [];
  const ban = (kind: DemoBan['kind'], duration: DemoBan['duration'], startedDaysAgo: number, liftedDaysAgo?: number) =>
    bans.push({
      memberId: i,
      kind,
      value: kind === 'device' ? m.deviceId : kind === 'ip' ? m.registerIp : '',
      duration,
      startedDaysAgo,
      liftedDaysAgo,
    });
  // Account bans: lifted on appeal, run out unlifted, or holding for three days. (One in 53 members is banned by the seed already.)
  if (i % 53 !== 0) {
    if (i % 41 === 5) ban('id', i % 2 === 0 ? 'permanent' : 'd30', 25 + (i % 9), 2 + (i % 11));
    else if (i % 43 === 7) ban('id', 'd30', 40 + (i % 5));
    else if (i % 47 === 9) ban('id', 'h72', 1);
  }
  // Devices and addresses: held, run out, or lifted (a device sold on, a shared network).
  if (i % 37 === 3) ban('device', i % 3 === 0 ? 'd30' : 'permanent', 3 + (i % 17));
  if (i % 31 === 2) ban('ip', i % 2 === 0 ? 'h72' : 'd30', i % 2 === 0 ? 1 : 5 + (i % 20));
  if (i % 29 === 4) ban(i % 2 === 0 ? 'device' : 'ip', 'permanent', 30 + (i % 7), 1 + (i % 13));
  if (i % 59 === 11) ban('ip', 'h24', 6 + (i % 4));
  return bans.filter((b) => b.kind === 'id' || b.value !== '');
}

const SECONDS = { h24: DAY, h72: 3 * DAY, d30: 30 * DAY, permanent: 0 } as const;

/**
 * Demo blocks for bans and blocks (menu 21011): account, device and IP bans of demo members past the
 * first hundred, some holding, some run out, some lifted by staff with a reason, in every region the
 * demo members live in. Running it again adds nothing (the demo evidence is there already).
 */
export async function insertDemoBlocks(db: Orm, now: number): Promise<void> {
  const [already] = await db
    .select({ id: memberBans.id })
    .from(memberBans)
    .where(inArray(memberBans.evidenceText, EVIDENCE))
    .limit(1);
  if (already) return;
  const people = await db
    .select({ id: members.id, deviceId: members.deviceId, registerIp: members.registerIp })
    .from(members)
    .where(and(gt(members.id, FIRST_BANNED), eq(members.status, 'normal')))
    .orderBy(asc(members.id));
  const bans = people.slice(0, -NEWEST_UNBANNED).flatMap(blocksOf);
  if (bans.length === 0) return;
  await insertInSlices(
    db,
    memberBans,
    bans.map((b, n) => {
      const createdAt = now - b.startedDaysAgo * DAY - ((n * 3779) % DAY);
      return {
        memberId: b.memberId,
        kind: b.kind,
        value: b.value,
        reason: (['porn', 'other_app', 'illegal', 'insult', 'terrorism'] as const)[n % 5] as string,
        duration: b.duration,
        expiresAt: b.duration === 'permanent' ? null : createdAt + SECONDS[b.duration],
        evidenceText: EVIDENCE[n % EVIDENCE.length] as string,
        createdBy: 1,
        createdByName: STAFF[n % STAFF.length] as string,
        createdAt,
        ...(b.liftedDaysAgo === undefined
          ? {}
          : {
              liftedAt: now - b.liftedDaysAgo * DAY - ((n * 1013) % DAY),
              liftedByName: STAFF[(n + 1) % STAFF.length] as string,
              liftReason: LIFT_REASONS[n % LIFT_REASONS.length] as string,
            }),
      };
    }),
  );
  // Each account, device and IP ban counts on the member's record, as the user page's bans do.
  const counts = new Map<number, number>();
  for (const b of bans) counts.set(b.memberId, (counts.get(b.memberId) ?? 0) + 1);
  for (const added of new Set(counts.values())) {
    const ids = [...counts].filter(([, n]) => n === added).map(([id]) => id);
    // A slice of ids per statement, as the inserts (a large seed bans tens of thousands).
    for (let from = 0; from < ids.length; from += 10_000) {
      await db
        .update(members)
        .set({ banCount: sql`${members.banCount} + ${added}` })
        .where(inArray(members.id, ids.slice(from, from + 10_000)));
    }
  }
}
