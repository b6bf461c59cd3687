import { z } from 'zod';
import { defineAction } from '../action.ts';
import { menuIdAt } from '../menu.ts';
import { type RowOf, resource, shelfStateField } from '../resource/index.ts';
import { emojiLabels, giftLabels } from './gift.labels.ts';

/** SPEC §3 gift types. */
export const GIFT_TYPES = ['normal', 'special', 'country', 'naming', 'romantic', 'svip'] as const;
/** SPEC §9: a host receives 5 % of a gift's coin price in diamonds unless the gift says otherwise. */
export const DEFAULT_DIAMOND_OUTPUT_PERCENT = 5;

/** The shelf fields every catalogue item shares: times, the manual switch and the derived state (SPEC §4). */
const shelf = {
  on_at: { kind: 'time', nullable: true, sortable: true },
  off_at: { kind: 'time', nullable: true },
  is_on: { kind: 'bool', default: true },
  shelf_state: shelfStateField(),
} as const;

/**
 * Gifts members send in rooms (menu 13001, /props/giftInformation). A gift sold in several regions
 * is seen by a country admin holding any of them and changed only by one holding all. Rule chosen
 * for prices: the price of a gift on shelf cannot change (refused, `price_locked_on_shelf`); take it
 * off shelf (switch or off time) first, so members never pay a price the screen did not show.
 */
export const gifts = resource({
  module: 'Gift',
  namespace: 'gifts',
  menu: menuIdAt('/props/giftInformation'),
  labels: giftLabels,
  scope: { region: 'regions' },
  sortBy: 'sort',
  order: 'asc',
  fields: {
    id: { kind: 'int', readOnly: true },
    name_zh: { kind: 'text', max: 64, required: true, filter: 'contains' },
    name_en: { kind: 'text', max: 64, required: true },
    name_ar: { kind: 'text', max: 64 },
    icon: { kind: 'image', required: true },
    /** Played when sent: an upload of UploadFile/uploadSvga or uploadvideo (the server checks which). */
    effect: { kind: 'file', nullable: true },
    price: { kind: 'money', min: 1, max: 100_000_000, required: true, sortable: true },
    /** Left out: 5 % of the price (rounded down). */
    diamonds: { kind: 'money', min: 0, max: 100_000_000 },
    type: { kind: 'enum', values: GIFT_TYPES, required: true, filter: 'eq', default: 'normal' },
    regions: { kind: 'regions', required: true, filter: 'eq' },
    ...shelf,
    sort: { kind: 'int', min: 0, max: 999_999, default: 0, sortable: true },
    updated_at: { kind: 'time', readOnly: true },
  },
  actions: { list: 'giftList', save: 'giftSave', delete: 'giftDelete', toggle: { field: 'is_on', action: 'giftIsOn' } },
});
export type GiftRow = RowOf<typeof gifts.fields>;

/** Emoji members send in chat: a tab of the gift screen. */
export const emoji = resource({
  module: 'Emoji',
  namespace: 'emoji',
  menu: menuIdAt('/props/giftInformation'),
  tabOf: menuIdAt('/props/giftInformation'),
  labels: emojiLabels,
  scope: { region: 'regions' },
  sortBy: 'sort',
  order: 'asc',
  fields: {
    id: { kind: 'int', readOnly: true },
    name: { kind: 'text', max: 64, required: true, filter: 'contains' },
    image: { kind: 'image', required: true },
    regions: { kind: 'regions', required: true, filter: 'eq' },
    sort: { kind: 'int', min: 0, max: 999_999, default: 0, sortable: true },
    is_on: { kind: 'bool', default: true, filter: 'eq' },
  },
  actions: { list: 'emojiList', save: 'emojiSave', delete: 'emojiDelete', toggle: { field: 'is_on', action: 'emojiIsOn' } },
});
export type EmojiRow = RowOf<typeof emoji.fields>;

/**
 * The gift picker later screens use (activities, rewards): gifts on shelf now in the caller's
 * regions (all for a super admin), named in the caller's language. Permission `signedIn`, not the
 * gift list's menu: SPEC §7 puts it with the CommonHelper calls every screen shares (countries,
 * regions), and the screens that pick a gift are outside /props; region scope still limits the rows.
 */
export const giftSelectList = defineAction({
  module: 'CommonHelper',
  action: 'giftSelectList',
  summary: "Gifts on shelf now in the caller's regions, for a gift picker; optional name search and type",
  label: { zh: '礼物选择列表', en: 'Gift picker list' },
  permission: 'signedIn',
  mutates: false,
  input: z.object({
    name: z.string().trim().max(64).optional(),
    type: z.enum(GIFT_TYPES).optional(),
  }),
  output: z.object({
    list: z.array(z.object({ id: z.number().int(), name: z.string(), icon: z.string(), price: z.number().int() })),
    total: z.number().int(),
  }),
});
