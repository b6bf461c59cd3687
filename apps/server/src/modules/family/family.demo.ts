import { asc } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import { memberProfiles } from '../member/member.lookup.ts';
import { storeGeneratedImage } from '../upload/upload.store.ts';
import { families, familyDissolutions, familyMembers } from './family.tables.ts';

const DAY = 86_400;
const BY_ADMIN = { createdBy: 1, createdByName: 'admin' } as const;

type Application = 'pending' | 'disbanded' | 'dismissed' | 'ignored' | null;

/**
 * The demo families, in insert order (their ids and their members' row ids are what the generated
 * suites' samples name, test/samples/family.ts, checked by family.test.ts): the first outside
 * region 1 has a pending dissolution (the first pending outside region 1: the review sample's),
 * the second outside region 1 none (the save and member-removal samples' family).
 */
const FAMILIES: readonly {
  name: string;
  declaration: string;
  inRegion1: boolean;
  extra: number;
  ratio: number;
  level: number;
  application: Application;
}[] = [
  {
    name: 'Desert Roses',
    declaration: 'Kind words, loud music, every night.',
    inRegion1: false,
    extra: 3,
    ratio: 30,
    level: 4,
    application: 'pending',
  },
  {
    name: '星光家族',
    declaration: '一起唱歌,一起成长,欢迎每一位新朋友。',
    inRegion1: false,
    extra: 4,
    ratio: 25,
    level: 6,
    application: null,
  },
  {
    name: 'Golden Falcons',
    declaration: 'The Gulf’s friendliest family: join our Friday party.',
    inRegion1: true,
    extra: 5,
    ratio: 40,
    level: 7,
    application: 'pending',
  },
  {
    name: '月光之城',
    declaration: '夜晚聊天,白天加油,家族就是家。',
    inRegion1: true,
    extra: 2,
    ratio: 20,
    level: 3,
    application: 'dismissed',
  },
  {
    name: 'Nile Stars',
    declaration: 'Poetry and tea from Cairo to Casablanca.',
    inRegion1: false,
    extra: 3,
    ratio: 50,
    level: 5,
    application: 'ignored',
  },
  {
    name: 'Cedar Hearts',
    declaration: 'We were a family; thank you all.',
    inRegion1: false,
    extra: 2,
    ratio: 15,
    level: 2,
    application: 'disbanded',
  },
  {
    name: '梦想家',
    declaration: '为梦想发声,每周日家族 PK。',
    inRegion1: true,
    extra: 6,
    ratio: 35,
    level: 8,
    application: null,
  },
  {
    name: 'Ocean Waves',
    declaration: 'Chill rooms, good vibes, no drama.',
    inRegion1: false,
    extra: 4,
    ratio: 10,
    level: 1,
    application: 'pending',
  },
  {
    name: 'Royal Lions',
    declaration: 'Strong together: hosts, singers and friends.',
    inRegion1: true,
    extra: 3,
    ratio: 60,
    level: 9,
    application: 'ignored',
  },
];

const REASONS = ['我们要合并到另一个家族', 'Our owner is leaving the app', 'Not enough active members any more'];

const LEAVE_REASONS = [
  'Asked to leave: moving to a family of friends',
  'Inactive for two months',
  'Insulted other members in the family room',
];

/**
 * Families come and go: in every other family (not the samples' family 2, whose row 16 the
 * suites remove) the first plain member was removed by staff three days after joining, as history.
 */
const leftEarly = (n: number, k: number) => n % 2 === 0 && k === 6;

function avatarOf(name: string, n: number): { mime: string; data: Buffer } {
  const hue = (n * 47) % 360;
  return {
    mime: 'image/svg+xml',
    data: Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" rx="48" fill="hsl(${hue},60%,45%)"/><text x="50%" y="60%" font-family="sans-serif" font-size="40" fill="#fff" text-anchor="middle">${name.slice(0, 1)}</text></svg>`,
    ),
  };
}

/**
 * Nine families of an owner, five founders and a few members each, all of one region, from demo
 * members past the first sixty (other samples' members) and before the last forty; dissolution
 * applications in every state, the disbanded one's family dissolved and its members released.
 */
export async function insertDemoFamilies(db: Orm, now: number): Promise<void> {
  if ((await db.select({ id: families.id }).from(families).limit(1)).length > 0) return;
  const profiles = memberProfiles();
  const pool = await db
    .select({ id: profiles.id, regionId: profiles.regionId })
    .from(profiles)
    .orderBy(asc(profiles.id))
    .offset(60)
    .limit(1000);
  const usable = pool.slice(0, Math.max(0, pool.length - 40));
  const byRegion = new Map<number, number[]>();
  for (const member of usable) byRegion.set(member.regionId, [...(byRegion.get(member.regionId) ?? []), Number(member.id)]);
  const take = (inRegion1: boolean, count: number): { regionId: number; ids: number[] } | undefined => {
    const regions = [...byRegion.entries()]
      .filter(([region, ids]) => (region === 1) === inRegion1 && ids.length >= count)
      .sort((a, b) => b[1].length - a[1].length);
    const [region, ids] = regions[0] ?? [];
    if (region === undefined || !ids) return undefined;
    byRegion.set(region, ids.slice(count));
    return { regionId: region, ids: ids.slice(0, count) };
  };
  for (const [n, family] of FAMILIES.entries()) {
    const drawn = take(family.inRegion1, 6 + family.extra);
    if (!drawn) continue;
    const createdAt = now - (200 - n * 17) * DAY;
    const dissolved = family.application === 'disbanded';
    const submittedAt = now - (n + 1) * 3 * 3600;
    const reviewedAt = family.application === 'pending' ? null : submittedAt + 5400;
    const avatar = await storeGeneratedImage(db, avatarOf(family.name, n), now);
    const [created] = await db
      .insert(families)
      .values({
        name: family.name,
        ownerId: drawn.ids[0] as number,
        avatar,
        declaration: family.declaration,
        level: family.level,
        incomeRatio: family.ratio,
        regionId: drawn.regionId,
        state: dissolved ? 'dissolved' : 'active',
        dissolvedAt: dissolved ? reviewedAt : null,
        ...BY_ADMIN,
        createdAt,
        updatedAt: dissolved ? (reviewedAt as number) : createdAt,
      })
      .returning({ id: families.id });
    if (!created) continue;
    await db.insert(familyMembers).values(
      drawn.ids.map((memberId, k) => ({
        familyId: created.id,
        memberId,
        role: k === 0 ? 'owner' : k <= 5 ? 'founder' : 'member',
        regionId: drawn.regionId,
        joinedAt: k <= 5 ? createdAt : createdAt + k * 9 * DAY,
        ...(dissolved
          ? { removedAt: reviewedAt, removedBy: 1, removedByName: 'admin' }
          : leftEarly(n, k)
            ? {
                removedAt: createdAt + k * 9 * DAY + 3 * DAY,
                removedBy: 1,
                removedByName: 'admin',
                removeReason: LEAVE_REASONS[n % 3],
              }
            : {}),
      })),
    );
    if (!family.application) continue;
    await db.insert(familyDissolutions).values({
      familyId: created.id,
      regionId: drawn.regionId,
      reason: REASONS[n % REASONS.length] as string,
      submittedAt,
      state: family.application,
      ...(reviewedAt === null
        ? {}
        : {
            reviewedBy: 1,
            reviewedByName: 'admin',
            reviewedAt,
            reviewReason: family.application === 'dismissed' ? 'The family is still active; talk to your members first' : '',
          }),
    });
  }
}
