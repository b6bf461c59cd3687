import { FIRST_SUPER_ADMIN_ID } from '@console/contract';
import { desc, gt } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import type { ServerModule } from '../../engine/registry.ts';
import { entityPlaces, UNLIMITED } from '../../engine/scope.ts';
import { post } from '../ledger/ledger.post.ts';
import { diamondsOf } from './host.lookup.ts';
import { hostDiamondLogs, hosts } from './host.tables.ts';
import { hostDiamondLogActions, hostListActions } from './host-list.actions.ts';
import { hostRankActions } from './host-rank.actions.ts';

const ADMIN = { id: FIRST_SUPER_ADMIN_ID, name: 'admin' };
const DAY = 86_400;
/** Why staff took diamonds back, as they write it. */
const REASONS = [
  'Gifts from a refunded recharge',
  'Self-gifting with a second account',
  'Settlement paid out offline',
  'Diamonds farmed in a closed room',
  'Duplicate income after an app error',
];

/**
 * Demo deductions and clears of the guild hosts' diamonds (their income the guild demo posted),
 * through the ledger as staff would make them, each with its diamond log row: every fourth host
 * with diamonds loses a part, every ninth is cleared. Running it again adds nothing.
 */
async function demoDiamondLog(db: Orm, now: number): Promise<void> {
  const [any] = await db.select({ id: hostDiamondLogs.id }).from(hostDiamondLogs).limit(1);
  if (any) return;
  const balances = diamondsOf(hosts.memberId);
  const earners = await db
    .select({ id: hosts.id, memberId: hosts.memberId, regionId: hosts.regionId, balance: balances.diamond })
    .from(hosts)
    .innerJoin(balances.join.table, balances.join.on)
    .where(gt(balances.diamond, 0))
    .orderBy(desc(hosts.id));
  for (const [n, host] of earners.entries()) {
    const clear = n % 9 === 4;
    if (!clear && n % 4 !== 1) continue;
    const amount = clear ? host.balance : Math.max(1, Math.floor(host.balance / (2 + (n % 3))));
    const at = now - (n % 12) * DAY - 3600 * (n % 7);
    const reason = REASONS[n % REASONS.length] as string;
    const posted = await post(db, {
      kind: 'deduction',
      currency: 'diamond',
      amount,
      memberIds: [host.memberId],
      reason,
      admin: ADMIN,
      scope: UNLIMITED,
      now: at,
      sourceKey: `demo:host-diamond:${host.id}`,
    });
    const [postingId] = posted.postingIds;
    if (postingId === undefined) continue;
    await db.insert(hostDiamondLogs).values({
      hostId: host.id,
      memberId: host.memberId,
      operation: clear ? 'clear' : 'deduct',
      amount,
      balanceBefore: host.balance,
      balanceAfter: host.balance - amount,
      reason,
      postingId,
      adminId: ADMIN.id,
      adminName: ADMIN.name,
      regionId: host.regionId,
      createdAt: at,
    });
  }
}

/**
 * Host management (SPEC §2 /hostManagement, §7 PresideManagement): the host list with its diamond
 * deductions, clears, groups and states, the diamond log, a room's host ranking and the settlement
 * view. Registered after the guilds: its demo takes diamonds back from the guilds' hosts.
 */
export const hostManagementModule: ServerModule = {
  name: 'host-management',
  actions: [...hostListActions, ...hostDiamondLogActions, ...hostRankActions],
  references: { host: entityPlaces({ id: hosts.id, region: hosts.regionId }) },
  demo: demoDiamondLog,
};
