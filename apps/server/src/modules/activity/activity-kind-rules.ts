import type { ActionContext } from '../../engine/context.ts';
import { ActionError, invalid } from '../../engine/errors.ts';
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

/**
 * A new star room activity's save (issue 30): its one board ranks rooms by turnover (the coins of
 * every gift sent in them), and it recommends no more rooms than it ranks.
 */
export function beforeNewStarRoomSave(values: Values, _ctx: ActionContext, before: Values | null): void {
  values.type = 'new_star_room';
  if (!before) Object.assign(values, { subject: 'room', metric: 'coins' });
  checkPerkPlaces(values, before);
}

/**
 * A revenue activity's save (issue 30): turnover is coins, its thresholds are distinct, and the
 * lowest is its minimum to rank (never typed). Its thresholds are set on its own screen: activity
 * management, which has none to send, cannot create one, and its edits keep them.
 */
export function beforeRevenueSave(values: Values, _ctx: ActionContext, before: Values | null): void {
  values.type = 'revenue';
  values.metric = 'coins';
  values.min_value = undefined;
  const thresholds = values.thresholds as Values[] | undefined;
  if (thresholds === undefined) {
    if (!before) throw invalid('activity_revenue_own_screen', { type: 'activity_revenue_own_screen' });
    return;
  }
  const seen = new Set<number>();
  for (const row of thresholds) {
    const value = Number(row.value);
    if (seen.has(value)) {
      throw new ActionError(400, 'activity_threshold_twice', {
        params: { value },
        data: { errors: { thresholds: 'activity_threshold_twice' } },
      });
    }
    seen.add(value);
  }
  values.minValue = Math.min(...seen);
}

/**
 * A room election's save (issue 30): its one board ranks rooms by the votes (vote gifts, or their
 * coins) sent in them; only rooms whose nomination passed stand (the ranking's eligibility).
 */
export function beforeElectionSave(values: Values, _ctx: ActionContext, before: Values | null): void {
  values.type = 'room_election';
  if (!before) values.subject = 'room';
}
