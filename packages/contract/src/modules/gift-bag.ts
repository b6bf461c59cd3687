import { z } from 'zod';
import { defineAction } from '../action.ts';
import { id, idList, int, MAX_MEMBER_ID, text } from '../fields.ts';
import { menuIdAt } from '../menu.ts';
import { type RowOf, resource } from '../resource/index.ts';
import { giftBagLabels } from './gift-bag.labels.ts';

export { giftBagLabels } from './gift-bag.labels.ts';

/** At most this many of one gift to one member in one send: a bag, not a warehouse. */
export const MAX_GIFT_BAG_COUNT = 9999;

/**
 * Gift bags (SPEC §7 SendCoins): staff put gifts of the catalogue into members' backpacks, a count
 * of one gift to each listed member, counted against the sender's gift quota (count × members) in
 * the same transaction. Recipients are checked as for a coin grant (each once, known, in the
 * caller's regions, all or nothing, with the same messages); the gift must be one the gift picker
 * offers the caller (on shelf now, sold in one of their regions). Needs the send menu, as coins do.
 * Sensitive: the password re-check.
 */
export const sendGiftBag = defineAction({
  module: 'SendCoins',
  action: 'sendGiftBag',
  summary: "Put a count of one gift into each listed member's backpack, counted against the gift quota",
  label: { zh: '发放礼物背包', en: 'Send gift bags' },
  permission: { menu: menuIdAt('/sendCoins/sendCoins') },
  mutates: true,
  money: true,
  sensitive: true,
  input: z.object({
    ids: idList({ upTo: MAX_MEMBER_ID }),
    gift_id: id(),
    count: int({ min: 1, max: MAX_GIFT_BAG_COUNT }),
    reason: text({ max: 200 }),
  }),
  output: z.object({
    /** Members whose backpack got the gifts by this call (without those a source key had already served). */
    members: z.number().int(),
    /** Gifts given in all: count × members. */
    total: z.number().int(),
  }),
});

/**
 * The gift bags sent (a tab of the gift screen, /props/giftInformation): one row per member and
 * send, who got how many of which gift, from whom and why. Read-only: sending is `sendGiftBag`.
 * A country admin sees the rows of their regions' (and countries') members.
 */
export const giftBags = resource({
  module: 'SendCoins',
  namespace: 'giftBags',
  menu: menuIdAt('/props/giftInformation'),
  tabOf: menuIdAt('/props/giftInformation'),
  labels: giftBagLabels,
  scope: { region: 'region_id', country: 'country_id' },
  fields: {
    id: { kind: 'int' },
    user_no: { kind: 'member', filter: 'eq' },
    nickname: { kind: 'text' },
    region_id: { kind: 'region', filter: 'eq' },
    country_id: { kind: 'country', internal: true },
    gift_id: { kind: 'int', filter: 'eq' },
    gift_icon: { kind: 'image' },
    /** The gift's name in the reader's language. */
    gift_name: { kind: 'text' },
    count: { kind: 'int', sortable: true },
    reason: { kind: 'longText' },
    admin_name: { kind: 'admin', filter: 'contains' },
    created_at: { kind: 'time', sortable: true, filter: 'range' },
  },
  actions: { list: 'giftBagList', export: 'giftBagListExport' },
});
export type GiftBagRow = RowOf<typeof giftBags.fields>;
