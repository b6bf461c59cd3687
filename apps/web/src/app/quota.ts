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

/**
 * SPEC §6: the server's daily check decides who is warned (over 90 %, never uid 1) and records the
 * day; the shell shows that warning once on this browser.
 */
export function quotaWarningDue(warnedOn: string | null, shownOn: string | null): warnedOn is string {
  return warnedOn !== null && warnedOn !== shownOn;
}
