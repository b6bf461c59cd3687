import { FIRST_SUPER_ADMIN_ID, REGIONS, type RiskRule, rechargeRiskActions } from '@console/contract';
import { asc, eq } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import { memberProfiles } from '../member/member.lookup.ts';
import { riskFlags, riskRules } from './recharge-risk.tables.ts';

const { RISK_RULES } = rechargeRiskActions;
const HOUR = 3_600;
const DAY = 86_400;

/** Each rule's demo threshold and window; a region's thresholds differ a little (a richer market pays more). */
const RULE_DEFAULTS: Record<RiskRule, { threshold: number; windowHours: number; code: string }> = {
  device_orders: { threshold: 5, windowHours: 24, code: 'RC_DEV_01' },
  ip_orders: { threshold: 8, windowHours: 24, code: 'RC_IP_01' },
  shared_pay_account: { threshold: 3, windowHours: 72, code: '' },
  refund_ratio: { threshold: 30, windowHours: 720, code: 'RC_REFUND' },
  new_account_large: { threshold: 40_000, windowHours: 72, code: '' },
};
const COINS = [700, 3_600, 7_500, 40_000, 85_000];
/** Why staff set a rule as they did, on some of them. */
const RULE_NOTES = [
  'Raised after the card-fraud wave of March',
  'Agents top up for many members: watch, do not block',
  'Matches the payment provider’s own limit',
];

/** The evidence the risk engine files with a flag: what it counted against which threshold. */
function evidenceOf(rule: RiskRule, n: number, device: string, ip: string, account: string, coins: number): string {
  const base = RULE_DEFAULTS[rule];
  switch (rule) {
    case 'device_orders':
      return `${base.threshold + 1 + (n % 6)} orders from device ${device} in ${base.windowHours} h (threshold ${base.threshold})`;
    case 'ip_orders':
      return `${base.threshold + 2 + (n % 9)} orders from ${ip} in ${base.windowHours} h (threshold ${base.threshold})`;
    case 'shared_pay_account':
      return `${base.threshold + 1 + (n % 4)} accounts paid with ${account} in ${base.windowHours} h (threshold ${base.threshold})`;
    case 'refund_ratio':
      return `${base.threshold + 5 + (n % 40)}% of recharges refunded in 30 days (threshold ${base.threshold}%)`;
    case 'new_account_large':
      return `Account ${2 + (n % 60)} h old paid ${coins.toLocaleString('en-US')} coins at once (threshold ${base.threshold.toLocaleString('en-US')})`;
  }
}

/**
 * Demo recharge risk: every rule in every region (region 1 last), and 90 recharges flagged over
 * the last 30 days, most open for review, every fourth already released by staff. The first
 * three flags are open and of a member outside region 1 (the generated suites' samples review them).
 * Running it again adds nothing.
 */
export async function insertDemoRiskFlags(db: Orm, now: number): Promise<void> {
  const [any] = await db.select({ id: riskRules.id }).from(riskRules).limit(1);
  if (any) return;
  const regions = [...REGIONS.filter((region) => region.id !== 1), ...REGIONS.filter((region) => region.id === 1)];
  for (const [r, region] of regions.entries()) {
    for (const [k, rule] of RISK_RULES.entries()) {
      const base = RULE_DEFAULTS[rule];
      await db.insert(riskRules).values({
        rule,
        regionId: region.id,
        threshold: rule === 'new_account_large' ? base.threshold + (r % 3) * 10_000 : base.threshold + (r % 2),
        windowHours: base.windowHours,
        featureCode: base.code,
        enabled: (r + k) % 9 !== 4,
        note: (r + k) % 3 === 0 ? (RULE_NOTES[Math.floor((r + k) / 3) % RULE_NOTES.length] as string) : '',
        createdBy: FIRST_SUPER_ADMIN_ID,
        createdByName: 'admin',
        createdAt: now - 90 * DAY,
        updatedByName: 'admin',
        updatedAt: now - 30 * DAY,
      });
    }
  }

  const profile = memberProfiles();
  const people = await db
    .select({ id: profile.id, regionId: profile.regionId })
    .from(profile)
    .orderBy(asc(profile.id))
    .limit(400);
  if (people.length < 100) return;
  const outside = people.find((person) => person.regionId !== 1) as { id: number; regionId: number };
  for (let n = 0; n < 90; n++) {
    const who = n < 3 ? outside : (people[(n * 13 + 5) % people.length] as { id: number; regionId: number });
    const rule = RISK_RULES[(n * 7 + (n >> 2)) % RISK_RULES.length] as RiskRule;
    const coins = COINS[(n * 3) % COINS.length] as number;
    const device = `A${(0x1f3a + n * 977).toString(16).toUpperCase()}-${(n * 7_919) % 10_000}`;
    const ip = `${n % 2 === 0 ? '203.0.113' : '198.51.100'}.${((n * 37) % 250) + 2}`;
    const account = `gp-${(n * 104_729) % 1_000_000}@pay.example`;
    // The newest first, then spread over the month: some days see more flags than others.
    const flaggedAt = n < 12 ? now - (n * 2 + 1) * HOUR : now - (((n * 53) % 29) + 1) * DAY - ((n * 5) % 20) * HOUR;
    const [row] = await db
      .insert(riskFlags)
      .values({
        orderNo: `PO${30_000_000 + n * 6_007}`,
        memberId: who.id,
        regionId: who.regionId,
        rule,
        coins,
        deviceId: device,
        ip,
        payAccount: rule === 'shared_pay_account' ? account : n % 3 === 0 ? account : '',
        evidence: evidenceOf(rule, n, device, ip, account, coins),
        flaggedAt,
      })
      .returning({ id: riskFlags.id });
    // Every fourth after the first three was released, so the first page shows who reviewed them.
    if (!row || n < 3 || n % 4 !== 3) continue;
    await db
      .update(riskFlags)
      .set({
        status: 'released',
        note: 'Checked the orders: a family paying for one another',
        handledBy: FIRST_SUPER_ADMIN_ID,
        handledByName: 'admin',
        handledAt: flaggedAt + 6 * HOUR,
      })
      .where(eq(riskFlags.id, row.id));
  }
}
