import type { Body, Sample, SampleEnv } from '../samples.ts';

/**
 * Samples of the room-crystal and room-topic modules (crystal, topics, banners) where the derived
 * ones cannot do: a room is named by its pretty id, a level's threshold must fit the levels' order,
 * a crystal gift must be a gift of the catalogue. The demos keep `env.rooms` out of every list
 * (demoRoomsBeyondSamples), so adding them is never a duplicate. Topic 1 is the demo's first topic
 * (shown in regions 0, 1 and 3), topic 3 one without region 1. Reads of `env` are guarded: the
 * audit suite first calls `valid` with an env answering 1 to everything, to learn the field names.
 */
const UNKNOWN = 999_999;
const UNKNOWN_ROOM = 12_345;
const TOPIC_WITH_REGION_1 = 1;
const TOPIC_WITHOUT_REGION_1 = 3;

const outsideRoom = (env: SampleEnv) => env.rooms?.outsideRegion1?.roomNo ?? 1;
const insideRoom = (env: SampleEnv) => env.rooms?.inRegion1?.roomNo ?? 1;
const image = (env: SampleEnv) => `/files/${env.uploadId}`;

/** A new level above the demo's six at each call, its threshold above theirs and the previous call's. */
let levels = 0;
const level = (): Body => {
  levels += 1;
  return { level: 20 + levels, name: 'Sample level', threshold: 50_000_000 + levels * 1_000_000, probability: 10, reward: 100 };
};
const crystalRoom = (env: SampleEnv): Body => ({ room_no: outsideRoom(env) });
const topicRoom = (env: SampleEnv): Body => ({ topic_id: TOPIC_WITH_REGION_1, room_no: outsideRoom(env), sort: 5 });
const application = (env: SampleEnv): Body => ({ room_no: outsideRoom(env), image: image(env), reason: 'Sample application' });

export const samples: Record<string, Sample> = {
  'RoomCrystal/crystalLevelSave': {
    valid: level,
    // Below the demo's level 1 threshold for a level above them all: out of the levels' order.
    failing: () => ({ ...level(), threshold: 2 }),
    failures: {
      'unknown id': () => ({ body: { ...level(), id: UNKNOWN } }),
      'duplicate level': () => {
        const setup = level();
        return { setup, body: { ...setup, threshold: Number(setup.threshold) + 1 } };
      },
      'probability over 100': () => ({ body: { ...level(), probability: 101 } }),
    },
    // Levels apply to every region: an admin holding some regions only is refused.
    outOfRegion: level,
  },
  'RoomCrystal/saveCrystalGift': {
    valid: (env) => ({ gift_id: env.grantItems?.gift ?? 1, energy: 10 }),
    failing: () => ({ gift_id: UNKNOWN }),
    failures: { 'unknown id': (env) => ({ body: { gift_id: env.grantItems?.gift ?? 1, id: UNKNOWN } }) },
    outOfRegion: (env) => ({ gift_id: env.grantItems?.gift ?? 1 }),
  },
  'RoomCrystal/addRoom': {
    valid: crystalRoom,
    failing: () => ({ room_no: UNKNOWN_ROOM }),
    failures: {
      'no room number': () => ({ body: {} }),
      duplicate: (env) => ({ setup: { room_no: insideRoom(env) }, body: { room_no: insideRoom(env) } }),
    },
    outOfRegion: crystalRoom,
  },
  'RoomTopic/hurdleRoomSave': {
    valid: topicRoom,
    failing: () => ({ topic_id: TOPIC_WITH_REGION_1, room_no: UNKNOWN_ROOM }),
    failures: {
      'unknown id': (env) => ({ body: { ...topicRoom(env), id: UNKNOWN } }),
      'unknown topic': (env) => ({ body: { ...topicRoom(env), topic_id: UNKNOWN } }),
      'no room number': () => ({ body: { topic_id: TOPIC_WITH_REGION_1 } }),
    },
    outOfRegion: topicRoom,
  },
  'RoomTopic/uploadRoomsExcel': {
    valid: (env) => ({ topic_id: TOPIC_WITH_REGION_1, rooms: `${insideRoom(env)},${insideRoom(env)}` }),
    failing: (env) => ({ topic_id: TOPIC_WITH_REGION_1, rooms: `${insideRoom(env)},${UNKNOWN_ROOM}` }),
    failures: { 'unknown topic': (env) => ({ body: { topic_id: UNKNOWN, rooms: String(insideRoom(env)) } }) },
    // A topic the region-1 admin does not see.
    outOfRegion: (env) => ({ topic_id: TOPIC_WITHOUT_REGION_1, rooms: String(insideRoom(env)) }),
  },
  'RoomTopic/roomBannerApplicationSave': {
    valid: application,
    failing: (env) => ({ ...application(env), room_no: UNKNOWN_ROOM }),
    failures: {
      'unknown id': (env) => ({ body: { ...application(env), id: UNKNOWN } }),
      'no room number': (env) => ({ body: { image: image(env), reason: 'Sample application' } }),
    },
    outOfRegion: application,
  },
};
