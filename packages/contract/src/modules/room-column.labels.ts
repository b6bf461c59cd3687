import { defineLabels } from '../resource/labels.ts';

/** Words of the room columns (menu 8001), both languages. */
export const roomColumnLabels = defineLabels({
  noun: ['房间栏目', 'room column'],
  fields: {},
  help: {
    regions: ['栏目在这些区域的应用内展示', 'The app shows the column in these regions'],
  },
});

/** Words of the rooms in columns (menu 8002). */
export const columnRoomLabels = defineLabels({
  noun: ['栏目房间', 'column room'],
  fields: {
    column_id: ['栏目', 'Column'],
    column_name: ['栏目名称', 'Column name'],
  },
  help: {
    room_no: ['房间靓号', "The room's pretty number"],
  },
});
