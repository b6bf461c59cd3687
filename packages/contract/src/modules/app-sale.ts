import { menuIdAt } from '../menu.ts';
import { type RowOf, resource, shelfStateField, shelfWindow } from '../resource/index.ts';
import { appSaleLabels } from './app-sale.labels.ts';

/** The store a promotion's product is sold in: both (the same product id on either store), the App Store or Google Play. */
export const APP_SALE_PLATFORMS = ['all', 'ios', 'android'] as const;
/** A store product id as the stores take it: dot-separated words (`com.app.coins.499`). */
export const APP_SALE_PRODUCT_PATTERN = '[A-Za-z0-9_]+(\\.[A-Za-z0-9_]+)+';
/** Most a product may cost: 1,000 US dollars, the stores' own ceiling. */
export const APP_SALE_MAX_PRICE_CENTS = 100_000;

/**
 * In-app purchase promotions (menu 24012, /setting/appSale; SPEC names the screen only): a store
 * product sold for its price in US cents gives its coins plus bonus coins while the promotion is on
 * shelf in its regions (shelf state derived from the times and the switch, as gifts'). The bonus
 * percentage is shown beside it. Rules: the off time comes after the on time (`off_not_after_on`);
 * two promotions of one product on one store may not overlap in time in a shared region, else the
 * app could not tell which bonus applies (`app_sale_overlap`, the kit's declared `noOverlap`).
 * Region-scoped like gifts.
 */
export const appSales = resource({
  module: 'Setting',
  namespace: 'appSales',
  menu: menuIdAt('/setting/appSale'),
  labels: appSaleLabels,
  scope: { region: 'regions' },
  sortBy: 'sort',
  order: 'asc',
  fields: {
    id: { kind: 'int', readOnly: true },
    name: { kind: 'text', max: 64, required: true, filter: 'contains' },
    product_id: { kind: 'text', max: 100, pattern: APP_SALE_PRODUCT_PATTERN, required: true, filter: 'contains' },
    platform: {
      kind: 'enum',
      values: APP_SALE_PLATFORMS,
      colors: { ios: 'default', android: 'success', all: 'processing' },
      required: true,
      filter: 'eq',
    },
    price_cents: { kind: 'int', min: 1, max: APP_SALE_MAX_PRICE_CENTS, required: true, sortable: true },
    coins: { kind: 'money', min: 1, max: 1_000_000_000, required: true, sortable: true },
    bonus_coins: { kind: 'money', min: 0, max: 1_000_000_000, default: 0 },
    /** The bonus as a whole percentage of the coins (rounded down): derived, never stored. */
    bonus_percent: { kind: 'int', readOnly: true, shownIn: 'bonus_coins' },
    regions: { kind: 'regions', required: true, filter: 'eq' },
    on_at: { kind: 'time', nullable: true, sortable: true },
    off_at: { kind: 'time', nullable: true },
    is_on: { kind: 'bool', default: true },
    shelf_state: shelfStateField(),
    sort: { kind: 'int', min: 0, max: 999_999, default: 0, sortable: true },
    updated_at: { kind: 'time', readOnly: true },
  },
  // Two promotions of one product on one store (both stores meeting either) in a shared region may not
  // run at once: the app could not tell which bonus applies.
  window: {
    ...shelfWindow(),
    noOverlap: { per: ['product_id', 'platform', 'regions'], meetsAll: { platform: 'all' } },
    refusals: { order: 'off_not_after_on', overlap: 'app_sale_overlap' },
  },
  actions: {
    list: 'appSaleList',
    save: 'appSaleSave',
    delete: 'appSaleDelete',
    toggle: { field: 'is_on', action: 'appSaleIsOn' },
  },
});
export type AppSaleRow = RowOf<typeof appSales.fields>;
