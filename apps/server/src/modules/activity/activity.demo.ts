import type { Reward } from '@console/contract';
import { asc, eq } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import { familiesById } from '../family/family.lookup.ts';
import { demoGifts } from '../gift/gift.lookup.ts';
import { memberStandings } from '../member/member-payment-tally.lookup.ts';
import { demoRooms } from '../room/room.lookup.ts';
import { storeGeneratedImage } from '../upload/upload.store.ts';
import {
  activities,
  activityBlacklist,
  activityGifts,
  activityHonours,
  activityPrizeTypes,
  activityRegionLimits,
  activityShields,
  activityTemplates,
  activityTemplateTiers,
} from './activity.tables.ts';
import { DEMO, type DemoActivity } from './activity-demo-data.ts';
import { ELECTION_DEMO, insertDemoNominations } from './activity-demo-election.ts';
import { FAMILY_STAR_DEMO } from './activity-demo-family.ts';
import { NEW_STAR_ROOM_DEMO } from './activity-demo-new-star.ts';
import { REVENUE_DEMO } from './activity-demo-revenue.ts';
import { activityThresholds } from './activity-kinds.tables.ts';
import { settleLocked, settlesFrom } from './activity-settle.ts';
import { weekAfter, weekStartOf } from './activity-weekly.ts';

const DAY = 86_400;
const ALL_REGIONS = [0, 1, 2, 3, 4, 5, 6, 9, 10, 11, 12];

