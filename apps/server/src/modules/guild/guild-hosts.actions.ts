import { guildActions, Status } from '@console/contract';
import { eq, sql } from 'drizzle-orm';
import { type ActionContext, implement } from '../../engine/context.ts';
import { ActionError, forbidden, invalid, notFound } from '../../engine/errors.ts';
import { withRefNames } from '../../engine/resource/ref-names.ts';
import { ResourceColumns, type RowHooks } from '../../engine/resource/resource-table.ts';
import type { Values } from '../../engine/resource/resource-writes.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { scopeAllows } from '../../engine/scope.ts';
import { joinGuild, LEFT_GUILD } from '../host/host.guild.ts';
import { diamondsOf, hostGroupNames, hostOfMember, hosts } from '../host/host.lookup.ts';
import { rowsAboutMember } from '../member/member.lookup.ts';
import { guildHostRecords, guilds } from './guild.tables.ts';
import { memberNamed } from './guild-owner.ts';

const member = rowsAboutMember(hosts.memberId);
const diamonds = diamondsOf(hosts.memberId);
const groupNames = hostGroupNames();

/** How the guild host list reads a host: the member, the ledger's diamond balance, the guild's and group's names. */
const hostRowHooks: RowHooks = {
  join: [member.join, diamonds.join],
  columns: { user_no: member.columns.user_no, nickname: member.columns.nickname, diamond: diamonds.diamond },
  select: {
    // Spelled out: the subqueries name the outer host row.
    guild_name: sql<string>`coalesce((SELECT g.name FROM guild g WHERE g.id = host.guild_id), '')`,
    host_group_name: sql<string>`coalesce((SELECT host_group_names.name FROM ${groupNames} WHERE host_group_names.id = host.host_group_id), '')`,
  },
};

/** Writes one join or leave record of a host, with the admin making the change. */
async function record(
  ctx: ActionContext,
  entry: { guildId: number; guildName: string; memberId: number; regionId: number },
  event: 'join' | 'leave',
  reason = '',
) {
  await ctx.db.insert(guildHostRecords).values({
    ...entry,
    event,
    reason,
    adminId: ctx.admin.adminId,
    adminName: ctx.admin.username,
    createdAt: ctx.now,
  });
}

async function guildNamed(ctx: ActionContext, guildId: number) {
  const [guild] = await ctx.db.select().from(guilds).where(eq(guilds.id, guildId));
  return guild;
}

const hostResourceActions = serveResource(guildActions.guildHosts, hosts, {
  ...hostRowHooks,
  commands: {
    /** Takes a host out of their guild with a reason (sensitive: the password re-check); they stay a host, in no guild. */
    async remove(host, input, ctx) {
      if (host.guildId === null) throw invalid('host_not_in_guild');
      const guild = await guildNamed(ctx, Number(host.guildId));
      const entry = {
        guildId: Number(host.guildId),
        guildName: guild?.name ?? '',
        memberId: Number(host.memberId),
        regionId: Number(host.regionId),
      };
      await record(ctx, entry, 'leave', String(input.reason));
      return { ...LEFT_GUILD };
    },
    // The group is the command's reference: the engine refused one outside the caller's regions.
    group(_host, input) {
      return { hostGroupId: Number(input.host_group_id) };
    },
  },
});

const hostColumns = new ResourceColumns(guildActions.guildHosts, hosts, hostRowHooks);

/**
 * Adds a member to a guild as its host. The guild must be in the caller's regions and switched
 * on, the member in the caller's regions and in no other guild (one guild at a time, said by name).
 * Logged with the host before (a host between guilds) and after; a join record keeps the history.
 */
const guildHostAdd = implement(guildActions.guildHostAdd, async (input, ctx) => {
  const [guild] = await ctx.db.select().from(guilds).where(eq(guilds.id, input.guild_id)).for('update');
  if (!guild) throw notFound();
  if (!scopeAllows(ctx.scope, guild.regionId, -1)) throw forbidden('out_of_region');
  if (!guild.enabled) throw new ActionError(Status.invalid, 'guild_disabled', { params: { guild: guild.name } });
  const person = await memberNamed(ctx, input.user_no, 'user_no', 'host_user_empty');
  const existing = await hostOfMember(ctx.db, person.id, true);
  if (existing?.guildId === guild.id) {
    throw new ActionError(Status.invalid, 'host_already_in_guild', {
      params: { user: person.userNo },
      data: { errors: { user_no: 'host_already_in_guild' } },
    });
  }
  if (existing && existing.guildId !== null) {
    const other = await guildNamed(ctx, existing.guildId);
    throw new ActionError(Status.invalid, 'host_in_other_guild', {
      params: { user: person.userNo, guild: other?.name ?? String(existing.guildId) },
      data: { errors: { user_no: 'host_in_other_guild' } },
    });
  }
  const before = existing ? await hostColumns.reread(ctx.db, existing as Values, ctx.now, ctx.lang) : null;
  const host = await joinGuild(
    ctx.db,
    {
      memberId: person.id,
      regionId: existing?.regionId ?? person.regionId,
      guildId: guild.id,
      hostGroupId: input.host_group_id,
      now: ctx.now,
      admin: { id: ctx.admin.adminId, name: ctx.admin.username },
    },
    existing,
  );
  await record(ctx, { guildId: guild.id, guildName: guild.name, memberId: person.id, regionId: host.regionId }, 'join');
  const row = await hostColumns.reread(ctx.db, host as Values, ctx.now, ctx.lang);
  ctx.audit({
    targetType: 'host',
    targetId: host.id,
    message: { key: 'guild_host_added', params: { user: person.userNo, guild: guild.name } },
    before,
    after: row,
  });
  // Answered as the list names its rows: the guild beside its id.
  return (await withRefNames(ctx, guildActions.guildHosts, [row]))[0] as never;
});

const recordMember = rowsAboutMember(guildHostRecords.memberId);
const recordActions = serveResource(guildActions.guildHostRecords, guildHostRecords, {
  join: recordMember.join,
  columns: { user_no: recordMember.columns.user_no, nickname: recordMember.columns.nickname },
});

export const guildHostActionList = [...hostResourceActions, guildHostAdd, ...recordActions];
