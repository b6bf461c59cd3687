import { type CoinIssueType, roomSupportActions as contract, type SupportKind } from '@console/contract';
import { eq } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import { UNLIMITED } from '../../engine/scope.ts';
import { post } from '../ledger/ledger.post.ts';
import { demoRooms, type RoomRef } from '../room/room.lookup.ts';
import { poorBlacklist, supportGrants, supportRooms, supportSkips } from './room-support.tables.ts';
import { insertDemoPoorGifts } from './room-support-poor.demo.ts';

const DAY = 86_400;
const ADMIN = { id: 1, name: 'admin' };
const ACTIVITIES = [
  { name: 'Ramadan room party', daysAgo: 20, amount: 1000, from: 0.4, to: 0.53 },
  { name: 'Weekend PK night', daysAgo: 4, amount: 800, from: 0.47, to: 0.6 },
] as const;
const BLACKLIST_REASONS = [
  'Owner sells coins off the app',
  'Fake traffic from bots',
  'Three violations this month',
  'Owner asked to leave the programme',
];

/** A release as the console makes it: its row, then its coins through the ledger under its key. */
async function demoRelease(
  db: Orm,
  release: {
    room: RoomRef;
    kind: SupportKind;
    supportId?: number;
    skipId?: number;
    activity?: string;
    amount: number;
    recipients: number[];
    at: number;
    confirmed?: boolean;
    overWeekly?: boolean;
  },
): Promise<number> {
  const issueType: CoinIssueType =
    release.kind === 'activity' ? contract.ACTIVITY_SUPPORT_ISSUE_TYPE : contract.SUPPORT_ISSUE_TYPE;
  const reason = release.activity ?? 'Weekly room support';
  const [row] = await db
    .insert(supportGrants)
    .values({
      roomId: release.room.id,
      regionId: release.room.regionId,
      kind: release.kind,
      supportId: release.supportId ?? null,
      skipId: release.skipId ?? null,
      activity: release.activity ?? '',
      amount: release.amount,
      recipientIds: release.recipients,
      total: release.amount * release.recipients.length,
      confirmed: release.confirmed ?? false,
      overWeekly: release.overWeekly ?? false,
      reason,
      adminId: ADMIN.id,
      adminName: ADMIN.name,
      createdAt: release.at,
    })
    .returning({ id: supportGrants.id });
  const id = (row as { id: number }).id;
  await post(db, {
    kind: 'grant',
    currency: 'gold',
    amount: release.amount,
    memberIds: release.recipients,
    issueType,
    reason,
    admin: ADMIN,
    scope: UNLIMITED,
    now: release.at,
    sourceKey: `room-support:${id}`,
  });
  return id;
}

/**
 * Demo room support over the last five weeks, on up to 60 demo rooms (every fifth left alone): support
 * rooms released about weekly (some again within 6 days after confirmation, a few a third time in a
 * week), two activity batches, supports the app held back with reasons 3–19 (some granted later),
 * a few blacklisted rooms. Coins
 * go through the ledger as the console posts them. Running it again adds nothing.
 */
