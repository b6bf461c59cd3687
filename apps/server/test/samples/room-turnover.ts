import type { ResourceEnv } from '../resource-samples.ts';
import type { Sample, SampleEnv } from '../samples.ts';

/**
 * Samples of the room-turnover module's actions that are not derived from a resource declaration
 * (see samples.ts). The demo monitors the first room outside region 1 and not the first inside it
 * (room-turnover.demo.ts): adding the inside one succeeds, adding the outside one is a duplicate.
 */
const inside = (env: SampleEnv) => env.rooms?.inRegion1 ?? { id: 1, roomNo: 1 };
const outside = (env: SampleEnv) => env.rooms?.outsideRegion1 ?? { id: 1, roomNo: 1 };

/**
 * A monitored room outside region 1: the one the derived delete sample removes. This module's own
 * actions are registered before the derived ones, so the change runs before the delete.
 */
function monitorOutside(env: SampleEnv): number {
  const resources = env.resources as ResourceEnv | number | undefined;
  if (typeof resources !== 'object') return 1;
  const row = resources.rows['RoomRunningWater/roomMonitorList']?.delete;
  if (!row) throw new Error('the fixture has no monitored room outside region 1; the demo makes some');
  return row.id;
}

/** Turnover reads name a room; the sample's is outside region 1, so the country admin is refused it. */
const roomRead: Sample = { valid: (env) => ({ room_id: outside(env).id }) };

export const samples: Record<string, Sample> = {
  'RoomRunningWater/roomRunningList': roomRead,
  'RoomRunningWater/costWholePoint': roomRead,
  'RoomRunningWater/coinAdd': { valid: (env) => ({ room_id: outside(env).id, user_id: env.memberOutsideRegion1 }) },
  'RoomRunningWater/roomMonitorAdd': {
    valid: (env) => ({ room_no: String(inside(env).roomNo), remark: 'Sample watch' }),
    failing: () => ({ room_no: '99999999' }),
    failures: { 'a room monitored already': (env) => ({ body: { room_no: String(outside(env).roomNo) } }) },
    outOfRegion: (env) => ({ room_no: String(outside(env).roomNo) }),
  },
  'RoomRunningWater/roomMonitorUpdate': {
    valid: (env) => ({ id: monitorOutside(env), remark: 'Sample remark' }),
    failing: () => ({ id: 999_999, remark: 'Sample remark' }),
    outOfRegion: (env) => ({ id: monitorOutside(env), remark: 'Sample remark' }),
  },
  'RoomRunningWater/roomMonitorExcel': {
    valid: (env) => ({ room_nos: `${inside(env).roomNo},${outside(env).roomNo}`, remark: 'Sample import' }),
    failing: () => ({ room_nos: '99999999' }),
  },
};