/** A banner in the activity's colours with its title. */
function pictureOf(activity: DemoActivity): Buffer {
  const [a, b] = activity.colours;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="690" height="240"><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient><rect width="690" height="240" rx="16" fill="url(#g)"/><text x="345" y="132" font-family="sans-serif" font-size="40" font-weight="bold" fill="#fff" text-anchor="middle">${activity.en}</text></svg>`,
  );
}

/**
 * Reward templates: coins for the top three and a gift down to tenth, coins for the top five (both
 * in every region), and one of the English and one of the Arabic region alone, used by no activity.
 */
async function insertTemplates(db: Orm, now: number, giftId: number | undefined): Promise<number[]> {
  const templates: { name: string; regions?: number[]; tiers: [number, number, Reward][] }[] = [
    {
      name: 'Top 3 coins, gifts to 10th',
      tiers: [
        [1, 1, { kind: 'coins', amount: 300_000 }],
        [2, 3, { kind: 'coins', amount: 100_000 }],
        [4, 10, giftId ? { kind: 'gift', item_id: giftId, amount: 5 } : { kind: 'coins', amount: 10_000 }],
      ],
    },
    {
      name: 'Top 5 coins',
      tiers: [
        [1, 1, { kind: 'coins', amount: 200_000 }],
        [2, 5, { kind: 'coins', amount: 50_000 }],
      ],
    },
    { name: 'English region: top 3 coins', regions: [0], tiers: [[1, 3, { kind: 'coins', amount: 30_000 }]] },
    {
      name: 'Arabic region: top 10 coins',
      regions: [1],
      tiers: [
        [1, 1, { kind: 'coins', amount: 80_000 }],
        [2, 10, { kind: 'coins', amount: 8_000 }],
      ],
    },
  ];
  const ids: number[] = [];
  for (const template of templates) {
    const worst = template.tiers.reduce(
      (sum, [from, to, reward]) => sum + (reward.kind === 'coins' ? (reward.amount ?? 0) * (to - from + 1) : 0),
      0,
    );
    const [row] = await db
      .insert(activityTemplates)
      .values({
        name: template.name,
        regions: template.regions ?? ALL_REGIONS,
        worstCaseCoins: worst,
        places: template.tiers.at(-1)?.[1] ?? 0,
        createdBy: 1,
        createdByName: 'admin',
        createdAt: now - 60 * DAY,
        updatedAt: now - 60 * DAY,
      })
      .returning({ id: activityTemplates.id });
    const id = row?.id as number;
    ids.push(id);
    await db.insert(activityTemplateTiers).values(
      template.tiers.map(([rankFrom, rankTo, reward]) => ({
        templateId: id,
        regions: template.regions ?? ALL_REGIONS,
        rankFrom,
        rankTo,
        reward,
      })),
    );
  }
  return ids;
}

/**
 * Demo activities in every state, over the demo's gift records: one running (a live ranking), two
 * ended and settled here (their frozen rankings and reports, in region 1 and outside it), one waiting for review, a draft, a
 * refused, a scheduled and a cancelled one; two templates, a few blacklisted and shielded members.
 * Running it again adds nothing.
 */
export async function insertDemoActivities(db: Orm, now: number, timeZone: string): Promise<void> {
  if ((await db.select({ id: activities.id }).from(activities).limit(1)).length > 0) return;
  const gifts = await demoGifts(db, 6);
  const templates = await insertTemplates(db, now, gifts[2]?.id);
  const today = now - (now % DAY);
  const thisWeek = weekStartOf(now, timeZone);
  const windowOf = (demo: DemoActivity) => {
    if (demo.week === undefined) return { startsAt: today + demo.from * DAY, endsAt: today + demo.to * DAY };
    // Whole weeks on the console's clock: a week is not always 7 × 24 hours where clocks change.
    let startsAt = thisWeek;
    for (let n = 0; n < Math.abs(demo.week); n++) {
      startsAt = demo.week > 0 ? weekAfter(startsAt, timeZone) : weekStartOf(startsAt - DAY, timeZone);
    }
    return { startsAt, endsAt: weekAfter(startsAt, timeZone) };
  };
  const settle: { id: number; at: number }[] = [];
  for (const [n, demo] of [...DEMO, ...FAMILY_STAR_DEMO, ...NEW_STAR_ROOM_DEMO, ...REVENUE_DEMO, ...ELECTION_DEMO].entries()) {
    const submitted = demo.state !== 'draft';
    const reviewed = ['scheduled', 'refused'].includes(demo.state) || (demo.state === 'cancelled' && submitted);
    const { startsAt, endsAt } = windowOf(demo);
    // The later screens' activities were drafted and passed before they started (the first twelve keep their old stamps).
    const before = n >= DEMO.length ? startsAt - 3 * DAY : Number.POSITIVE_INFINITY;
    const [row] = await db
      .insert(activities)
      .values({
        titleZh: demo.zh,
        titleEn: demo.en,
        titleAr: demo.ar,
        picture: await storeGeneratedImage(db, { mime: 'image/svg+xml', data: pictureOf(demo) }, now),
        url: `https://event.example.com/${demo.en.toLowerCase().replace(/\W+/g, '-')}`,
        type: demo.type,
        regions: demo.regions,
        startsAt,
        endsAt,
        state: demo.state,
        metric: demo.metric,
        subject: demo.subject,
        // A revenue activity's minimum is its lowest threshold.
        minValue: demo.thresholds?.[0]?.[0] ?? (demo.metric === 'coins' ? 10 : 0),
        topN: demo.topN ?? 10,
        templateId: demo.thresholds ? null : (templates[demo.template] as number),
        budgetCoins: demo.budget,
        // Most cap the items too (above any demo template's worst case); every fourth leaves them unlimited.
        budgetItems: n % 4 === 3 ? null : 5_000,
        newWithinDays: demo.newWithinDays ?? 0,
        perkPlaces: demo.perk?.places ?? 0,
        perkDays: demo.perk?.days ?? 0,
        perkTitleZh: demo.perk?.zh ?? '',
        perkTitleEn: demo.perk?.en ?? '',
        shown: demo.state === 'scheduled',
        remark: n % 2 === 0 ? 'Banner on the home page for the whole week' : '',
        submittedBy: submitted ? 3 : null,
        submittedByName: submitted ? 'operator' : '',
        reviewedBy: reviewed ? 1 : null,
        reviewedByName: reviewed ? 'admin' : '',
        reviewedAt: reviewed ? Math.min(now - (30 - n) * DAY, before) : null,
        reviewReason: demo.state === 'refused' ? (demo.reason ?? '') : '',
        cancelReason: demo.state === 'cancelled' ? (demo.reason ?? '') : '',
        createdBy: 3,
        createdByName: 'operator',
        createdAt: Math.min(now - (45 - n) * DAY, before - 7 * DAY),
        updatedAt: Math.min(now - (30 - n) * DAY, before),
      })
      .returning({ id: activities.id });
    const id = row?.id as number;
    if (demo.gifts > 0) {
      await db
        .insert(activityGifts)
        .values(gifts.slice(0, demo.gifts).map((gift) => ({ activityId: id, regions: demo.regions, giftId: gift.id })));
    }
    if (demo.thresholds) {
      await db
        .insert(activityThresholds)
        .values(demo.thresholds.map(([value, reward]) => ({ activityId: id, regions: demo.regions, value, reward })));
    }
    if (endsAt < now && demo.state === 'scheduled') settle.push({ id, at: demo.settledOnTime ? settlesFrom({ endsAt }) : now });
  }
  await insertListed(db, now);
  await insertDemoNominations(db, now);
  for (const { id, at } of settle) await settleLocked(db, id, { now: at, timeZone });
  await arrangeHonours(db, now);
}

/**
 * The honour wall as staff keep it: the settlements' winners, the first of them pinned, one hidden
 * (a winner later found boosting), and one added by hand (a singing contest run in a room).
 */
