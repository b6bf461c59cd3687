import { propActions } from '@console/contract';
import { invalid } from '../../engine/errors.ts';
import type { Values } from '../../engine/resource/resource-writes.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { shopProps } from './prop.tables.ts';

type ShopType = propActions.ShopType;
type PropType = propActions.PropType;

/**
 * The prop shop. A section sells its own kind of prop only (SECTION_PROP_TYPES). A price changed
 * while the prop is selling goes through (the log keeps before and after, as for every edit) and
 * is flagged with its time, so a change members may have paid for is easy to find.
 */
export const shopPropActions = serveResource(propActions.props, shopProps, {
  beforeSave(values: Values, ctx, before) {
    const section = (values.shop_type ?? before?.shop_type) as ShopType;
    const type = (values.prop_type ?? before?.prop_type) as PropType;
    if (!propActions.SECTION_PROP_TYPES[section].includes(type)) throw invalid('invalid_input', { prop_type: 'invalid_choice' });
    if (before?.on_sale === true && values.price !== undefined && values.price !== before.price)
      values.price_changed_at = ctx.now;
  },
});
