import { propActions } from '@console/contract';
import { invalid } from '../../engine/errors.ts';
import type { Values } from '../../engine/resource/resource-writes.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { checkEffect } from '../upload/effect-check.ts';
import { shopProps } from './prop.tables.ts';

type ShopType = propActions.ShopType;
type PropType = propActions.PropType;

/**
 * The prop shop. A section sells its own kind of prop only (SECTION_PROP_TYPES). The catalogue's
 * one price rule (as for a gift on shelf): the price of a prop that is selling cannot change, so
 * members never pay a price the shop did not show; stop selling first. Switching selling on or
 * off in the same save as a price change is judged by the state before the save.
 */
export const shopPropActions = serveResource(propActions.props, shopProps, {
  async beforeSave(values: Values, ctx, before) {
    const section = (values.shop_type ?? before?.shop_type) as ShopType;
    const type = (values.prop_type ?? before?.prop_type) as PropType;
    if (!propActions.SECTION_PROP_TYPES[section].includes(type)) throw invalid('invalid_input', { prop_type: 'invalid_choice' });
    if (before?.on_sale === true && values.price !== undefined && values.price !== before.price)
      throw invalid('price_locked_on_sale', { price: 'price_locked_on_sale' });
    await checkEffect(values, ctx, before);
  },
});
