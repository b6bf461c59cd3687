import { CONFIRMED_HEADER } from '@console/contract';
import type { Sample } from '../samples.ts';

/*
 * Samples of the room-support module's actions that are not derived from a resource declaration
 * (see samples.ts). The demo leaves each region's first room alone (env.rooms names the first
 * inside and outside region 1) and puts its first support room and its first held-back support
 * (id 1 of each) outside region 1.
 */
const UNKNOWN_ROOM = '99999999';
const FIRST = 1;
const CONFIRMED = { [CONFIRMED_HEADER]: '1' };

export const samples: Record<string, Sample> = {
  'RoomSupport/roomSupportSave': {
    valid: (env) => ({
      room_no: String(env.rooms.outsideRegion1.roomNo),
      admins: String(env.memberOutsideRegion1),
      kind: 'new',
      amount: 100,
    }),
    failing: (env) => ({ room_no: UNKNOWN_ROOM, admins: String(env.memberOutsideRegion1), kind: 'new', amount: 100 }),
    outOfRegion: (env) => ({
      room_no: String(env.rooms.outsideRegion1.roomNo),
      admins: String(env.memberOutsideRegion1),
      kind: 'old',
      amount: 100,
    }),
  },
  'RoomSupport/roomSupportDetail': {
    valid: () => ({ id: FIRST }),
    outOfRegion: () => ({ id: FIRST }),
  },
  // Releases ask first within 6 days (status 409): the samples send the admin's yes.
  'RoomSupport/roomSupportAdd': {
    headers: CONFIRMED,
    valid: () => ({ id: FIRST }),
    failing: () => ({ id: 999_999 }),
    outOfRegion: () => ({ id: FIRST }),
  },
  'RoomSupport/RoomGrantSupport': {
    headers: CONFIRMED,
    valid: () => ({ id: FIRST }),
    failing: () => ({ id: 999_999 }),
    outOfRegion: () => ({ id: FIRST }),
  },
  'Room/activityRoomSupportBatch': {
    headers: CONFIRMED,
    valid: (env) => ({
      room_nos: String(env.rooms.outsideRegion1.roomNo),
      activity: 'Sample activity',
      amount: 100,
    }),
    failing: () => ({ room_nos: UNKNOWN_ROOM, activity: 'Sample activity', amount: 100 }),
    outOfRegion: (env) => ({ room_nos: String(env.rooms.outsideRegion1.roomNo), activity: 'Sample activity', amount: 100 }),
  },
  'RoomSupport/addPoorBlack': {
    valid: (env) => ({ room_no: String(env.rooms.outsideRegion1.roomNo), reason: 'Sample reason' }),
    failing: () => ({ room_no: UNKNOWN_ROOM, reason: 'Sample reason' }),
    outOfRegion: (env) => ({ room_no: String(env.rooms.outsideRegion1.roomNo), reason: 'Sample reason' }),
  },
  // Its room is region 1's first: the blacklist sample above takes the other.
  'Room/sendPoorGift': {
    valid: (env) => ({ room_ids: String(env.rooms.inRegion1.id), gift_id: env.grantItems.gift, count: 1, reason: 'Sample gift' }),
    failing: (env) => ({ room_ids: UNKNOWN_ROOM, gift_id: env.grantItems.gift, count: 1, reason: 'Sample gift' }),
    outOfRegion: (env) => ({
      room_ids: String(env.rooms.outsideRegion1.id),
      gift_id: env.grantItems.gift,
      count: 1,
      reason: 'Sample gift',
    }),
  },
};
