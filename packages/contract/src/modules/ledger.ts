import { z } from 'zod';
import { defineAction } from '../action.ts';
import { id, idList, int, listInput, listOf, MAX_MEMBER_ID, oneOf, text } from '../fields.ts';
import { MenuIds, menuIdAt } from '../menu.ts';

/**
 * The coin ledger (DESIGN §6, issue 15): every change of a member's gold (coins), diamonds or beans
 * is a posting of two entries that sum to zero, one on the member's account and one on a counter
 * account (an issuance account per coin issue type, the deduction sink, the opening balances). The
 * member's balance column is the sum of its entries, kept in the same transaction.
 */
export const CURRENCIES = ['gold', 'diamond', 'bean'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** What moved the value: balances from before the ledger, a staff grant or deduction. */
export const POSTING_KINDS = ['opening', 'grant', 'deduction'] as const;
export type PostingKind = (typeof POSTING_KINDS)[number];

/** SPEC §9: coin issue types 1–10 and 23 (the wire sends the number). */
export const COIN_ISSUE_TYPES = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '23'] as const;
export type CoinIssueType = (typeof COIN_ISSUE_TYPES)[number];

/** SPEC §9: at most 300 000 in one amount. */
export const MAX_GRANT_AMOUNT = 300_000;
/** SPEC §9 gives 100 (another reading 200) recipients per issue: the default of the grant settings. */
export const DEFAULT_MAX_RECIPIENTS = 100;

const amount = () => int({ min: 1, max: MAX_GRANT_AMOUNT });
const reason = () => text({ max: 200 });
/**
 * Giving or taking coins needs the send-coins menu, also from the user page: holding the user page
 * alone is not a licence to print coins (a role may still be denied one action).
 */
const sendPermission = { menu: menuIdAt('/sendCoins/sendCoins') };

export const grantResult = z.object({
  /** Members credited or debited. */
  members: z.number().int(),
  /** The sum moved, amount × members. */
  total: z.number().int(),
  posting_ids: z.array(z.number().int()),
});
export type GrantResult = z.infer<typeof grantResult>;

/** Coins to several members at once (SPEC §7 SendCoins): one amount each, a type and a reason. */
export const sendCoins = defineAction({
  module: 'SendCoins',
  action: 'sendCoins',
  summary: 'Give each listed member the same amount of coins, counted against the quota and monthly limit',
  label: { zh: '发放金币', en: 'Send coins' },
  permission: sendPermission,
  mutates: true,
  money: true,
  sensitive: true,
  input: z.object({
    ids: idList({ upTo: MAX_MEMBER_ID }),
    amount: amount(),
    issue_type: oneOf(COIN_ISSUE_TYPES),
    reason: reason(),
  }),
  output: grantResult,
});

/** Coins to one member from the user page (SPEC §7 Member sendGold). */
export const sendGold = defineAction({
  module: 'Member',
  action: 'sendGold',
  summary: 'Give one member coins, counted against the quota and monthly limit',
  label: { zh: '赠送金币', en: 'Give coins' },
  permission: sendPermission,
  mutates: true,
  money: true,
  sensitive: true,
  scope: { target: 'member', idField: 'user_id' },
  input: z.object({ user_id: id(), amount: amount(), issue_type: oneOf(COIN_ISSUE_TYPES), reason: reason() }),
  output: grantResult,
});

function deduction(action: string, currency: 'gold' | 'bean', summary: string, label: { zh: string; en: string }) {
  return defineAction({
    module: 'Member',
    action,
    summary,
    label,
    permission: sendPermission,
    mutates: true,
    money: true,
    sensitive: true,
    scope: { target: 'member', idField: 'user_id' },
    input: z.object({ user_id: id(), amount: amount(), reason: reason() }),
    output: grantResult.extend({ currency: z.literal(currency) }),
  });
}

/** SPEC §7 Member deductCoin / deductBean: never below zero. */
export const deductCoin = deduction('deductCoin', 'gold', 'Take coins back from a member, never below zero', {
  zh: '扣除金币',
  en: 'Deduct coins',
});
export const deductBean = deduction('deductBean', 'bean', 'Take beans back from a member, never below zero', {
  zh: '扣除金豆',
  en: 'Deduct beans',
});

export const ledgerRow = z.object({
  id: z.number().int(),
  posting_id: z.number().int(),
  kind: z.enum(POSTING_KINDS),
  currency: z.enum(CURRENCIES),
  /** Signed: credited positive, debited negative. */
  amount: z.number().int(),
  /** The balance right after this entry. */
  balance_after: z.number().int(),
  issue_type: z.string().nullable(),
  reason: z.string(),
  admin_name: z.string(),
  created_at: z.number().int(),
});
export type LedgerRow = z.infer<typeof ledgerRow>;

function ledgerList(
  action: string,
  currencies: readonly Currency[],
  summary: string,
  label: { zh: string; en: string },
  /** Other screens showing the ledger (a host's diamond detail, 17002). */
  moreMenus: readonly number[] = [],
) {
  return defineAction({
    module: 'Member',
    action,
    summary,
    label,
    permission: { menu: [MenuIds.memberDetail, ...moreMenus] },
    mutates: false,
    scope: { target: 'member', idField: 'user_id' },
    input: listInput({
      user_id: id(),
      currency: oneOf(currencies as [Currency, ...Currency[]]).optional(),
      kind: oneOf(POSTING_KINDS).optional(),
    }),
    output: listOf(ledgerRow),
  });
}

/** SPEC §7 Member tobalanceRecord: a member's coin and bean ledger, newest first. */
export const tobalanceRecord = ledgerList('tobalanceRecord', ['gold', 'bean'], "A member's coin and bean ledger", {
  zh: '金币流水',
  en: 'Coin ledger',
});
/** SPEC §7 Member diamondRecordList: a member's diamond ledger. */
export const diamondRecordList = ledgerList(
  'diamondRecordList',
  ['diamond'],
  "A member's diamond ledger",
  { zh: '钻石流水', en: 'Diamond ledger' },
  [menuIdAt('/hostManagement/diamond/:userId') as number],
);

export const ledgerMismatch = z.object({
  member_id: z.number().int(),
  currency: z.enum(CURRENCIES),
  balance: z.number().int(),
  ledger: z.number().int(),
});

/** The consistency query (DESIGN §6): balances that differ from their entries, postings that do not sum to zero. */
export const ledgerCheck = defineAction({
  module: 'Ledger',
  action: 'ledgerCheck',
  summary: "Compare every member's balances with the sum of their ledger entries, and every posting's entries with zero",
  label: { zh: '核对账本', en: 'Check the ledger' },
  permission: sendPermission,
  mutates: false,
  input: z.object({}),
  output: z.object({
    members: z.number().int(),
    postings: z.number().int(),
    mismatches: z.array(ledgerMismatch),
    unbalanced_postings: z.array(z.number().int()),
  }),
});
