import { giftActions } from '@console/contract';
import { inArray } from 'drizzle-orm';
import { invalid } from '../../engine/errors.ts';
import type { ServerModule } from '../../engine/registry.ts';
import { shelfState, shelfStateOf } from '../../engine/resource/lifecycle.ts';
import type { Values } from '../../engine/resource/resource-writes.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { entityPlaces } from '../../engine/scope.ts';
import { checkEffect } from '../upload/effect-check.ts';
import { insertDemoCatalogue } from './gift.demo.ts';
import { emoji, gifts } from './gift.tables.ts';
import { giftBagActionList } from './gift-bag.actions.ts';
import { insertDemoGiftBags } from './gift-bag.demo.ts';
import { giftBags } from './gift-bag.tables.ts';
import { giftSelectList } from './gift-select.ts';

/**
 * A gift's price and output: the output defaults to 5 % of the price (SPEC §9) and never exceeds it;
 * the price of a gift on shelf is locked (the rule chosen, see the contract): refused, nothing changed.
 */
function checkPrice(values: Values, before: Values | null, now: number): void {
  const price = (values.price ?? before?.price) as number;
  // A new gift without an output gets 5 % of its price; an edit without one keeps its own.
  if (values.diamonds === undefined && before === null)
    values.diamonds = Math.floor((price * giftActions.DEFAULT_DIAMOND_OUTPUT_PERCENT) / 100);
  const diamonds = (values.diamonds ?? before?.diamonds) as number;
  if (diamonds > price) throw invalid('output_over_price', { diamonds: 'output_over_price' });
  if (before && values.price !== undefined && values.price !== before.price) {
    const state = shelfStateOf(
      { onAt: before.on_at as number | null, offAt: before.off_at as number | null, enabled: before.is_on === true },
      now,
    );
    if (state === 'on') throw invalid('price_locked_on_shelf', { price: 'price_locked_on_shelf' });
  }
}

export const giftModule: ServerModule = {
  name: 'gift',
  // Sold in several regions: a caller holding any of them may name one (in the reader's language).
  references: { gift: entityPlaces({ id: gifts.id, regions: gifts.regions, name: { zh: gifts.nameZh, en: gifts.nameEn } }) },
  actions: [
    ...serveResource(giftActions.gifts, gifts, {
      ...shelfState('shelf_state', { onAt: gifts.onAt, offAt: gifts.offAt, enabled: gifts.isOn }),
      beforeSave: async (values, ctx, before) => {
        checkPrice(values, before, ctx.now);
        await checkEffect(values, ctx, before);
      },
      // Gift bags keep the gift they gave (members' backpacks, the records): such a gift is switched off, never deleted.
      async beforeDelete(records, ctx) {
        const ids = records.map((record) => record.id as number);
        const [given] = await ctx.db.select({ id: giftBags.id }).from(giftBags).where(inArray(giftBags.giftId, ids)).limit(1);
        if (given) throw invalid('gift_given_in_bags');
      },
    }),
    ...serveResource(giftActions.emoji, emoji),
    giftSelectList,
    ...giftBagActionList,
  ],
  demo: async (db, now) => {
    await insertDemoCatalogue(db, now);
    await insertDemoGiftBags(db, now);
  },
};
