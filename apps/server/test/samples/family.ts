import type { Body, Sample, SampleEnv } from '../samples.ts';

/**
 * Samples of the family and room-column modules where derived ones cannot do. The family demo
 * inserts its families and their members in a fixed order (family.test.ts checks these facts):
 * family 2 lies outside region 1 with no dissolution application (the review sample disbands
 * family 1, the first pending application outside region 1); its membership row 10 is the owner's,
 * row 16 a plain member's. Column 1 is shown in regions 0, 1 and 3.
 */
export const SAMPLE_FAMILY = 2;
export const SAMPLE_FAMILY_OWNER_ROW = 10;
export const SAMPLE_FAMILY_MEMBER_ROW = 16;
const COLUMN_WITH_REGION_1 = 1;
const UNKNOWN = 999_999;
const UNKNOWN_ROOM = 12_345;

const image = (env: SampleEnv) => `/files/${env.uploadId}`;
const outsideRoom = (env: SampleEnv) => env.rooms?.outsideRegion1?.roomNo ?? 1;
/** An edit: founding takes six members of no family, which the suites' repeated calls would use up. */
const familyEdit = (env: SampleEnv): Body => ({
  id: SAMPLE_FAMILY,
  name: 'Sample family',
  avatar: image(env),
  declaration: 'Sample declaration',
  income_ratio: 20,
});
const columnRoom = (env: SampleEnv): Body => ({ column_id: COLUMN_WITH_REGION_1, room_no: outsideRoom(env), sort: 5 });

export const samples: Record<string, Sample> = {
  'Family/familySave': {
    valid: familyEdit,
    // Passes validation; four founders are one short.
    failing: (env) => ({
      name: 'Sample family',
      owner_id: env.memberOutsideRegion1,
      avatar: image(env),
      declaration: 'Sample declaration',
      income_ratio: 20,
      founder_ids: '1,2,3,4',
    }),
    failures: {
      'unknown id': (env) => ({ body: { ...familyEdit(env), id: UNKNOWN } }),
      'ratio over 100': (env) => ({ body: { ...familyEdit(env), income_ratio: 101 } }),
      'owner changed': (env) => ({ body: { ...familyEdit(env), owner_id: env.memberOutsideRegion1 } }),
    },
    outOfRegion: familyEdit,
  },
  'Family/familyMemberRemove': {
    valid: () => ({ id: SAMPLE_FAMILY_MEMBER_ROW, reason: 'Sample reason' }),
    // The owner never leaves.
    failing: () => ({ id: SAMPLE_FAMILY_OWNER_ROW, reason: 'Sample reason' }),
    failures: { 'unknown id': () => ({ body: { id: UNKNOWN, reason: 'Sample reason' } }) },
    outOfRegion: () => ({ id: SAMPLE_FAMILY_MEMBER_ROW, reason: 'Sample reason' }),
  },
  'RoomColumn/columnRoomSave': {
    valid: columnRoom,
    failing: () => ({ column_id: COLUMN_WITH_REGION_1, room_no: UNKNOWN_ROOM }),
    failures: {
      'unknown id': (env) => ({ body: { ...columnRoom(env), id: UNKNOWN } }),
      'unknown column': (env) => ({ body: { ...columnRoom(env), column_id: UNKNOWN } }),
      'no room number': () => ({ body: { column_id: COLUMN_WITH_REGION_1 } }),
    },
    outOfRegion: columnRoom,
  },
};
