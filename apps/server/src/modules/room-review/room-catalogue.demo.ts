import type { Orm } from '../../db/orm.ts';
import { demoRooms } from '../room/room.lookup.ts';
import { demoImage } from './demo-images.ts';
import {
  roomBackgroundCatalogue as backgrounds,
  roomCertificationTable as certifications,
  roomReceptionTable as receptions,
  roomReceptionRecordTable as records,
} from './room-review.tables.ts';

const DAY = 86_400;
const ALL_REGIONS = [0, 1, 2, 3, 4, 5, 6, 9, 10, 11, 12];

/** Days from now: on time (null: at once) and off time (null: never). */
const BACKGROUNDS: readonly {
  name: string;
  price: number;
  regions: number[];
  on: number | null;
  off: number | null;
  isOn?: boolean;
}[] = [
  { name: 'Starry night', price: 0, regions: ALL_REGIONS, on: null, off: null },
  { name: 'Desert dunes', price: 0, regions: [1], on: -30, off: null },
  { name: 'Golden mosque', price: 3000, regions: [1, 10], on: -10, off: 20 },
  { name: 'Bosphorus sunset', price: 1500, regions: [3], on: null, off: null },
  { name: 'Taj Mahal at dawn', price: 2000, regions: [4, 12], on: -5, off: null },
  { name: 'Carnival', price: 5000, regions: [9, 11], on: 7, off: 37 },
  { name: 'Rice terraces', price: 0, regions: [5, 6, 10], on: -60, off: -20 },
  { name: 'Neon city', price: 8000, regions: ALL_REGIONS, on: -3, off: null, isOn: false },
  { name: 'Cherry blossom', price: 1200, regions: [0, 5, 6], on: 14, off: 44, isOn: false },
  { name: 'Ocean deep', price: 0, regions: [0, 2], on: null, off: null },
  { name: 'Christmas lights', price: 2500, regions: [0, 9, 11], on: 20, off: 50 },
  { name: 'Aurora', price: 6000, regions: [0, 3, 9], on: -15, off: null },
];
const CERTIFICATIONS = [
  { name: 'Official room', label: 'Official' },
  { name: 'Star family', label: 'Star' },
  { name: 'Top singers', label: 'Music' },
  { name: 'Verified agency', label: 'Agency' },
];

/** Backgrounds of every shelf state; certifications on 14 demo rooms (two expired); reception rooms and 30 days of their receptions. */
export async function insertDemoCatalogue(db: Orm, now: number): Promise<void> {
  if ((await db.select({ id: backgrounds.id }).from(backgrounds).limit(1)).length === 0) {
    for (const [n, bg] of BACKGROUNDS.entries()) {
      await db.insert(backgrounds).values({
        name: bg.name,
        image: await demoImage(db, now, 'background', n, 180, 320),
        price: bg.price,
        regions: bg.regions,
        onAt: bg.on === null ? null : now + bg.on * DAY,
        offAt: bg.off === null ? null : now + bg.off * DAY,
        isOn: bg.isOn ?? true,
        sort: n * 10,
        createdBy: 1,
        createdByName: 'admin',
        createdAt: now - 40 * DAY,
        updatedAt: now - 40 * DAY + n * 3600,
      });
    }
  }
  const rooms = await demoRooms(db, 40);
  if ((await db.select({ id: certifications.id }).from(certifications).limit(1)).length === 0) {
    for (const [n, room] of rooms.filter((_, index) => index % 3 === 1).entries()) {
      const kind = CERTIFICATIONS[n % CERTIFICATIONS.length] as (typeof CERTIFICATIONS)[number];
      const expiresAt = n % 7 === 5 ? now - 3 * DAY : n % 2 === 0 ? null : now + (30 + n * 10) * DAY;
      await db.insert(certifications).values({
        roomId: room.id,
        regionId: room.regionId,
        name: kind.name,
        label: kind.label,
        icon: await demoImage(db, now, 'certification', n, 64, 64),
        regions: [room.regionId],
        expiresAt,
        createdBy: 1,
        createdByName: 'admin',
        createdAt: now - (60 - n) * DAY,
        updatedAt: now - (60 - n) * DAY,
      });
    }
  }
  if ((await db.select({ id: receptions.id }).from(receptions).limit(1)).length === 0) {
    await insertDemoReceptions(
      db,
      now,
      rooms.filter((_, index) => index % 4 === 2),
    );
  }
}

const WINDOWS = [
  ['10:00', '14:00'],
  ['20:00', '23:30'],
  ['22:00', '02:00'],
] as const;

/** Each reception room gets one or two receptionists (members next to its owner) and 30 days of receptions. */
async function insertDemoReceptions(db: Orm, now: number, rooms: Awaited<ReturnType<typeof demoRooms>>): Promise<void> {
  const logged: (typeof records.$inferInsert)[] = [];
  for (const [n, room] of rooms.entries()) {
    const staff = n % 2 === 0 ? [room.ownerId + 1, room.ownerId + 2] : [room.ownerId + 1];
    for (const [k, memberId] of staff.entries()) {
      const [from, to] = WINDOWS[(n + k) % WINDOWS.length] as readonly [string, string];
      await db.insert(receptions).values({
        roomId: room.id,
        regionId: room.regionId,
        memberId,
        windowFrom: from,
        windowTo: to,
        createdBy: 1,
        createdByName: 'admin',
        createdAt: now - 35 * DAY,
        updatedAt: now - 35 * DAY,
      });
      // A busier room receives more: 1 to 4 a day, guests among the next members (some come back).
      for (let day = 0; day < 30; day++) {
        const count = 1 + ((n * 7 + k * 3 + day) % 4);
        for (let i = 0; i < count; i++) {
          logged.push({
            roomId: room.id,
            regionId: room.regionId,
            memberId,
            guestId: room.ownerId + 3 + ((day * 5 + i * 3 + k) % 7),
            receivedAt: now - day * DAY - 3600 * (1 + ((i * 5 + k) % 20)),
            staySeconds: 60 + ((day * 97 + i * 31 + n * 13) % 1800),
          });
        }
      }
    }
  }
  for (let at = 0; at < logged.length; at += 500) await db.insert(records).values(logged.slice(at, at + 500));
}
