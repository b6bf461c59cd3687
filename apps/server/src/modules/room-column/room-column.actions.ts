import { roomColumnActions } from '@console/contract';
import { eq, sql } from 'drizzle-orm';
import type { ActionContext } from '../../engine/context.ts';
import { forbidden, invalid } from '../../engine/errors.ts';
import type { ServerModule } from '../../engine/registry.ts';
import type { Values } from '../../engine/resource/resource-writes.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { rowsAboutRoom } from '../room/room.lookup.ts';
import { takeRoomNumber } from '../room-crystal/room-number.ts';
import { insertDemoColumns } from './room-column.demo.ts';
import { columnRooms, roomColumns } from './room-column.tables.ts';

const room = rowsAboutRoom(columnRooms.roomId);
const roomsInColumn = sql<number>`(SELECT count(*)::int FROM column_room cr WHERE cr.column_id = room_column.id)`;

/**
 * The column a room goes in: it must exist and be seen by the caller (shown in one of their
 * regions), or the row would sit in a column they cannot see.
 */
async function columnFor(ctx: ActionContext, columnId: number): Promise<void> {
  const [column] = await ctx.db.select({ regions: roomColumns.regions }).from(roomColumns).where(eq(roomColumns.id, columnId));
  if (!column) throw invalid('column_unknown', { column_id: 'not_found' });
  const { scope } = ctx;
  if (!scope.all && !column.regions.some((region) => scope.regionIds.includes(region))) throw forbidden('out_of_region');
}

/**
 * Room columns and the rooms in them (SPEC §2 /roomColumn): the shape of the room topics, rooms
 * added by pretty id through the room-number helper (SPEC §5's 'Room number cannot be empty', an
 * unknown number refused by name, another region's room refused as out of region).
 */
export const roomColumnModule: ServerModule = {
  name: 'room-column',
  actions: [
    ...serveResource(roomColumnActions.roomColumns, roomColumns, { select: { room_count: roomsInColumn } }),
    ...serveResource(roomColumnActions.columnRooms, columnRooms, {
      join: [room.join, { table: roomColumns, on: eq(roomColumns.id, columnRooms.columnId) }],
      columns: { room_no: room.columns.room_no, room_name: room.columns.room_name },
      select: { column_name_zh: roomColumns.nameZh, column_name_en: roomColumns.nameEn },
      derived: {
        column_name: (record, _now, lang) => String(lang === 'en-us' ? record.column_name_en : record.column_name_zh),
      },
      async beforeSave(values: Values, ctx, before) {
        await columnFor(ctx, Number(values.column_id ?? before?.column_id));
        await takeRoomNumber(values, ctx, before);
      },
    }),
  ],
  demo: insertDemoColumns,
};
