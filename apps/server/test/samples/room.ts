import type { Body, Sample, SampleEnv } from '../samples.ts';

/** A room id no room has: the command passes validation and fails in its handler (the row is not found). */
const NO_ROOM = 1;

/**
 * The room commands act on the demo room outside region 1, in registry order: ban then unban,
 * stick (far ahead, so it is still waiting) then cancel. The country admin is refused every one.
 */
function command(fields: (env: SampleEnv) => Body = () => ({})): Sample {
  return {
    valid: (env) => ({ id: env.rooms.outsideRegion1.id, ...fields(env) }),
    failing: (env) => ({ id: NO_ROOM, ...fields(env) }),
    outOfRegion: (env) => ({ id: env.rooms.outsideRegion1.id, ...fields(env) }),
  };
}

/** Rows about a room (and a member) are added by pretty ids: the room outside region 1, and a member. */
function addByPrettyIds(fields: (env: SampleEnv) => Body): Sample {
  const body = (env: SampleEnv) => ({ room_no: env.rooms.outsideRegion1.roomNo, ...fields(env) });
  return {
    valid: body,
    // Passes validation; no room has pretty id 1.
    failing: (env) => ({ ...body(env), room_no: 1 }),
    outOfRegion: body,
  };
}

/**
 * A room level is edited, never added (its id is the level): level 5 keeps its neighbours' order
 * (4 needs 20 000, 6 needs 150 000 in the migration's levels) with 70 000. Levels are every
 * region's: the country admin is refused.
 */
const level = (experience: number): Body => ({
  id: 5,
  name_zh: '铂金',
  name_en: 'Platinum',
  experience,
  mic_seats: 10,
  member_cap: 500,
});

/** Samples of the room module's commands and custom actions (resource actions derive theirs). */
export const samples: Record<string, Sample> = {
  'Room/bannedRoom': command(() => ({ ban_reason: 'porn', duration: 'h24' })),
  'Room/unBannedRoom': command(),
  'Room/stickRoom': command(() => ({ top_start: 4_000_000_000, stick_duration: 'h1' })),
  'Room/cancelStickRoom': command(),
  'Room/resetRoomInfo': command(),
  'Room/saveRoomName': command(() => ({ name: 'Sample room' })),
  'Room/saveRoomAvatar': command((env) => ({ avatar: `/files/${env.uploadId}` })),
  // The room keeps its own number: other modules' samples name the demo rooms by their pretty ids.
  'Room/saveRoomNumber': command((env) => ({ room_no: env.rooms.outsideRegion1.roomNo })),
  'Room/saveRoomLevel': command(() => ({ level: 5 })),
  'Room/saveRoom': command(() => ({ notice: 'Sample notice', star_level: 2 })),
  'Room/saveRoomTags': {
    valid: (env) => ({ id: env.rooms.outsideRegion1.id, tag_ids: '' }),
    // Passes validation; no such tag.
    failing: (env) => ({ id: env.rooms.outsideRegion1.id, tag_ids: '999999' }),
    outOfRegion: (env) => ({ id: env.rooms.outsideRegion1.id, tag_ids: '' }),
  },
  'Room/roomSupportRecords': {
    valid: (env) => ({ id: env.rooms.outsideRegion1.id }),
    outOfRegion: (env) => ({ id: env.rooms.outsideRegion1.id }),
  },
  'Room/roomHistory': {
    valid: (env) => ({ id: env.rooms.outsideRegion1.id }),
    outOfRegion: (env) => ({ id: env.rooms.outsideRegion1.id }),
  },
  'Room/roomLevelSave': {
    valid: () => level(70_000),
    // Passes validation; level 4 needs more.
    failing: () => level(0),
    failures: { 'no more than the level above': () => ({ body: level(6_000_000) }) },
    outOfRegion: () => level(70_000),
  },
  'Room/addRoomBlack': addByPrettyIds((env) => ({ user_no: env.roomMemberNo, reason: 'Sample' })),
  'Room/roomBindAdd': addByPrettyIds((env) => ({ user_no: env.roomMemberNo })),
  'Room/roomMedalAdd': addByPrettyIds((env) => ({
    name: 'Sample medal',
    icon: `/files/${env.uploadId}`,
    expires_at: 4_000_000_000,
  })),
};
