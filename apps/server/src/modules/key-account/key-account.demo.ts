import { FIRST_SUPER_ADMIN_ID, keyAccountActions } from '@console/contract';
import { asc, eq, gte } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import { admins } from '../../engine/auth/auth.tables.ts';
import { memberProfiles } from '../member/member.lookup.ts';
import { rechargedCoins } from '../member/member-payment-tally.lookup.ts';
import { keyAccounts } from './key-account.tables.ts';

const { KA_MIN_WEALTH_LEVEL, KA_TIERS } = keyAccountActions;
const DAY = 86_400;
/** What account managers write about their key accounts. */
const NOTES = [
  'Prefers WhatsApp; top-ups before weekend PK events',
  'Asked about a custom pretty number; follow up next week',
  'Hosts a family room every evening; wants room support slots',
  'Complained about a delayed Google Play order (credited)',
  'VIP birthday in two weeks: prepare a gift',
  '',
];

/**
 * Demo key accounts: 36 members above the wealth (consumption) level, looked after by the demo staff
 * in turn, some never contacted. The first four are outside region 1 (the generated suites' samples
 * edit and delete them). Running it again adds nothing.
 */
export async function insertDemoKeyAccounts(db: Orm, now: number): Promise<void> {
  const [any] = await db.select({ id: keyAccounts.id }).from(keyAccounts).limit(1);
  if (any) return;
  const staff = await db
    .select({ id: admins.id, username: admins.username })
    .from(admins)
    .where(eq(admins.status, 'enabled'))
    .orderBy(asc(admins.id))
    .limit(6);
  if (staff.length === 0) return;
  const profile = memberProfiles();
  const rich = await db
    .select({ id: profile.id, regionId: profile.regionId })
    .from(profile)
    .where(gte(profile.wealthLevel, KA_MIN_WEALTH_LEVEL + 15))
    .orderBy(asc(profile.id))
    .limit(120);
  const outside = rich.filter((member) => member.regionId !== 1).slice(0, 4);
  const chosen = [...outside, ...rich.filter((member, n) => n % 3 === 0 && !outside.includes(member))].slice(0, 36);
  for (const [n, member] of chosen.entries()) {
    const manager = staff[n % staff.length] ?? { id: FIRST_SUPER_ADMIN_ID, username: 'admin' };
    await db.insert(keyAccounts).values({
      memberId: member.id,
      regionId: member.regionId,
      tier: KA_TIERS[n % 7 === 0 ? 2 : n % 3 === 0 ? 1 : 0] as string,
      rechargeCoins: await rechargedCoins(db, member.id),
      managerId: manager.id,
      managerName: manager.username,
      // Not n % 6: the six demo staff take turns, and each would get the same note.
      notes: NOTES[(n + Math.floor(n / 6)) % NOTES.length] as string,
      lastContactAt: n % 5 === 4 ? null : now - ((n * 29) % 40) * DAY - 3_600,
      createdBy: FIRST_SUPER_ADMIN_ID,
      createdByName: 'admin',
      createdAt: now - (60 - n) * DAY,
      updatedAt: now - DAY,
    });
  }
}
