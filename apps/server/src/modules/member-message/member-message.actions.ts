import { feedbackActions, memberMessageActions } from '@console/contract';
import { eq } from 'drizzle-orm';
import type { ServerModule } from '../../engine/registry.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { memberProfiles } from '../member/member.lookup.ts';
import { roomProfiles } from '../room/room.lookup.ts';
import { insertDemoMemberMessages } from './member-message.demo.ts';
import { checkPrivateMessage, checkRoomScreenMessage, ignoreFeedback, replyToFeedback } from './member-message.rules.ts';
import { feedback, privateMessages, roomScreenMessages } from './member-message.tables.ts';

const receiver = memberProfiles();
const feedbackMember = memberProfiles();
const room = roomProfiles();

/**
 * Staff's messages to members (SPEC §7 Message: private messages, room screen) and the members'
 * feedback (§7 Setting 'feedback', §4 replied / ignored). Every list and send is scoped by the
 * receiver's, room's or member's region; sent messages are history, never edited.
 */
export const memberMessageModule: ServerModule = {
  name: 'member-message',
  actions: [
    ...serveResource(memberMessageActions.privateMessages, privateMessages, {
      join: { table: receiver, on: eq(receiver.id, privateMessages.receiverId) },
      columns: { receiver_nickname: receiver.nickname },
      beforeSave: checkPrivateMessage,
    }),
    ...serveResource(memberMessageActions.roomScreenMessages, roomScreenMessages, {
      join: { table: room, on: eq(room.id, roomScreenMessages.roomId) },
      columns: { room_name: room.name },
      beforeSave: checkRoomScreenMessage,
    }),
    ...serveResource(feedbackActions.feedback, feedback, {
      join: { table: feedbackMember, on: eq(feedbackMember.id, feedback.memberId) },
      columns: { nickname: feedbackMember.nickname },
      commands: { reply: replyToFeedback, ignore: ignoreFeedback },
    }),
  ],
  demo: insertDemoMemberMessages,
};
