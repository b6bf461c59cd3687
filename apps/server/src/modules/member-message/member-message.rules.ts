import { memberMessageActions, Status } from '@console/contract';
import { eq } from 'drizzle-orm';
import type { ActionContext } from '../../engine/context.ts';
import { ActionError, invalid } from '../../engine/errors.ts';
import type { CommandHandler, Values } from '../../engine/resource/resource-writes.ts';
import { isWebUrl } from '../../engine/web-url.ts';
import { memberProfiles } from '../member/member.lookup.ts';
import { roomsByNo } from '../room/room.lookup.ts';
import { privateMessages } from './member-message.tables.ts';

const { OFFICIAL_SENDER_ID } = memberMessageActions;

/** The region of a member, or undefined when no member has that id. */
async function regionOfMember(ctx: ActionContext, memberId: number): Promise<number | undefined> {
  const profile = memberProfiles();
  const [member] = await ctx.db.select({ regionId: profile.regionId }).from(profile).where(eq(profile.id, memberId));
  return member?.regionId;
}

/** An optional link: empty is none; anything else must be an http(s) link the app can open. */
function checkUrl(values: Values): void {
  const url = values.url;
  if (url === undefined || url === null) return;
  if (!isWebUrl(String(url))) throw invalid('member_message_url_invalid', { url: 'member_message_url_invalid' });
}

/**
 * A private message's send (SPEC §3, §5): the receiver is a member (refused naming the id
 * otherwise), the sender the official account 10000 or an existing member other than the
 * receiver, the link http(s). The row takes the receiver's region, which the kit's scope check
 * then holds the caller to (a country admin sends only to their regions' members).
 */
export async function checkPrivateMessage(values: Values, ctx: ActionContext): Promise<void> {
  const receiverId = Number(values.receiver_id);
  const senderId = values.sender_id === undefined || values.sender_id === null ? OFFICIAL_SENDER_ID : Number(values.sender_id);
  const region = await regionOfMember(ctx, receiverId);
  if (region === undefined) {
    throw new ActionError(Status.invalid, 'member_message_receiver_unknown', {
      params: { member: receiverId },
      data: { errors: { receiver_id: 'invalid_id' } },
    });
  }
  if (senderId !== OFFICIAL_SENDER_ID && (await regionOfMember(ctx, senderId)) === undefined) {
    throw new ActionError(Status.invalid, 'member_message_sender_unknown', {
      params: { member: senderId },
      data: { errors: { sender_id: 'invalid_id' } },
    });
  }
  if (senderId === receiverId) throw invalid('member_message_to_self', { receiver_id: 'member_message_to_self' });
  checkUrl(values);
  values.sender_id = senderId;
  values.region_id = region;
  values.source = 'manual';
}

/** A public-screen line's send: the room by its pretty number (refused naming it when none), its id and region kept. */
export async function checkRoomScreenMessage(values: Values, ctx: ActionContext): Promise<void> {
  const roomNo = Number(values.room_no);
  const room = (await roomsByNo(ctx.db, [roomNo])).get(roomNo);
  if (!room) {
    throw new ActionError(Status.invalid, 'member_message_room_unknown', {
      params: { room: roomNo },
      data: { errors: { room_no: 'invalid_id' } },
    });
  }
  values.room_id = room.id;
  values.region_id = room.regionId;
}

/**
 * Reply to a pending feedback: the reply goes to the member as a private message from the
 * official account, in the command's transaction (both are written or neither). A replied or
 * ignored feedback is final (the declared lifecycle).
 */
export const replyToFeedback: CommandHandler = async (record, input, ctx) => {
  const reply = String(input.reply);
  await ctx.db.insert(privateMessages).values({
    senderId: OFFICIAL_SENDER_ID,
    receiverId: Number(record.memberId),
    regionId: Number(record.regionId),
    content: reply,
    source: 'feedback_reply',
    feedbackId: Number(record.id),
    createdBy: ctx.admin.adminId,
    createdByName: ctx.admin.username,
    createdAt: ctx.now,
  });
  return handled(ctx, { reply });
};

/** Ignore a pending feedback (spam, a duplicate): nothing is sent to the member. */
export const ignoreFeedback: CommandHandler = (_record, _input, ctx) => {
  return handled(ctx, {});
};

function handled(ctx: ActionContext, set: Values): Values {
  return { ...set, handledBy: ctx.admin.adminId, handledByName: ctx.admin.username, handledAt: ctx.now };
}
