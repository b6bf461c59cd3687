import { z } from 'zod';
import { defineAction } from '../action.ts';
import { int } from '../fields.ts';
import { menuIdAt } from '../menu.ts';
import { type RowOf, resource } from '../resource/index.ts';
import { BAN_DURATIONS } from './member-moderation.ts';
import { riskFlagLabels, riskRuleLabels } from './recharge-risk.labels.ts';

export { riskFlagLabels, riskRuleLabels } from './recharge-risk.labels.ts';

const module = 'RechargeRisk';
const riskMenu = menuIdAt('/riskcontrolManagement/management') as number;

/**
 * What flags a recharge (SPEC §2 recharge risk): many orders from one device or one address, many
 * accounts paying with one payment account, a member's refund ratio, a new account paying a large amount.
 */
export const RISK_RULES = ['device_orders', 'ip_orders', 'shared_pay_account', 'refund_ratio', 'new_account_large'] as const;
export type RiskRule = (typeof RISK_RULES)[number];
/** A flag waits `flagged` until staff release it, freeze the member's consumption, or blacklist its device or address. */
export const RISK_FLAG_STATES = ['flagged', 'released', 'frozen', 'blacklisted'] as const;
export type RiskFlagState = (typeof RISK_FLAG_STATES)[number];
/** What a flag's blacklisting adds to the device blacklist. */
export const RISK_BLACKLIST_TARGETS = ['device', 'ip'] as const;
/** The chart's days: the last 30, today included. */
export const RISK_CHART_DAYS = 30;

/**
 * The rules of the app's risk engine (menu 21004), one per rule and region: its threshold (orders,
 * accounts, a percent or coins, as the rule counts), the window it counts over, an optional feature
 * code (SPEC §5), on or off. The engine reads them; the console keeps them.
 */
export const riskRules = resource({
  module,
  namespace: 'riskRules',
  menu: riskMenu,
  tabOf: riskMenu,
  labels: riskRuleLabels,
  scope: { region: 'region_id' },
  sortBy: 'region_id',
  order: 'asc',
  fields: {
    rule: { kind: 'enum', values: RISK_RULES, required: true, filter: 'eq', unique: true, uniqueWith: ['region_id'] },
    region_id: { kind: 'region', required: true, filter: 'eq', sortable: true },
    threshold: { kind: 'int', min: 1, max: 100_000_000, required: true },
    window_hours: { kind: 'int', min: 1, max: 24 * 90, required: true, default: 24 },
    feature_code: { kind: 'text', max: 64, pattern: '^[A-Za-z0-9_-]*$' },
    enabled: { kind: 'bool', default: true, filter: 'eq' },
    note: { kind: 'longText', max: 500 },
    updated_by_name: { kind: 'admin', readOnly: true },
    updated_at: { kind: 'time', readOnly: true, sortable: true },
  },
  actions: {
    list: 'riskRuleList',
    save: 'riskRuleSave',
    delete: 'riskRuleDelete',
    toggle: { field: 'enabled', action: 'riskRuleSwitch' },
  },
});
export type RiskRuleRow = RowOf<typeof riskRules.fields>;

const review = {
  field: 'status',
  transitions: {
    release: { from: ['flagged'], to: 'released' },
    freeze: { from: ['flagged'], to: 'frozen' },
    blacklist: { from: ['flagged'], to: 'blacklisted' },
  },
} as const;

/**
 * Recharges the app's risk engine flagged (menu 21004), with the rule and its evidence. Staff
 * release one, freeze the member's consumption (the member module's freeze), or add its device or
 * address to the device blacklist; each once, each logged. Scoped by the member's region.
 */
export const riskFlags = resource({
  module,
  namespace: 'riskFlags',
  menu: riskMenu,
  labels: riskFlagLabels,
  scope: { region: 'region_id' },
  sortBy: 'flagged_at',
  fields: {
    order_no: { kind: 'text', filter: 'eq' },
    member_id: { kind: 'member', filter: 'eq' },
    region_id: { kind: 'region', filter: 'eq' },
    rule: { kind: 'enum', values: RISK_RULES, filter: 'eq' },
    coins: { kind: 'money', sortable: true },
    device_id: { kind: 'text', filter: 'eq' },
    ip: { kind: 'text', filter: 'eq' },
    pay_account: { kind: 'text' },
    evidence: { kind: 'longText' },
    flagged_at: { kind: 'time', sortable: true, filter: 'range' },
    status: {
      kind: 'enum',
      values: RISK_FLAG_STATES,
      colors: { flagged: 'warning', released: 'success', frozen: 'error', blacklisted: 'error' },
      filter: 'eq',
    },
    note: { kind: 'longText' },
    handled_by_name: { kind: 'admin' },
    handled_at: { kind: 'time', nullable: true, sortable: true },
  },
  actions: { list: 'riskFlagList', export: 'riskFlagExport' },
  lifecycle: review,
  commands: {
    release: {
      action: 'riskFlagRelease',
      fields: { reason: { kind: 'longText', max: 500, required: true } },
    },
    freeze: {
      action: 'riskFlagFreeze',
      fields: {
        duration: { kind: 'enum', values: BAN_DURATIONS, required: true, default: 'd30' },
        reason: { kind: 'longText', max: 500, required: true },
      },
      sensitive: true,
      danger: true,
    },
    blacklist: {
      action: 'riskFlagBlacklist',
      fields: {
        target: { kind: 'enum', values: RISK_BLACKLIST_TARGETS, required: true, default: 'device' },
        duration: { kind: 'enum', values: BAN_DURATIONS, required: true, default: 'permanent' },
        reason: { kind: 'longText', max: 500, required: true },
      },
      sensitive: true,
      danger: true,
    },
  },
});
export type RiskFlagRow = RowOf<typeof riskFlags.fields>;

/** One day of the chart: flags filed that day (console's zone), per rule. */
export const riskFlagDay = z.object({
  day: z.string(),
  device_orders: z.number().int(),
  ip_orders: z.number().int(),
  shared_pay_account: z.number().int(),
  refund_ratio: z.number().int(),
  new_account_large: z.number().int(),
});
export type RiskFlagDay = z.infer<typeof riskFlagDay>;

/**
 * Flags per day and rule over the last days (RechargeRisk riskFlagDaily), for the chart above the
 * flagged recharges: counted inside the caller's regions.
 */
export const riskFlagDaily = defineAction({
  module,
  action: 'riskFlagDaily',
  summary: 'Recharges flagged per day and rule over the last days',
  label: { zh: '每日风险订单', en: 'Flags per day' },
  permission: { menu: riskMenu },
  mutates: false,
  input: z.object({ days: int({ min: 1, max: 90 }).optional().default(RISK_CHART_DAYS) }),
  output: z.object({ from: z.string(), to: z.string(), list: z.array(riskFlagDay) }),
});
