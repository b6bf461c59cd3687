import { formatWallDate, type RiskFlagDay, type RiskRule, rechargeRiskActions } from '@console/contract';
import { and, count, gte, type SQL, sql } from 'drizzle-orm';
import { implement } from '../../engine/context.ts';
import type { ServerModule } from '../../engine/registry.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { scopeCondition } from '../../engine/scope.ts';
import { insertDemoRiskFlags } from './recharge-risk.demo.ts';
import { riskFlags, riskRules } from './recharge-risk.tables.ts';
import { blacklistFlagged, freezeFlaggedMember, releaseFlag } from './risk-flag-review.ts';

const { RISK_RULES } = rechargeRiskActions;
const DAY = 86_400;
/** Quarter hours: a zone's day starts on one (+5:45), so counts per quarter hour add up to its days. */
const QUARTER = 900;

/**
 * Recharge risk (SPEC §2 /riskcontrolManagement/management): the risk engine's rules per region,
 * the recharges it flagged, reviewed by staff (release, freeze the member's consumption, blacklist
 * the device or address), and a chart of flags per day and rule. Region-scoped.
 */
export const rechargeRiskModule: ServerModule = {
  name: 'recharge-risk',
  actions: [
    ...serveResource(rechargeRiskActions.riskRules, riskRules, {
      beforeSave(values, ctx) {
        values.updatedByName = ctx.admin.username;
      },
    }),
    ...serveResource(rechargeRiskActions.riskFlags, riskFlags, {
      commands: { release: releaseFlag, freeze: freezeFlaggedMember, blacklist: blacklistFlagged },
    }),
    implement(rechargeRiskActions.riskFlagDaily, async (input, ctx) => {
      const from = ctx.now - (input.days - 1) * DAY;
      const quarter: SQL<number> = sql`(${riskFlags.flaggedAt} / ${sql.raw(String(QUARTER))})::bigint`;
      const rows = await ctx.db
        .select({ quarter, rule: riskFlags.rule, flags: count() })
        .from(riskFlags)
        .where(and(gte(riskFlags.flaggedAt, from - DAY), scopeCondition(ctx.scope, riskFlags.regionId)))
        .groupBy(quarter, riskFlags.rule);
      const first = formatWallDate(from, ctx.timeZone);
      const days = new Map<string, RiskFlagDay>();
      for (const row of rows) {
        const day = formatWallDate(Number(row.quarter) * QUARTER, ctx.timeZone);
        if (day < first || !RISK_RULES.includes(row.rule as RiskRule)) continue;
        const entry: RiskFlagDay = days.get(day) ?? {
          day,
          device_orders: 0,
          ip_orders: 0,
          shared_pay_account: 0,
          refund_ratio: 0,
          new_account_large: 0,
        };
        entry[row.rule as RiskRule] += Number(row.flags);
        days.set(day, entry);
      }
      return {
        from: first,
        to: formatWallDate(ctx.now, ctx.timeZone),
        list: [...days.values()].sort((a, b) => a.day.localeCompare(b.day)),
      };
    }),
  ],
  demo: insertDemoRiskFlags,
};
