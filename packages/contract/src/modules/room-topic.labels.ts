import { defineLabels } from '../resource/labels.ts';

/** Words of the room topics (menu 2018), both languages. */
export const roomTopicLabels = defineLabels({
  noun: ['房间话题', 'room topic'],
  tab: ['话题', 'Topics'],
  fields: {},
  help: {
    regions: ['话题在这些区域的应用内展示', 'The app shows the topic in these regions'],
  },
});

/** Words of the rooms on topics tab, its import included. */
export const topicRoomLabels = defineLabels({
  noun: ['话题房间', 'topic room'],
  tab: ['话题房间', 'Rooms on topics'],
  fields: {
    topic_id: ['话题', 'Topic'],
    topic_name: ['话题名称', 'Topic name'],
  },
  actions: {
    uploadRoomsExcel: ['导入房间', 'Import rooms'],
  },
  help: {
    room_no: ['房间靓号', "The room's pretty number"],
  },
  screen: {
    import: ['导入房间', 'Import rooms'],
    importHelp: [
      '房间号(靓号),用逗号、空格或换行分隔;已在话题中的房间会跳过',
      'Room numbers (pretty numbers), separated by commas, spaces or new lines; rooms already on the topic are skipped',
    ],
    rooms: ['房间号', 'Room numbers'],
  },
});
