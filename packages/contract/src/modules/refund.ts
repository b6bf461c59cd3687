import { z } from 'zod';
import { defineAction } from '../action.ts';
import { id } from '../fields.ts';
import { MenuIds, menuIdAt } from '../menu.ts';
import { type RowOf, resource, special } from '../resource/index.ts';
import { refundLabels } from './refund.labels.ts';

export { refundLabels } from './refund.labels.ts';

const module = 'Refund';
const refundMenu = menuIdAt('/riskcontrolManagement/refundCenter') as number;

/** The stores whose refunds come back against members (SPEC §2 refund center). */
export const REFUND_CHANNELS = ['google', 'apple'] as const;
/**
 * A reported refund waits until staff take its coins back; what the balance could not cover stays
 * `in_debt` until repaid, then the refund is `settled`.
 */
export const REFUND_STATES = ['reported', 'in_debt', 'settled'] as const;
export type RefundState = (typeof REFUND_STATES)[number];
/** Most coins one refund may name. */
export const MAX_REFUND_COINS = 100_000_000;

/**
 * Store refunds (SPEC §2 /riskcontrolManagement/refundCenter, menu 21008): Google and Apple refunds
 * reported against members, one per order or transaction. Taking one back (`refundRecover`) debits
 * the refunded coins through the ledger as far as the balance allows and records the rest as debt;
 * `refundRepay` repays one member's debt from their balance. Scoped by the member's region.
 */
export const refunds = resource({
  module,
  namespace: 'refunds',
  menu: refundMenu,
  labels: refundLabels,
  scope: { region: 'region_id' },
  fields: {
    order_no: { kind: 'text', max: 64, required: true, unique: true, filter: 'eq' },
    pay_type: { kind: 'enum', values: REFUND_CHANNELS, required: true, filter: 'eq', default: 'google' },
    member_id: { kind: 'member', required: true, filter: 'eq' },
    region_id: { kind: 'region', readOnly: true, filter: 'eq' },
    coins: { kind: 'money', min: 1, max: MAX_REFUND_COINS, required: true, sortable: true },
    reason: { kind: 'longText', max: 500 },
    refunded_at: { kind: 'time', required: true, sortable: true },
    status: {
      kind: 'enum',
      values: REFUND_STATES,
      colors: { reported: 'warning', in_debt: 'error', settled: 'success' },
      readOnly: true,
      filter: 'eq',
    },
    recovered: { kind: 'money', readOnly: true },
    debt: { kind: 'money', readOnly: true, sortable: true },
    repaid: { kind: 'money', readOnly: true },
    handled_by_name: { kind: 'admin', readOnly: true },
    handled_at: { kind: 'time', nullable: true, readOnly: true },
    created_by_name: { kind: 'admin', readOnly: true },
    created_at: { kind: 'time', readOnly: true, sortable: true, filter: 'range' },
  },
  actions: { list: 'refundList', add: 'refundAdd', export: 'refundExport' },
});
export type RefundRow = RowOf<typeof refunds.fields>;

/**
 * Takes a reported refund's coins back (Refund refundRecover): as many as the member's balance holds,
 * through the ledger, the rest recorded as debt. The password is asked for this very call (SPEC §6:
 * refunds are among the most dangerous actions); a refund is taken back once.
 */
export const refundRecover = special({
  module,
  action: 'refundRecover',
  menu: refundMenu,
  summary: "Take a store refund's coins back from the member as far as the balance allows, the rest as debt",
  label: { zh: '扣回退款金币', en: 'Take refunded coins back' },
  target: { type: 'store_refund', field: 'id' },
  fields: {},
  labels: refundLabels,
  recheckEachTime: true,
  money: true,
  danger: true,
  output: refunds.row,
});

/**
 * Repays one member's refund debt from their balance (Refund refundRepay; SPEC §5 "refund repayment
 * only for one user"): oldest refund first, as far as the balance allows.
 */
export const refundRepay = special({
  module,
  action: 'refundRepay',
  menu: refundMenu,
  summary: "Repay one member's refund debt from their coin balance, as far as it allows",
  label: { zh: '欠款还款', en: 'Repay refund debt' },
  // A field, not a target: staff type the member on the refund center; one id, never a list.
  fields: { user_id: { kind: 'member', required: true } },
  labels: refundLabels,
  sensitive: true,
  money: true,
  output: z.object({ repaid: z.number().int(), debt: z.number().int() }),
});

/** A member's refund debt, for the flag on the user page (menu 1002) and the refund center. */
export const memberRefundDebt = defineAction({
  module,
  action: 'memberRefundDebt',
  summary: "A member's refund debt still owed",
  label: { zh: '查询退款欠款', en: 'Refund debt' },
  permission: { menu: [MenuIds.memberDetail, refundMenu] },
  mutates: false,
  scope: { target: 'member', idField: 'user_id' },
  input: z.object({ user_id: id() }),
  output: z.object({ debt: z.number().int(), refunds: z.number().int() }),
});
