import { z } from 'zod';
import { defineAction } from '../action.ts';
import { oneOf, text, unixTime } from '../fields.ts';
import { menuIdAt } from '../menu.ts';
import { type RowOf, resource } from '../resource/index.ts';
import { COIN_ISSUE_TYPES, CURRENCIES } from './ledger.ts';
import { coinDeductionLabels, coinIssueLabels } from './send-coins.labels.ts';

export { coinDeductionLabels, coinIssueLabels, sendCoinsLabels } from './send-coins.labels.ts';

const sendCoinsMenu = menuIdAt('/sendCoins/sendCoins');

/**
 * The member a record is about, read from the member (never copied onto the posting): a country
 * admin sees the records of their regions' (and countries') members only.
 */
const aboutMember = {
  user_id: { kind: 'member', filter: 'eq' },
  user_no: { kind: 'member' },
  nickname: { kind: 'text' },
  region_id: { kind: 'region' },
  country_id: { kind: 'country', internal: true },
} as const;

/**
 * Coin issue records (SPEC §3, /sendCoins/sendCoins): every grant of coins to a member, one row per
 * member and grant, read from the ledger's postings (append-only, so read-only here), with the
 * export. Who issued it is the posting's admin: the applicant when an approver granted what they
 * applied for.
 */
export const coinIssueRecords = resource({
  module: 'SendCoins',
  namespace: 'coinIssueRecords',
  menu: sendCoinsMenu,
  labels: coinIssueLabels,
  scope: { region: 'region_id', country: 'country_id' },
  fields: {
    id: { kind: 'int' },
    ...aboutMember,
    amount: { kind: 'money', sortable: true },
    issue_type: { kind: 'enum', values: COIN_ISSUE_TYPES, filter: 'eq' },
    reason: { kind: 'longText' },
    admin_name: { kind: 'admin', filter: 'contains' },
    created_at: { kind: 'time', filter: 'range' },
  },
  actions: { list: 'coinIssueList', export: 'coinIssueExport' },
});
export type CoinIssueRow = RowOf<typeof coinIssueRecords.fields>;

/**
 * Coin (and bean) deduction records (SPEC §3): every deduction, with the amount taken as a positive
 * number, the currency, who took it and why.
 */
export const coinDeductionRecords = resource({
  module: 'SendCoins',
  namespace: 'coinDeductionRecords',
  menu: sendCoinsMenu,
  tabOf: sendCoinsMenu,
  labels: coinDeductionLabels,
  scope: { region: 'region_id', country: 'country_id' },
  fields: {
    id: { kind: 'int' },
    ...aboutMember,
    deducted: { kind: 'money' },
    currency: { kind: 'enum', values: CURRENCIES, filter: 'eq' },
    reason: { kind: 'longText' },
    admin_name: { kind: 'admin', filter: 'contains' },
    created_at: { kind: 'time', filter: 'range' },
  },
  actions: { list: 'coinDeductionList', export: 'coinDeductionExport' },
});
export type CoinDeductionRow = RowOf<typeof coinDeductionRecords.fields>;

/** Coins issued and deducted in one month, by one admin, under one issue type (null: deductions carry none). */
export const coinStatisticsRow = z.object({
  month: z.string(),
  admin_id: z.number().int(),
  admin_name: z.string(),
  issue_type: z.string().nullable(),
  issued: z.number().int(),
  deducted: z.number().int(),
});
export type CoinStatisticsRow = z.infer<typeof coinStatisticsRow>;

export const coinMonthRow = z.object({ month: z.string(), issued: z.number().int(), deducted: z.number().int() });
export type CoinMonthRow = z.infer<typeof coinMonthRow>;

/**
 * Coin statistics (issue 15 item 6): coins issued and deducted per admin, issue type and month (the
 * console's time zone), and per month for the chart, of the caller's regions' members only. Coins
 * only: bean deductions are in the deduction records.
 */
export const coinStatistics = defineAction({
  module: 'SendCoins',
  action: 'coinStatistics',
  summary: 'Coins issued and deducted per admin, issue type and month, and per month',
  label: { zh: '金币发放统计', en: 'Coin statistics' },
  permission: { menu: sendCoinsMenu },
  mutates: false,
  // Scoped in its query to the caller's regions' members, but its rows are sums, not region rows:
  // no `scope: { list: true }`, whose generated check reads a list of rows carrying region_id.
  input: z.object({
    created_at_from: unixTime().optional(),
    created_at_to: unixTime().optional(),
    admin_name: text({ max: 64 }).optional(),
    issue_type: oneOf(COIN_ISSUE_TYPES).optional(),
  }),
  output: z.object({
    list: z.array(coinStatisticsRow),
    months: z.array(coinMonthRow),
    /** More groups than a screen shows: the list stops at MAX_STATISTICS_ROWS, the months are whole. */
    capped: z.boolean(),
  }),
});

/** The statistics list's most rows (admins × types × months); the months' totals always cover everything. */
export const MAX_STATISTICS_ROWS = 1000;
