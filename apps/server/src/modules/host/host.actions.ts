import { FIRST_SUPER_ADMIN_ID, hostActions, Status } from '@console/contract';
import { inArray, sql } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import { ActionError } from '../../engine/errors.ts';
import type { ServerModule } from '../../engine/registry.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { entityPlaces } from '../../engine/scope.ts';
import { hostGroups, hosts } from './host.tables.ts';

const hostsInGroup = sql<number>`(SELECT count(*)::int FROM host WHERE host.host_group_id = host_group.id)`;

/** Demo host groups, named in both languages; running it again adds nothing. */
const DEMO_GROUPS = [
  { name: '金牌主播 Gold', regions: [0, 1, 2, 3, 4] },
  { name: '新人主播 Newcomers', regions: [0, 1, 2, 3, 4] },
  { name: '阿语才艺 Arabic talent', regions: [1] },
  { name: '华语聊天 Chinese chat', regions: [2] },
  // Formed for the weekend shows, no hosts in it yet: the group a demo admin may delete.
  { name: '周末新星 Weekend stars', regions: [2, 3] },
];

async function demoHostGroups(db: Orm, now: number): Promise<void> {
  const [any] = await db.select({ id: hostGroups.id }).from(hostGroups).limit(1);
  if (any) return;
  await db.insert(hostGroups).values(
    DEMO_GROUPS.map((group, n) => ({
      ...group,
      sort: n,
      createdBy: FIRST_SUPER_ADMIN_ID,
      createdByName: 'admin',
      createdAt: now,
      updatedAt: now,
    })),
  );
}

/**
 * Host groups (SPEC §3), edited on the host management screen and read as the choices of a host's
 * group elsewhere. A group that still holds hosts is not deleted: its hosts would point at nothing.
 */
const hostGroupActions = serveResource(hostActions.hostGroups, hostGroups, {
  select: { host_count: hostsInGroup },
  async beforeDelete(records, ctx) {
    const ids = records.map((record) => Number(record.id));
    const [used] = await ctx.db
      .select({ groupId: hosts.hostGroupId, count: sql<number>`count(*)::int` })
      .from(hosts)
      .where(inArray(hosts.hostGroupId, ids))
      .groupBy(hosts.hostGroupId)
      .limit(1);
    if (!used) return;
    const group = records.find((record) => Number(record.id) === used.groupId);
    throw new ActionError(Status.invalid, 'host_group_in_use', {
      params: { group: String(group?.name ?? used.groupId), count: used.count },
    });
  },
});

/**
 * Hosts (SPEC §3): the host table other modules join (guilds, video chat) and the host groups.
 * Host management's own screens (the list, diamonds, ranks) are `hostManagementModule`'s, whose
 * demo runs after the guilds have made their hosts.
 */
export const hostModule: ServerModule = {
  name: 'host',
  // Host groups serve several regions (their `regions` list): a caller holding any of them may name one.
  references: { hostGroup: entityPlaces({ id: hostGroups.id, regions: hostGroups.regions, name: hostGroups.name }) },
  actions: [...hostGroupActions],
  demo: demoHostGroups,
};
