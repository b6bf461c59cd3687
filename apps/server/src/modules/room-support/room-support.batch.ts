import { roomSupportActions as contract, Status } from '@console/contract';
import { implement } from '../../engine/context.ts';
import { ActionError } from '../../engine/errors.ts';
import { refuseUnapproved } from '../apply/apply.rules.ts';
import { refuseBlacklisted, roomsOfNumbers, typedNumbers } from './room-support.numbers.ts';
import { releaseSupport } from './room-support.release.ts';

/**
 * Activity support for many rooms (Room activityRoomSupportBatch): the same coins to each listed
 * room's owner, in one transaction, all rooms or none. Unknown, out-of-region or blacklisted rooms
 * refuse the whole batch, naming them; rooms released within 6 days or twice this week stop it
 * for the admin's confirmation. The batch meets the approval settings as one grant (its total and
 * room count), as a batch send of coins does.
 */
export const activityBatch = implement(contract.activityRoomSupportBatch, async (input, ctx) => {
  const numbers = typedNumbers(input.room_nos, 'room_nos', 'support_room_repeated');
  if (numbers.length > contract.MAX_BATCH_ROOMS) {
    throw new ActionError(Status.invalid, 'support_too_many_rooms', {
      params: { max: contract.MAX_BATCH_ROOMS },
      data: { errors: { room_nos: 'support_too_many_rooms' } },
    });
  }
  if (numbers.length === 0) {
    throw new ActionError(Status.invalid, 'support_room_no_empty', { data: { errors: { room_nos: 'support_room_no_empty' } } });
  }
  const rooms = await roomsOfNumbers(ctx, numbers, 'room_nos');
  await refuseBlacklisted(ctx, rooms, 'room_nos');
  const issueType = contract.ACTIVITY_SUPPORT_ISSUE_TYPE;
  await refuseUnapproved(ctx.db, { total: input.amount * rooms.length, count: rooms.length, issueType });
  const reason = input.reason ? `${input.activity}: ${input.reason}` : input.activity;
  const released = await releaseSupport(
    ctx,
    rooms.map((room) => ({
      room,
      kind: 'activity' as const,
      activity: input.activity,
      amount: input.amount,
      recipientIds: [room.ownerId],
      reason,
      issueType,
    })),
    true,
  );
  const { grantIds, ...result } = released;
  ctx.audit({
    targetType: 'room',
    targetId: rooms
      .slice(0, 50)
      .map((room) => room.id)
      .join(','),
    message: {
      key: 'support_batch_released',
      params: { activity: input.activity, rooms: rooms.length, amount: input.amount, total: released.total },
    },
    after: { room_ids: rooms.map((room) => room.id), grant_ids: grantIds, rooms_over_weekly: released.rooms },
  });
  return result;
});
