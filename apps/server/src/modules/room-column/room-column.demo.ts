import type { Orm } from '../../db/orm.ts';
import { demoRooms } from '../room/room.lookup.ts';
import { demoRoomsBeyondSamples } from '../room-crystal/room-number.ts';
import { columnRooms, roomColumns } from './room-column.tables.ts';

const BY_ADMIN = { createdBy: 1, createdByName: 'admin' } as const;
const DAY = 86_400;

/** Shown in region 1 alone, in several with 1, and in none with 1, so region scope has each case to show. */
const COLUMNS = [
  { nameZh: '热门', nameEn: 'Popular', nameAr: 'رائج', regions: [0, 1, 3] },
  { nameZh: '新房间', nameEn: 'New rooms', nameAr: 'غرف جديدة', regions: [1] },
  { nameZh: '交友', nameEn: 'Make friends', nameAr: 'تعارف', regions: [0, 4, 5, 6] },
  { nameZh: '音乐电台', nameEn: 'Music radio', nameAr: 'راديو', regions: [1, 3, 9] },
] as const;

/** Four columns with a few rooms each, one switched off. */
export async function insertDemoColumns(db: Orm, now: number): Promise<void> {
  if ((await db.select({ id: roomColumns.id }).from(roomColumns).limit(1)).length > 0) return;
  const rooms = demoRoomsBeyondSamples(await demoRooms(db, 48));
  const ids: number[] = [];
  for (const [n, column] of COLUMNS.entries()) {
    const [created] = await db
      .insert(roomColumns)
      .values({
        ...column,
        regions: [...column.regions],
        sort: n + 1,
        isOn: n !== 3,
        ...BY_ADMIN,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: roomColumns.id });
    if (created) ids.push(created.id);
  }
  // The last column's rooms first: the newest room row is then in the first column, so deleting
  // the newest column (as the generated suites do) leaves the newest room row for its own delete.
  for (const [n, columnId] of [...ids.entries()].reverse()) {
    const members = rooms.filter((_room, index) => index % COLUMNS.length === n).slice(0, 7);
    if (members.length === 0) continue;
    await db.insert(columnRooms).values(
      members.map((room, sort) => ({
        columnId,
        roomId: room.id,
        regionId: room.regionId,
        sort,
        ...BY_ADMIN,
        createdAt: now - sort * DAY,
        updatedAt: now,
      })),
    );
  }
}
