import { menuIdAt } from '../menu.ts';
import { type RowOf, resource } from '../resource/index.ts';
import { PAY_TYPES } from './member-records.ts';
import { appleLostOrderLabels, failedOrderLabels } from './payment-recovery.labels.ts';

export { appleLostOrderLabels, failedOrderLabels } from './payment-recovery.labels.ts';

const module = 'LostOrder';

/** Where a failed order came from: the app's store payment, or an agent's top-up. */
export const FAILED_ORDER_SOURCES = ['store', 'agent'] as const;
/** A lost payment waits `failed` until staff credit it (the money did arrive) or dismiss it. */
export const LOST_ORDER_STATES = ['failed', 'credited', 'dismissed'] as const;
export type LostOrderState = (typeof LOST_ORDER_STATES)[number];
/** Most coins one lost payment may credit: a typo of a few zeros is refused, not credited. */
export const MAX_LOST_ORDER_COINS = 100_000_000;

const stateColors = { failed: 'warning', credited: 'success', dismissed: 'default' } as const;

/** Crediting needs proof of what was checked, and the password re-check; dismissing needs why. */
const outcomes = {
  field: 'status',
  transitions: {
    credit: {
      from: ['failed'],
      to: 'credited',
      refusals: { credited: 'lost_order_already_credited', dismissed: 'lost_order_dismissed' },
    },
    dismiss: {
      from: ['failed'],
      to: 'dismissed',
      refusals: { credited: 'lost_order_credited_no_dismiss', dismissed: 'lost_order_already_dismissed' },
    },
  },
} as const;

/**
 * Failed orders (SPEC §2 /riskcontrolManagement/single, menu 21005): store and agent payments whose
 * crediting failed (channel, error, time), as the payment callback recorded them. Staff check the
 * channel and, when the money did arrive, credit the member's coins through the ledger once per
 * order (the posting's source key is the order): a second credit, also two staff at once, is refused
 * naming the first. Or they dismiss it with a reason. Scoped by the member's region.
 */
export const failedOrders = resource({
  module,
  namespace: 'failedOrders',
  menu: menuIdAt('/riskcontrolManagement/single'),
  labels: failedOrderLabels,
  scope: { region: 'region_id' },
  sortBy: 'failed_at',
  fields: {
    order_no: { kind: 'text', filter: 'eq' },
    member_id: { kind: 'member', filter: 'eq' },
    region_id: { kind: 'region', filter: 'eq' },
    source: { kind: 'enum', values: FAILED_ORDER_SOURCES, filter: 'eq' },
    pay_type: { kind: 'enum', values: PAY_TYPES, filter: 'eq' },
    money_cents: { kind: 'int', sortable: true },
    coins: { kind: 'money', sortable: true },
    error: { kind: 'longText' },
    failed_at: { kind: 'time', sortable: true, filter: 'range' },
    status: { kind: 'enum', values: LOST_ORDER_STATES, colors: stateColors, filter: 'eq' },
    /** What the re-check found: the evidence of a credit, the reason of a dismissal. */
    note: { kind: 'longText' },
    posting_id: { kind: 'int', nullable: true },
    handled_by_name: { kind: 'admin' },
    handled_at: { kind: 'time', nullable: true, sortable: true },
  },
  actions: { list: 'failedOrderList', export: 'failedOrderExport' },
  lifecycle: outcomes,
  commands: {
    credit: {
      action: 'failedOrderCredit',
      fields: { evidence: { kind: 'longText', max: 500, required: true } },
      sensitive: true,
      money: true,
    },
    dismiss: {
      action: 'failedOrderDismiss',
      fields: { reason: { kind: 'longText', max: 500, required: true } },
      danger: true,
    },
  },
});
export type FailedOrderRow = RowOf<typeof failedOrders.fields>;

/**
 * Apple lost orders (SPEC §2 /riskcontrolManagement/appleLostOrder, menu 21006): App Store
 * transactions the app reported paid but never credited (transaction id, product, member). The app
 * may report one transaction more than once, or against another account (a replayed receipt): a
 * transaction id is credited once, whichever row credits it first; a later credit is refused naming
 * where it went (which lost order, member, ledger posting, when, by whom).
 */
export const appleLostOrders = resource({
  module,
  namespace: 'appleLostOrders',
  menu: menuIdAt('/riskcontrolManagement/appleLostOrder'),
  labels: appleLostOrderLabels,
  scope: { region: 'region_id' },
  sortBy: 'reported_at',
  fields: {
    transaction_id: { kind: 'text', filter: 'eq' },
    original_transaction_id: { kind: 'text', filter: 'eq' },
    product_id: { kind: 'text', filter: 'contains' },
    member_id: { kind: 'member', filter: 'eq' },
    region_id: { kind: 'region', filter: 'eq' },
    money_cents: { kind: 'int', sortable: true },
    coins: { kind: 'money', sortable: true },
    purchased_at: { kind: 'time', sortable: true },
    reported_at: { kind: 'time', sortable: true, filter: 'range' },
    status: { kind: 'enum', values: LOST_ORDER_STATES, colors: stateColors, filter: 'eq' },
    /** What the re-check found: the evidence of a credit, the reason of a dismissal. */
    note: { kind: 'longText' },
    posting_id: { kind: 'int', nullable: true },
    handled_by_name: { kind: 'admin' },
    handled_at: { kind: 'time', nullable: true, sortable: true },
  },
  actions: { list: 'appleLostOrderList', export: 'appleLostOrderExport' },
  lifecycle: outcomes,
  commands: {
    credit: {
      action: 'appleLostOrderCredit',
      fields: { evidence: { kind: 'longText', max: 500, required: true } },
      sensitive: true,
      money: true,
    },
    dismiss: {
      action: 'appleLostOrderDismiss',
      fields: { reason: { kind: 'longText', max: 500, required: true } },
      danger: true,
    },
  },
});
export type AppleLostOrderRow = RowOf<typeof appleLostOrders.fields>;
