import { keyAccountActions, Status } from '@console/contract';
import { eq } from 'drizzle-orm';
import { admins } from '../../engine/auth/auth.tables.ts';
import type { ActionContext } from '../../engine/context.ts';
import { ActionError, invalid } from '../../engine/errors.ts';
import type { ServerModule } from '../../engine/registry.ts';
import type { Values } from '../../engine/resource/resource-writes.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { memberProfiles } from '../member/member.lookup.ts';
import { rechargedCoins } from '../member/member-payment-tally.lookup.ts';
import { insertDemoKeyAccounts } from './key-account.demo.ts';
import { keyAccounts } from './key-account.tables.ts';

const { KA_MIN_RECHARGE_COINS, KA_MIN_WEALTH_LEVEL } = keyAccountActions;
/** The member a key account is, joined for their live wealth (consumption) level. */
const profile = memberProfiles('ka_member');

/** A member becomes a key account only above the recharge or the consumption level; their region and recharges are copied. */
async function checkMember(values: Values, ctx: ActionContext): Promise<void> {
  const memberId = Number(values.member_id);
  const [member] = await ctx.db
    .select({ regionId: profile.regionId, wealthLevel: profile.wealthLevel })
    .from(profile)
    .where(eq(profile.id, memberId));
  if (!member) throw invalid('invalid_id', { member_id: 'invalid_id' });
  const recharged = await rechargedCoins(ctx.db, memberId);
  if (recharged < KA_MIN_RECHARGE_COINS && member.wealthLevel < KA_MIN_WEALTH_LEVEL)
    throw new ActionError(Status.invalid, 'ka_below_level', {
      params: { recharged, minCoins: KA_MIN_RECHARGE_COINS, level: member.wealthLevel, minLevel: KA_MIN_WEALTH_LEVEL },
    });
  values.region_id = member.regionId;
  values.rechargeCoins = recharged;
}

/** The account manager is a staff account: its name is copied beside its id. */
async function checkManager(values: Values, ctx: ActionContext): Promise<void> {
  const [manager] = await ctx.db
    .select({ username: admins.username })
    .from(admins)
    .where(eq(admins.id, Number(values.manager_id)));
  if (!manager) throw invalid('ka_manager_unknown', { manager_id: 'ka_manager_unknown' });
  values.managerName = manager.username;
}

/**
 * KA management (SPEC §2 /riskcontrolManagement/ka): key accounts with their account managers,
 * tiers, notes and last contact; filtered by manager and region, exported. Region-scoped by the member's region.
 */
export const keyAccountModule: ServerModule = {
  name: 'key-account',
  actions: serveResource(keyAccountActions.keyAccounts, keyAccounts, {
    join: { table: profile, on: eq(profile.id, keyAccounts.memberId) },
    columns: { wealth_level: profile.wealthLevel },
    async beforeSave(values, ctx, before) {
      if (values.member_id !== undefined && Number(values.member_id) !== before?.member_id) await checkMember(values, ctx);
      if (values.manager_id !== undefined) await checkManager(values, ctx);
    },
  }),
  demo: insertDemoKeyAccounts,
};
