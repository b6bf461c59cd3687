import type { ActionContext } from '../../engine/context.ts';
import { ActionError } from '../../engine/errors.ts';
import type { Values } from '../../engine/resource/resource-writes.ts';
import { savedValue } from '../../engine/resource/resource-writes.ts';

/**
 * The places a perk goes to are among those ranked: a screen cannot title (or recommend) a sixth
 * family when it ranks five. The refusal names both numbers and the field.
 */
export function checkPerkPlaces(values: Values, before: Values | null): void {
  const places = Number(savedValue(values, before, 'perk_places'));
  const ranked = Number(savedValue(values, before, 'top_n'));
  if (places > ranked) {
    throw new ActionError(400, 'activity_perk_over_ranked', {
      params: { places, ranked },
      data: { errors: { perk_places: 'activity_perk_over_ranked' } },
    });
  }
}

/**
 * A family star's save (issue 30): its one board ranks families (each member's sends of the star
 * gifts counting for the family they are in now), and it titles no more families than it ranks.
 * Runs before the rules every activity has.
 */
export function beforeFamilyStarSave(values: Values, _ctx: ActionContext, before: Values | null): void {
  values.type = 'family_star';
  if (!before) values.subject = 'family';
  checkPerkPlaces(values, before);
}
