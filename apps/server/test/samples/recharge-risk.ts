import type { Sample } from '../samples.ts';

/**
 * Samples of recharge risk and KA management (issue 31). Their demos put rows outside region 1
 * first (recharge-risk.demo.ts, key-account.demo.ts), so the ids are known: flags 1 to 3 are open
 * and of a member of region 12; rule 1 is region 0's device rule; key account 1 is member 10000003's (region 10).
 */
const UNKNOWN = 999_999;
const KA_MEMBER = 10_000_003;

const onRow = (id: number, fields: Record<string, unknown>): Sample => ({
  valid: () => ({ id, ...fields }),
  failing: () => ({ id: UNKNOWN, ...fields }),
  outOfRegion: () => ({ id, ...fields }),
});

export const samples: Record<string, Sample> = {
  'RechargeRisk/riskFlagRelease': onRow(1, { reason: 'Sample: a family paying for one another' }),
  'RechargeRisk/riskFlagFreeze': onRow(2, { duration: 'h24', reason: 'Sample: stolen cards' }),
  'RechargeRisk/riskFlagBlacklist': onRow(3, { target: 'device', duration: 'h24', reason: 'Sample: card farm' }),
  // An edit of a demo rule: a new one of region 0 would meet the demo's rule of the same kind.
  'RechargeRisk/riskRuleSave': onRow(1, { rule: 'device_orders', region_id: 0, threshold: 6, window_hours: 24 }),
  'KeyAccount/keyAccountSave': onRow(1, { member_id: KA_MEMBER, tier: 'gold', manager_id: 1, notes: 'Sample call' }),
};
