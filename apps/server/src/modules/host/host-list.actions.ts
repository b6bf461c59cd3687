import { hostActions } from '@console/contract';
import { sql } from 'drizzle-orm';
import type { RowHooks } from '../../engine/resource/resource-table.ts';
import type { Values } from '../../engine/resource/resource-writes.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { rowsAboutMember } from '../member/member.lookup.ts';
import { roomProfiles } from '../room/room.lookup.ts';
import { diamondsOf } from './host.lookup.ts';
import { hostDiamondLogs, hosts } from './host.tables.ts';
import { takeDiamonds } from './host-diamond.ts';

const member = rowsAboutMember(hosts.memberId);
const diamonds = diamondsOf(hosts.memberId);
const ownRooms = roomProfiles();

/** How the host list reads a host: the member, the ledger's diamond balance, the guild's and group's names, their room. */
const hostRowHooks: RowHooks = {
  join: [member.join, diamonds.join],
  columns: { user_no: member.columns.user_no, nickname: member.columns.nickname, diamond: diamonds.diamond },
  select: {
    // Spelled out: the subqueries name the outer host row.
    guild_name: sql<string>`coalesce((SELECT g.name FROM guild g WHERE g.id = host.guild_id), '')`,
    host_group_name: sql<string>`coalesce((SELECT hg.name FROM host_group hg WHERE hg.id = host.host_group_id), '')`,
    room_id: sql<
      number | null
    >`(SELECT room_profiles.id FROM ${ownRooms} WHERE room_profiles.owner_id = host.member_id ORDER BY room_profiles.id LIMIT 1)::int`,
  },
};

const reasonOf = (input: Values) => String(input.reason ?? '').trim();

/**
 * The host list (menu 17001) and its commands. The kit locks the host row in the caller's scope
 * before each command and logs the row before and after (the diamond balance in both); the
 * diamond commands move the balance through the ledger and write the diamond log.
 */
export const hostListActions = serveResource(hostActions.hosts, hosts, {
  ...hostRowHooks,
  commands: {
    async deduct(host, input, ctx) {
      const amount = input.amount === undefined || input.amount === null ? undefined : Number(input.amount);
      await takeDiamonds(ctx, { host, operation: 'deduct', amount, reason: reasonOf(input) });
      return {};
    },
    async clear(host, input, ctx) {
      await takeDiamonds(ctx, { host, operation: 'clear', reason: reasonOf(input) });
      return {};
    },
    // The group is the command's reference: the engine refused one outside the caller's regions.
    group(_host, input) {
      return { hostGroupId: Number(input.host_group_id) };
    },
    state(_host, input) {
      return { state: input.state };
    },
  },
});

const logMember = rowsAboutMember(hostDiamondLogs.memberId);

/** The diamond log (deductions and clears), scoped by the host's region as it was. */
export const hostDiamondLogActions = serveResource(hostActions.hostDiamondLogs, hostDiamondLogs, {
  join: logMember.join,
  columns: { user_no: logMember.columns.user_no, nickname: logMember.columns.nickname },
});
