import { guildActions, Status } from '@console/contract';
import { inArray, sql } from 'drizzle-orm';
import { ActionError } from '../../engine/errors.ts';
import type { ServerModule } from '../../engine/registry.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { entityPlaces } from '../../engine/scope.ts';
import { hostCountOfGuild, hosts } from '../host/host.lookup.ts';
import { rowsAboutMember } from '../member/member.lookup.ts';
import { insertDemoGuilds } from './guild.demo.ts';
import { guilds } from './guild.tables.ts';
import { guildHostActionList } from './guild-hosts.actions.ts';
import { memberNamed } from './guild-owner.ts';

const owner = rowsAboutMember(guilds.ownerId);

/**
 * Guilds (SPEC §7 Guild: list, info, save, delete, export, on/off). The owner is named by user id
 * or pretty number and must be a member in the caller's regions; the guild takes the owner's
 * region. A guild with hosts is not deleted (each host leaves with a record first).
 */
const guildResourceActions = serveResource(guildActions.guilds, guilds, {
  join: owner.join,
  columns: { owner_no: owner.columns.user_no, owner_name: owner.columns.nickname },
  select: { host_count: hostCountOfGuild('guild.id') },
  async beforeSave(values, ctx, before) {
    // An edit that leaves the owner as it was keeps them (their number may also be another member's id).
    if (before && (values.owner_no === undefined || Number(values.owner_no) === before.owner_no)) {
      delete values.owner_no;
      return;
    }
    const member = await memberNamed(ctx, values.owner_no, 'owner_no', 'guild_owner_empty');
    delete values.owner_no;
    values.ownerId = member.id;
    values.regionId = member.regionId;
  },
  async beforeDelete(records, ctx) {
    const ids = records.map((record) => Number(record.id));
    const counts = await ctx.db
      .select({ guildId: hosts.guildId, count: sql<number>`count(*)::int` })
      .from(hosts)
      .where(inArray(hosts.guildId, ids))
      .groupBy(hosts.guildId);
    const busy = counts.find((row) => row.count > 0);
    if (!busy) return;
    const guild = records.find((record) => Number(record.id) === busy.guildId);
    throw new ActionError(Status.invalid, 'guild_has_hosts', {
      params: { guild: String(guild?.name ?? busy.guildId), count: busy.count },
    });
  },
});

export const guildModule: ServerModule = {
  name: 'guild',
  actions: [...guildResourceActions, ...guildHostActionList],
  references: { guild: entityPlaces({ id: guilds.id, region: guilds.regionId, name: guilds.name }) },
  demo: insertDemoGuilds,
};
