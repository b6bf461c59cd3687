import { FIRST_SUPER_ADMIN_ID, hostActions } from '@console/contract';
import { sql } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import type { ServerModule } from '../../engine/registry.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { hostGroups } from './host.tables.ts';

const hostsInGroup = sql<number>`(SELECT count(*)::int FROM host WHERE host.host_group_id = host_group.id)`;

/** Demo host groups, named in both languages; running it again adds nothing. */
const DEMO_GROUPS = [
  { name: '金牌主播 Gold', regions: [0, 1, 2, 3, 4] },
  { name: '新人主播 Newcomers', regions: [0, 1, 2, 3, 4] },
  { name: '阿语才艺 Arabic talent', regions: [1] },
  { name: '华语聊天 Chinese chat', regions: [2] },
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
 * Hosts (SPEC §3): the host table other modules join (guilds, video chat, issue 18's host
 * management), and the host groups, read here as the choices of a host's group.
 */
export const hostModule: ServerModule = {
  name: 'host',
  actions: [...serveResource(hostActions.hostGroups, hostGroups, { select: { host_count: hostsInGroup } })],
  demo: demoHostGroups,
};
