import { roomActions } from '@console/contract';
import { implement } from '../../engine/context.ts';
import { roomSupportOf } from './room-support.lookup.ts';

/**
 * Room detail's "support records" tab (SPEC §3): whether the room is a support room, and its latest
 * 20 releases. A room action served here, by the module that owns the support: the room module
 * builds on nothing of room support (room support builds on it).
 */
export const roomSupportRecords = implement(roomActions.roomSupportRecords, async (input, ctx) => {
  const { supportRoom, releases } = await roomSupportOf(ctx.db, input.id);
  return {
    support_room: supportRoom && { kind: supportRoom.kind, admin_count: supportRoom.adminIds.length, amount: supportRoom.amount },
    releases: releases.map((release) => ({
      id: release.id,
      kind: release.kind,
      activity: release.activity,
      amount: release.amount,
      total: release.total,
      recipients: release.recipientIds.length,
      over_weekly: release.overWeekly,
      admin_name: release.adminName,
      created_at: release.createdAt,
    })),
  };
});
