import { groupActions } from '@console/contract';
import { eq, gt, or, type SQL, sql } from 'drizzle-orm';
import type { ActionContext } from '../../engine/context.ts';
import { invalid } from '../../engine/errors.ts';
import type { Values } from '../../engine/resource/resource-writes.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { rowsAboutMember } from '../member/member.lookup.ts';
import { refuseDissolved } from './group.actions.ts';
import { chatGroups, groupChatMessages, groupMembers } from './group.tables.ts';

/** Muted now: for good, or until a time still ahead (a mute whose time is up lifts itself). */
const isMutedAt = (record: Values, now: number) =>
  Boolean(record.mutedForever) || (record.mutedUntil !== null && Number(record.mutedUntil) > now);

const mutedAt = (now: number): SQL => or(eq(groupMembers.mutedForever, true), gt(groupMembers.mutedUntil, now)) as SQL;

/** The member's group, refused once dissolved: nobody is muted or unmuted in a group that no longer stands. */
async function standingGroupOf(ctx: ActionContext, record: Values): Promise<void> {
  const [group] = await ctx.db
    .select({ state: chatGroups.state })
    .from(chatGroups)
    .where(eq(chatGroups.id, Number(record.groupId)));
  refuseDissolved(group?.state);
}

const member = rowsAboutMember(groupMembers.memberId);

/**
 * A group's members (SPEC §7 Message, group chat management): listed with their role and mute;
 * muted for a preset time or until unmuted. The owner is never muted.
 */
export const groupMemberActions = serveResource(groupActions.groupMembers, groupMembers, {
  join: member.join,
  columns: { user_no: member.columns.user_no, nickname: member.columns.nickname },
  derived: {
    muted: (record, now) => isMutedAt(record, now),
    muted_until: (record, now) =>
      !record.mutedForever && record.mutedUntil !== null && Number(record.mutedUntil) > now ? Number(record.mutedUntil) : null,
  },
  filters: {
    muted: { where: (muted: boolean, now: number) => (muted ? mutedAt(now) : sql`NOT (${mutedAt(now)})`) },
  },
  commands: {
    async mute(record, input, ctx) {
      await standingGroupOf(ctx, record);
      if (record.role === 'owner') throw invalid('group_owner_not_muted');
      const seconds = groupActions.GROUP_MUTE_SECONDS[input.mute_duration as groupActions.GroupMuteDuration];
      return seconds === 0 ? { mutedForever: true, mutedUntil: null } : { mutedForever: false, mutedUntil: ctx.now + seconds };
    },
    async unmute(record, _input, ctx) {
      await standingGroupOf(ctx, record);
      if (!isMutedAt(record, ctx.now)) throw invalid('group_member_not_muted');
      return { mutedForever: false, mutedUntil: null };
    },
  },
});

const sender = rowsAboutMember(groupChatMessages.senderId);

/** The group chat's messages, newest first; the kit's remove takes one off with a reason and keeps it as history. */
export const groupMessageActions = serveResource(groupActions.groupMessages, groupChatMessages, {
  join: sender.join,
  columns: { sender_no: sender.columns.user_no, sender_name: sender.columns.nickname },
});
