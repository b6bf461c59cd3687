import { actionKey, logSummaryText, roomRecordActions } from '@console/contract';
import { and, desc, eq } from 'drizzle-orm';
import { operationLogs } from '../../engine/audit/audit.tables.ts';
import { implement } from '../../engine/context.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { rowsAboutMember } from '../member/member.lookup.ts';
import { rooms } from './room.tables.ts';

const owner = rowsAboutMember(rooms.ownerId);

/** Room owners (menu 2008): each room with what its owner is in the app. */
const roomOwnerActions = serveResource(roomRecordActions.roomOwners, rooms, {
  join: owner.join,
  columns: {
    owner_no: owner.columns.user_no,
    nickname: owner.columns.nickname,
    room_name: rooms.name,
    wealth_level: owner.profile.wealthLevel,
    register_time: owner.profile.registerTime,
    last_login_time: owner.profile.lastLoginTime,
  },
});

/** The latest 100 things staff did to one room, from the operation log, in the reader's language. */
const roomHistory = implement(roomRecordActions.roomHistory, async (input, ctx) => {
  const found = await ctx.db
    .select()
    .from(operationLogs)
    .where(and(eq(operationLogs.targetType, 'room'), eq(operationLogs.targetId, String(input.id))))
    .orderBy(desc(operationLogs.id))
    .limit(100);
  const labelOf = (module: string, action: string) => {
    const spec = ctx.actions.find((candidate) => actionKey(candidate) === `${module}/${action}`);
    return (ctx.lang === 'en-us' ? spec?.label?.en : spec?.label?.zh) ?? `${module}/${action}`;
  };
  const list = found.map((row) => ({
    id: row.id,
    created_at: row.createdAt,
    admin_name: row.adminName,
    action_label: labelOf(row.module, row.action),
    summary: (row.summaryKey ? logSummaryText(row.summaryKey, row.summaryParams, ctx.lang) : null) ?? row.summary,
    result: row.result,
  }));
  return { list, total: list.length };
});

export const roomOwnerActionList = [...roomOwnerActions, roomHistory];
