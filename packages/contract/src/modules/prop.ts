import { menuIdAt } from '../menu.ts';
import { type RowOf, resource } from '../resource/index.ts';
import { propLabels } from './prop.labels.ts';

/** The shop's sections (SPEC §9 shop types). */
export const SHOP_TYPES = ['car', 'medal', 'headwear', 'id_number', 'vip'] as const;
/** What a prop is (SPEC §3). */
export const PROP_TYPES = [
  'car',
  'medal',
  'headdress',
  'pretty_number',
  'voucher',
  'bubble',
  'floating_screen',
  'relation_card',
] as const;
export type ShopType = (typeof SHOP_TYPES)[number];
export type PropType = (typeof PROP_TYPES)[number];

/**
 * The prop types each section sells: a section named after a kind of prop sells that kind only; the
 * VIP section is where the privileges without a section of their own are sold, and any VIP-only prop.
 */
export const SECTION_PROP_TYPES: Readonly<Record<ShopType, readonly PropType[]>> = {
  car: ['car'],
  medal: ['medal'],
  headwear: ['headdress'],
  id_number: ['pretty_number'],
  vip: PROP_TYPES,
};

/**
 * The prop shop (menu 13002, SPEC §2 `/props/index`): what members buy with coins, by section and
 * type, for a number of days, in one or more regions (SPEC §3), selling or stopped selling (SPEC §4).
 * A prop in several regions is seen by a country admin holding any of them and changed only by one
 * holding all, as gifts are. One price rule for the catalogue: the price of a prop that is selling
 * cannot change (refused, `price_locked_on_sale`), as a gift on shelf keeps its price; stop selling
 * first, so members never pay a price the shop did not show.
 */
export const props = resource({
  module: 'Shop',
  namespace: 'propShop',
  menu: menuIdAt('/props/index'),
  labels: propLabels,
  scope: { region: 'regions' },
  sortBy: 'sort',
  order: 'asc',
  fields: {
    name: { kind: 'text', max: 50, required: true, filter: 'contains' },
    shop_type: { kind: 'enum', values: SHOP_TYPES, required: true, filter: 'eq' },
    prop_type: { kind: 'enum', values: PROP_TYPES, required: true, filter: 'eq' },
    image: { kind: 'image', required: true },
    /** Played when used (a car's entrance, a floating screen): an upload of UploadFile/uploadSvga or uploadvideo. */
    effect: { kind: 'file', nullable: true },
    price: { kind: 'money', min: 1, max: 100_000_000, required: true, sortable: true },
    validity_days: { kind: 'int', min: 1, max: 3650, required: true, sortable: true },
    regions: { kind: 'regions', required: true, filter: 'eq' },
    sort: { kind: 'int', min: 0, max: 9999, default: 0, sortable: true },
    on_sale: {
      kind: 'bool',
      default: false,
      filter: 'eq',
      colors: { true: 'success', false: 'default' },
    },
    created_by_name: { kind: 'admin', readOnly: true },
    created_at: { kind: 'time', readOnly: true, sortable: true },
  },
  actions: {
    list: 'shopList',
    save: 'shopSave',
    delete: 'shopDelete',
    toggle: { field: 'on_sale', action: 'shopOnSale' },
    export: 'shopListExport',
  },
});
export type PropShopRow = RowOf<typeof props.fields>;
