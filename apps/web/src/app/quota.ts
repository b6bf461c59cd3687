import { FIRST_SUPER_ADMIN_ID, QUOTA_WARNING_RATIO } from '@console/contract';

export interface QuotaUsage {
  gift: number;
  gift_use: number;
  prop: number;
  prop_use: number;
  gold: number;
  gold_use: number;
}

/** Usage ratio of one quota; no quota assigned counts as unused rather than as infinitely used. */
export function usageRatio(total: number, used: number): number {
  return total > 0 ? used / total : 0;
}

/** SPEC §6: warn when any of gifts, props or gold is used over 90 %. */
export function quotaOverLimit(info: QuotaUsage): boolean {
  return (
    usageRatio(info.gift, info.gift_use) > QUOTA_WARNING_RATIO ||
    usageRatio(info.prop, info.prop_use) > QUOTA_WARNING_RATIO ||
    usageRatio(info.gold, info.gold_use) > QUOTA_WARNING_RATIO
  );
}

/** Checked once a day, for every signed-in admin except the first super admin. */
export function quotaCheckDue(uid: number, lastCheckedOn: string | null, today: string): boolean {
  return uid !== FIRST_SUPER_ADMIN_ID && lastCheckedOn !== today;
}

export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
