import type { ActionContext } from '../../engine/context.ts';
import { invalid } from '../../engine/errors.ts';
import type { Values } from '../../engine/resource/resource-writes.ts';
import { EFFECT_MIMES } from './effect-content.ts';
import { uploadedMimeOf } from './upload.store.ts';

/**
 * The one check of an `effect` field (a gift's, a prop's): an upload of UploadFile/uploadSvga or
 * uploadvideo, recognised by its content when uploaded; a picture's link or an unknown link is
 * refused (`not_effect`). A save that leaves the effect as it was is not checked again, so a row
 * saved before effects were checked can still be edited; a new or changed effect always is.
 */
export async function checkEffect(values: Values, ctx: ActionContext, before: Values | null): Promise<void> {
  const effect = values.effect;
  if (typeof effect !== 'string' || effect === '' || effect === before?.effect) return;
  const mime = await uploadedMimeOf(ctx.db, effect);
  if (!mime || !EFFECT_MIMES.includes(mime)) throw invalid('not_effect', { effect: 'not_effect' });
}
