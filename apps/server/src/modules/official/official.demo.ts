import { desc } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import { memberProfiles } from '../member/member.lookup.ts';
import { appManagers, officials } from './official.tables.ts';

const DAY = 86_400;
const EVERYWHERE = [0, 1, 2, 3, 4, 5, 6, 9, 10, 11, 12];

type Badge = 'official' | 'system' | 'service';

/** [display name, badge, regions, member's region wanted, on?] */
const DEMO_OFFICIALS: readonly [string, Badge, number[], number, boolean?][] = [
  ['Official Team', 'official', EVERYWHERE, 0],
  ['System Notice', 'system', EVERYWHERE, 0],
  ['Customer Service', 'service', EVERYWHERE, 0],
  ['الفريق الرسمي', 'official', [1], 1],
  ['خدمة العملاء', 'service', [1, 10], 1],
  ['Resmi Hesap', 'official', [3], 3],
  ['India Support', 'service', [4, 12], 4],
  ['Event Center', 'official', [0, 9, 11], 9],
  ['华语官方', 'official', [2], 2],
  ['Hỗ trợ khách hàng', 'service', [5], 5, false],
];

/** [member's region wanted, mute, kick, close room, warn, remarks] */
const DEMO_MANAGERS: readonly [number, boolean, boolean, boolean, boolean, string][] = [
  [1, true, true, true, true, 'Night shift lead, Riyadh'],
  [1, true, true, false, true, 'Weekend rooms'],
  [1, true, false, false, true, 'New volunteer'],
  [0, true, true, true, true, 'Senior moderator'],
  [0, true, true, false, false, ''],
  [3, true, true, false, true, 'Istanbul rooms'],
  [4, true, false, false, true, 'Hindi rooms, evenings'],
  [2, true, true, true, false, ''],
  [9, false, false, false, true, 'Warnings only while on trial'],
];

/**
 * Official accounts and app-side managers on demo members, each in the region asked for (another
 * when the fixture has none there). Members are taken from the newest down, skipping the newest
 * one and the first of each region, which the generated suites' samples use.
 * Member 10000, SPEC's default sender of private messages, is no demo member (ids start at
 * 10,000,001), so the demo cannot list it; staff add it once the app's member 10000 exists.
 */
export async function insertDemoOfficials(db: Orm, now: number): Promise<void> {
  if ((await db.select({ id: officials.id }).from(officials).limit(1)).length > 0) return;
  const profile = memberProfiles();
  const members = (
    await db.select({ id: profile.id, regionId: profile.regionId }).from(profile).orderBy(desc(profile.id)).limit(400)
  ).slice(1);
  const used = new Set<number>();
  const take = (regionId: number) => {
    const member =
      members.find((one) => one.regionId === regionId && !used.has(one.id)) ?? members.find((one) => !used.has(one.id));
    if (member) used.add(member.id);
    return member;
  };
  for (const [n, [displayName, badge, regions, wanted, isOn]] of DEMO_OFFICIALS.entries()) {
    const member = take(wanted);
    if (!member) return;
    await db.insert(officials).values({
      memberId: member.id,
      displayName,
      badge,
      regions,
      isOn: isOn ?? true,
      sort: n,
      createdBy: 1,
      createdByName: 'admin',
      createdAt: now - 200 * DAY + n * DAY,
      updatedAt: now - 200 * DAY + n * DAY,
    });
  }
  for (const [n, [wanted, canMute, canKick, canCloseRoom, canWarn, remarks]] of DEMO_MANAGERS.entries()) {
    const member = take(wanted);
    if (!member) return;
    await db.insert(appManagers).values({
      memberId: member.id,
      regionId: member.regionId,
      canMute,
      canKick,
      canCloseRoom,
      canWarn,
      remarks,
      createdBy: 1,
      createdByName: 'admin',
      createdAt: now - 90 * DAY + n * 7 * DAY,
      updatedAt: now - 90 * DAY + n * 7 * DAY,
    });
  }
}