async function arrangeHonours(db: Orm, now: number): Promise<void> {
  const settled = await db.select().from(activityHonours).orderBy(asc(activityHonours.id));
  const [first, second] = settled;
  if (first) await db.update(activityHonours).set({ pinned: true }).where(eq(activityHonours.id, first.id));
  if (second) await db.update(activityHonours).set({ shown: false }).where(eq(activityHonours.id, second.id));
  // Outside the demo country admin's region 1, as the test samples expect of the entry they delete.
  const owners = await memberStandings(
    db,
    (await demoRooms(db, 40)).map((room) => room.ownerId),
  );
  const singer = [...owners].find(([, member]) => member.regionId !== 1);
  if (!singer) return;
  await db.insert(activityHonours).values({
    memberId: singer[0],
    titleZh: '房间好声音冠军',
    titleEn: 'Room singing contest winner',
    rank: 1,
    source: 'manual',
    pinned: false,
    regionId: singer[1].regionId,
    createdBy: 3,
    createdByName: 'operator',
    createdAt: now - 2 * DAY,
  });
}

/** A few blacklisted members, a room and a family, and two shielded members. */
async function insertListed(db: Orm, now: number): Promise<void> {
  const rooms = await demoRooms(db, 40);
  const owners = await memberStandings(
    db,
    rooms.map((room) => room.ownerId),
  );
  const created = { createdBy: 1, createdByName: 'admin', createdAt: now - 5 * DAY };
  const members = [...owners].slice(0, 4);
  const [family] = [...(await familiesById(db, [1, 2]))].map(([, value]) => value);
  const entries = [
    ...members.slice(0, 2).map(([id, member], n) => ({
      subject: 'member',
      subjectId: id,
      subjectName: member.nickname,
      regionId: member.regionId,
      reason: n === 0 ? 'Bought gifts with refunded coins' : 'Ranking boosted by alt accounts',
      endsAt: n === 0 ? null : now + 30 * DAY,
    })),
    ...rooms.slice(5, 6).map((room) => ({
      subject: 'room',
      subjectId: room.id,
      subjectName: room.name,
      regionId: room.regionId,
      reason: 'Room under investigation',
      endsAt: null,
    })),
    ...(family
      ? [
          {
            subject: 'family',
            subjectId: family.id,
            subjectName: family.name,
            regionId: family.regionId,
            reason: 'Family league dispute',
            endsAt: now + 14 * DAY,
          },
        ]
      : []),
  ];
  // Two owners kept out of the first draft only, on that activity's own blacklist: one of region 1,
  // one of another. Inserted before the entries for every activity, so the generated samples'
  // deletes of the two lists (each its list's newest row) never take the same row.
  const [draft] = await db
    .select({ id: activities.id })
    .from(activities)
    .where(eq(activities.state, 'draft'))
    .orderBy(asc(activities.id))
    .limit(1);
  // Not the two members on the blacklist for every activity.
  const later = [...owners].slice(2);
  const kept = [later.find(([, member]) => member.regionId === 1), later.find(([, member]) => member.regionId !== 1)].filter(
    (owner) => owner !== undefined,
  );
  if (draft && kept.length > 0) {
    await db.insert(activityBlacklist).values(
      kept.map(([id, member]) => ({
        subject: 'member',
        subjectId: id,
        subjectName: member.nickname,
        regionId: member.regionId,
        reason: 'Won the last three rankings with gifts from one payer',
        endsAt: null,
        activityId: draft.id,
        ...created,
      })),
    );
  }
  if (entries.length > 0)
    await db.insert(activityBlacklist).values(entries.map((entry) => ({ ...entry, activityId: null, ...created })));
  // One shielded member of region 1 and one of another region.
  const shielded = [
    [...owners].find(([, member], n) => n >= 2 && member.regionId === 1),
    [...owners].find(([, member], n) => n >= 2 && member.regionId !== 1),
  ].filter((entry) => entry !== undefined);
  // Every kind of prize named for the app; medals switched off while their artwork is redrawn (first:
  // the generated samples switch the first row and save it, test/samples/activity.ts).
  await db.insert(activityPrizeTypes).values([
    { kind: 'medal', nameZh: '荣誉勋章', nameEn: 'Medal', enabled: false, remark: 'Artwork being redrawn', ...created },
    { kind: 'coins', nameZh: '金币', nameEn: 'Coins', nameAr: 'عملات', ...created },
    { kind: 'gift', nameZh: '礼物', nameEn: 'Gift', ...created },
    { kind: 'prop', nameZh: '装扮道具', nameEn: 'Dress-up prop', ...created },
    { kind: 'nameplate', nameZh: '专属铭牌', nameEn: 'Nameplate', ...created },
  ]);
  // Plain rankings and family stars keep out members who moved region within a week or a month.
  await db.insert(activityRegionLimits).values([
    { type: 'ranking', days: 7, remark: 'No moving in to win a region’s ranking', ...created },
    { type: 'family_star', days: 30, remark: 'Family owners settle in a region for a month first', ...created },
  ]);
  if (shielded.length > 0) {
    await db.insert(activityShields).values(
      shielded.map(([id, member]) => ({
        memberId: id,
        regionId: member.regionId,
        reason: 'Asked to stay anonymous',
        ...created,
      })),
    );
  }
}
