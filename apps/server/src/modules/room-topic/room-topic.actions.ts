import { roomTopicActions } from '@console/contract';
import { eq, sql } from 'drizzle-orm';
import type { ServerModule } from '../../engine/registry.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { entityPlaces } from '../../engine/scope.ts';
import { rowsAboutRoom } from '../room/room.lookup.ts';
import { takeRoomNumber } from '../room-crystal/room-number.ts';
import { roomBannerActionList } from './room-banner.actions.ts';
import { insertDemoTopicsAndBanners } from './room-topic.demo.ts';
import { roomTopics, topicRooms } from './room-topic.tables.ts';
import { uploadRoomsExcel } from './topic-import.ts';

const room = rowsAboutRoom(topicRooms.roomId);
const roomsOnTopic = sql<number>`(SELECT count(*)::int FROM topic_room tr WHERE tr.topic_id = room_topic.id)`;

export const roomTopicModule: ServerModule = {
  name: 'room-topic',
  references: {
    roomTopic: entityPlaces({
      id: roomTopics.id,
      regions: roomTopics.regions,
      name: { zh: roomTopics.nameZh, en: roomTopics.nameEn },
    }),
  },
  actions: [
    ...serveResource(roomTopicActions.roomTopics, roomTopics, { select: { room_count: roomsOnTopic } }),
    ...serveResource(roomTopicActions.topicRooms, topicRooms, {
      join: [room.join, { table: roomTopics, on: eq(roomTopics.id, topicRooms.topicId) }],
      columns: { room_no: room.columns.room_no, room_name: room.columns.room_name },
      select: { topic_name_zh: roomTopics.nameZh, topic_name_en: roomTopics.nameEn },
      derived: {
        topic_name: (record, _now, lang) => String(lang === 'en-us' ? record.topic_name_en : record.topic_name_zh),
      },
      // The topic is the save's reference: the engine refused one missing or shown in none of the caller's regions.
      beforeSave: takeRoomNumber,
    }),
    uploadRoomsExcel,
    ...roomBannerActionList,
  ],
  demo: insertDemoTopicsAndBanners,
};
