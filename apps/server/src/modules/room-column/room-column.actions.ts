import { roomColumnActions } from '@console/contract';
import { eq, sql } from 'drizzle-orm';
import type { ServerModule } from '../../engine/registry.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { entityPlaces } from '../../engine/scope.ts';
import { rowsAboutRoom } from '../room/room.lookup.ts';
import { takeRoomNumber } from '../room-crystal/room-number.ts';
import { insertDemoColumns } from './room-column.demo.ts';
import { columnRooms, roomColumns } from './room-column.tables.ts';

const room = rowsAboutRoom(columnRooms.roomId);
const roomsInColumn = sql<number>`(SELECT count(*)::int FROM column_room cr WHERE cr.column_id = room_column.id)`;

/**
 * Room columns and the rooms in them (SPEC §2 /roomColumn): the shape of the room topics, rooms
 * added by pretty id through the room-number helper (SPEC §5's 'Room number cannot be empty', an
 * unknown number refused by name, another region's room refused as out of region).
 */
export const roomColumnModule: ServerModule = {
  name: 'room-column',
  references: {
    roomColumn: entityPlaces({
      id: roomColumns.id,
      regions: roomColumns.regions,
      name: { zh: roomColumns.nameZh, en: roomColumns.nameEn },
    }),
  },
  actions: [
    ...serveResource(roomColumnActions.roomColumns, roomColumns, { select: { room_count: roomsInColumn } }),
    ...serveResource(roomColumnActions.columnRooms, columnRooms, {
      join: [room.join, { table: roomColumns, on: eq(roomColumns.id, columnRooms.columnId) }],
      columns: { room_no: room.columns.room_no, room_name: room.columns.room_name },
      select: { column_name_zh: roomColumns.nameZh, column_name_en: roomColumns.nameEn },
      derived: {
        column_name: (record, _now, lang) => String(lang === 'en-us' ? record.column_name_en : record.column_name_zh),
      },
      // The column is the save's reference: the engine refused one missing or shown in none of the caller's regions.
      beforeSave: takeRoomNumber,
    }),
  ],
  demo: insertDemoColumns,
};