export async function insertDemoRoomSupport(db: Orm, now: number): Promise<void> {
  if ((await db.select({ id: supportRooms.id }).from(supportRooms).limit(1)).length > 0) return;
  const all = await demoRooms(db, 80);
  if (all.length < 10) return;
  // Every fifth room and each region's first stay out of it all: rooms staff can still add support
  // to (the generated suites' sample rooms are the first inside and outside region 1).
  const firsts = new Set([...new Map([...all].reverse().map((room) => [room.regionId, room.id])).values()]);
  const rooms = all.filter((room, n) => n % 5 !== 4 && !firsts.has(room.id)).slice(0, 60);
  // Each part takes the same share of the rooms outside region 1 (first: id 1 of each table lies
  // outside it) and of those inside, so every screen has rows on both sides of the country admin's scope.
  const outside = rooms.filter((room) => room.regionId !== 1);
  const inside = rooms.filter((room) => room.regionId === 1);
  const share = (list: RoomRef[], from: number, to: number) =>
    list.slice(Math.floor(list.length * from), Math.floor(list.length * to));
  const part = (from: number, to: number) => [...share(outside, from, to), ...share(inside, from, to)];
  const at = (days: number, n: number) => now - days * DAY - ((n * 3137) % 20_000);
  for (const [n, room] of part(0, 0.4).entries()) {
    const admins = Array.from({ length: 1 + (n % 4) }, (_, k) => room.ownerId - k);
    const amount = 500 + (n % 5) * 500;
    const kind = n % 3 === 0 ? 'old' : 'new';
    const [support] = await db
      .insert(supportRooms)
      .values({
        roomId: room.id,
        regionId: room.regionId,
        kind,
        adminIds: admins,
        amount,
        remark: kind === 'new' ? 'New room, first month' : 'Old room coming back',
        createdBy: ADMIN.id,
        createdByName: ADMIN.name,
        createdAt: now - 40 * DAY,
        updatedAt: now - 40 * DAY,
      })
      .returning({ id: supportRooms.id });
    const days = [33, 26, 19, 12, 5].filter((_, week) => (n + week) % 4 !== 3);
    // Some rooms had support again two days later (confirmed), a few a third time that week.
    if (n % 6 === 1) days.push(days[days.length - 1] - 2);
    if (n % 12 === 1) days.push(days[days.length - 1] - 1);
    const times: number[] = [];
    for (const day of days) {
      const time = at(day, n);
      await demoRelease(db, {
        room,
        kind,
        supportId: support?.id,
        amount,
        recipients: admins,
        at: time,
        confirmed: times.some((earlier) => time - earlier < contract.RELEASE_CONFIRM_DAYS * DAY),
        overWeekly: times.filter((earlier) => time - earlier < 7 * DAY).length >= contract.WEEKLY_SUPPORTS,
      });
      times.push(time);
    }
  }
  for (const activity of ACTIVITIES) {
    for (const [n, room] of part(activity.from, activity.to).entries()) {
      await demoRelease(db, {
        room,
        kind: 'activity',
        activity: activity.name,
        amount: activity.amount,
        recipients: [room.ownerId],
        at: now - activity.daysAgo * DAY + n * 60,
      });
    }
  }
  for (const [n, room] of part(0.6, 0.93).entries()) {
    const kind: SupportKind = (['new', 'old', 'activity'] as const)[n % 3];
    const [skip] = await db
      .insert(supportSkips)
      .values({
        roomId: room.id,
        regionId: room.regionId,
        kind,
        amount: 500 + (n % 4) * 250,
        recipientIds: [room.ownerId],
        reasonCode: contract.SKIP_REASONS[n % contract.SKIP_REASONS.length],
        skippedAt: at(1 + (n % 27), n),
      })
      .returning({ id: supportSkips.id, skippedAt: supportSkips.skippedAt });
    // One in four granted a day later by staff, as RoomGrantSupport does (never the first: the
    // generated suites' sample grants skip 1).
    if (n % 4 !== 2 || !skip) continue;
    const grantedAt = skip.skippedAt + DAY;
    await demoRelease(db, {
      room,
      kind,
      skipId: skip.id,
      amount: 500 + (n % 4) * 250,
      recipients: [room.ownerId],
      at: grantedAt,
    });
    await db
      .update(supportSkips)
      .set({ state: 'granted', grantedBy: ADMIN.id, grantedByName: ADMIN.name, grantedAt })
      .where(eq(supportSkips.id, skip.id));
  }
  const blacklisted = part(0.93, 1);
  await db.insert(poorBlacklist).values(
    blacklisted.map((room, n) => ({
      roomId: room.id,
      regionId: room.regionId,
      reason: BLACKLIST_REASONS[n % BLACKLIST_REASONS.length] ?? '',
      createdBy: ADMIN.id,
      createdByName: ADMIN.name,
      createdAt: now - (n + 2) * 3 * DAY,
    })),
  );
  await insertDemoPoorGifts(db, now, new Set(blacklisted.map((room) => room.id)));
}
