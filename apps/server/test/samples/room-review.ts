import type { Sample, SampleEnv } from '../samples.ts';

/**
 * Activities of the fixture the pin samples act on: the demo inserts one activity per demo room in
 * room order, so their ids are fixed (room-review.test.ts checks these facts). Activity 7 is passed
 * and not pinned, activity 4 pinned, both outside region 1; activity 2 pending (no sample reviews it).
 */
const PASSED_UNPINNED = 7;
const PINNED = 4;
const PENDING = 2;

/** The fixture's first room outside region 1, by pretty id (the audit suite probes field names with an env answering 1 to all). */
const outsideRoomNo = (env: SampleEnv) => env.rooms?.outsideRegion1?.roomNo;

/** Samples of the room-review module's actions that are not derived from a resource declaration (see samples.ts). */
export const samples: Record<string, Sample> = {
  'Room/topActive': {
    valid: () => ({ id: PASSED_UNPINNED }),
    // Only passed activities are pinned.
    failing: () => ({ id: PENDING }),
    outOfRegion: () => ({ id: PASSED_UNPINNED }),
  },
  'Room/cancelTopActive': {
    valid: () => ({ id: PINNED }),
    failing: () => ({ id: 999_999 }),
    outOfRegion: () => ({ id: PINNED }),
  },
  // Derived samples cannot name a room by its pretty id: the fixture's first room outside region 1 has no certification.
  'Room/roomCertificationSave': {
    valid: (env) => ({
      room_no: outsideRoomNo(env),
      name: 'Sample badge',
      icon: `/files/${env.uploadId}`,
      regions: [0],
    }),
    failing: (env) => ({ room_no: 1, name: 'Sample badge', icon: `/files/${env.uploadId}`, regions: [0] }),
    outOfRegion: (env) => ({
      room_no: outsideRoomNo(env),
      name: 'Sample badge',
      icon: `/files/${env.uploadId}`,
      regions: [0],
    }),
  },
  // Nor a time of day: a window that starts when it ends is refused by the handler.
  'Room/receptionSet': {
    valid: (env) => ({
      room_no: outsideRoomNo(env),
      member_id: env.memberOutsideRegion1,
      window_from: '20:00',
      window_to: '23:00',
    }),
    failing: (env) => ({
      room_no: outsideRoomNo(env),
      member_id: env.memberOutsideRegion1,
      window_from: '20:00',
      window_to: '20:00',
    }),
    outOfRegion: (env) => ({
      room_no: outsideRoomNo(env),
      member_id: env.memberOutsideRegion1,
      window_from: '20:00',
      window_to: '23:00',
    }),
  },
};
