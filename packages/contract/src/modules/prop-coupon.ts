import { menuIdAt } from '../menu.ts';
import { type RowOf, resource } from '../resource/index.ts';
import { couponHoldingLabels, couponLabels } from './prop-coupon.labels.ts';

/** What a coupon takes off: a share of a recharge's price, or coins added to a recharge. */
export const COUPON_KINDS = ['discount', 'bonus_coins'] as const;

/**
 * Coupons (menu 13007): a recharge discount (percent off) or bonus coins on a recharge of at least
 * `min_recharge` coins, valid for a number of days after a member receives it.
 */
export const coupons = resource({
  module: 'Coupon',
  namespace: 'coupon',
  menu: menuIdAt('/props/coupons'),
  labels: couponLabels,
  fields: {
    name: { kind: 'text', max: 50, required: true, unique: 'ci', filter: 'contains' },
    kind: { kind: 'enum', values: COUPON_KINDS, required: true, filter: 'eq', default: 'discount' },
    /** discount: percent off (1–99); bonus_coins: the coins added. */
    value: { kind: 'int', min: 1, max: 10_000_000, required: true },
    min_recharge: { kind: 'money', min: 0, max: 100_000_000, default: 0 },
    validity_days: { kind: 'int', min: 1, max: 3650, required: true },
    image: { kind: 'image', required: true },
    is_on: { kind: 'bool', default: true, filter: 'eq', colors: { true: 'success', false: 'default' } },
    created_by_name: { kind: 'admin', readOnly: true },
    created_at: { kind: 'time', readOnly: true },
  },
  actions: { list: 'couponList', save: 'couponSave', toggle: { field: 'is_on', action: 'couponIsOn' } },
});
export type CouponRow = RowOf<typeof coupons.fields>;

/**
 * Who holds a coupon (menu 13008, hidden, opened from the coupons): used or not, until when.
 * Read-only here: handing coupons out is the economy's. Scoped by the member's region.
 */
export const couponHoldings = resource({
  module: 'Coupon',
  namespace: 'couponHolding',
  menu: menuIdAt('/props/user-list'),
  labels: couponHoldingLabels,
  scope: { region: 'region_id' },
  fields: {
    user_no: { kind: 'member', filter: 'eq' },
    nickname: { kind: 'text' },
    region_id: { kind: 'region', filter: 'eq' },
    coupon_id: { kind: 'int', filter: 'eq' },
    coupon_name: { kind: 'text' },
    used: { kind: 'bool', filter: 'eq', colors: { true: 'default', false: 'success' } },
    used_at: { kind: 'time', nullable: true },
    granted_at: { kind: 'time', sortable: true, filter: 'range' },
    expires_at: { kind: 'time', sortable: true },
  },
  actions: { list: 'couponUserList', export: 'couponUserListExport' },
});
export type CouponHoldingRow = RowOf<typeof couponHoldings.fields>;
