import type { Orm } from '../../db/orm.ts';
import { demoGifts } from '../gift/gift.lookup.ts';
import { demoRooms } from '../room/room.lookup.ts';
import { crystalGifts, crystalLevels, crystalRooms } from './room-crystal.tables.ts';
import { demoRoomsBeyondSamples } from './room-number.ts';

const BY_ADMIN = { createdBy: 1, createdByName: 'admin' } as const;

/** Six levels whose chances fall as rewards grow, as a real crystal's would. */
const LEVELS = [
  { level: 1, name: 'Spark', threshold: 5_000, probability: 80, reward: 100 },
  { level: 2, name: 'Glow', threshold: 20_000, probability: 60, reward: 500 },
  { level: 3, name: 'Shine', threshold: 60_000, probability: 45, reward: 1_500 },
  { level: 4, name: 'Radiance', threshold: 150_000, probability: 30, reward: 5_000 },
  { level: 5, name: 'Brilliance', threshold: 400_000, probability: 15, reward: 20_000 },
  { level: 6, name: 'Legend', threshold: 1_000_000, probability: 5, reward: 100_000 },
] as const;

/** Crystal levels, six gifts of the catalogue feeding the crystal, and a dozen demo rooms in the programme. */
export async function insertDemoCrystal(db: Orm, now: number): Promise<void> {
  if ((await db.select({ id: crystalLevels.id }).from(crystalLevels).limit(1)).length > 0) return;
  await db.insert(crystalLevels).values(LEVELS.map((level) => ({ ...level, ...BY_ADMIN, createdAt: now, updatedAt: now })));
  const gifts = await demoGifts(db, 6);
  if (gifts.length > 0) {
    await db.insert(crystalGifts).values(
      gifts.map((gift, n) => ({
        giftId: gift.id,
        energy: gift.price,
        sort: n + 1,
        ...BY_ADMIN,
        createdAt: now,
        updatedAt: now,
      })),
    );
  }
  const rooms = demoRoomsBeyondSamples(await demoRooms(db, 40)).slice(0, 12);
  if (rooms.length > 0) {
    await db
      .insert(crystalRooms)
      .values(rooms.map((room, n) => ({ roomId: room.id, regionId: room.regionId, ...BY_ADMIN, createdAt: now - n * 86_400 })));
  }
}
