import {
  type ActionSpec,
  type Lang,
  labelLangOf,
  type MessageKey,
  REF_ENTITY_WORDS,
  type RefEntity,
  Status,
} from '@console/contract';
import type { Queryable } from '../db/database.ts';
import { ActionError } from './errors.ts';
import { type EntityPlacesRegistry, finderFor, placeVisible, type Scope } from './scope.ts';

/**
 * A reference field's error when its row is outside the caller's regions, naming the entity and the
 * id or number given; entities without a sentence of their own say it in general words.
 */
const REFUSALS: Partial<Record<RefEntity, MessageKey>> = {
  member: 'ref_member_out_of_region',
  room: 'ref_room_out_of_region',
  family: 'ref_family_out_of_region',
  group: 'ref_group_out_of_region',
  agent: 'ref_agent_out_of_region',
  host: 'ref_host_out_of_region',
  guild: 'ref_guild_out_of_region',
};

/**
 * The whole numbers a reference field holds: one (a number or its string), several (an array, or
 * the "comma, space or new line" text staff paste). Parts that are not whole numbers are the
 * handler's to refuse; here they name nothing.
 */
export function referencedKeys(value: unknown): number[] {
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[,\s，]+/) : [value];
  const keys = parts
    .map((part) => (typeof part === 'string' && /^\d{1,16}$/.test(part) ? Number(part) : part))
    .filter((part): part is number => typeof part === 'number' && Number.isSafeInteger(part) && part > 0);
  return [...new Set(keys)];
}

/**
 * Every declared reference of the call's input (ActionSpec.refs) must name rows inside the
 * caller's scope: a country admin cannot bind, message, bar or reward a member, room, family,
 * group, agent, host or guild of another region, nor pick a studio or a host group none of their
 * regions has, through a field beside the action's target. A missing row is the handler's to report
 * (it knows the words), unless the reference says it must exist (a `ref` field): then it is refused
 * here, naming the entity and the key, or in the screen's own words (`absent`). A row elsewhere is
 * refused here, before the handler, with the field named so a form shows it (`outside` words it as
 * a missing one).
 */
export async function checkReferences(
  connection: Queryable,
  places: EntityPlacesRegistry,
  spec: ActionSpec,
  input: unknown,
  scope: Scope,
  lang: Lang,
): Promise<void> {
  if (!spec.refs) return;
  const values = input as Record<string, unknown>;
  for (const [field, ref] of Object.entries(spec.refs)) {
    if (scope.all && !ref.exists) continue;
    if (ref.when && !ref.when.is.includes(values[ref.when.field] as string | number)) continue;
    const keys = referencedKeys(values[field]);
    const find = finderFor(places, ref);
    if (keys.length === 0 || !find) continue;
    const found = await find(connection, keys, lang);
    const missing = ref.exists ? keys.find((key) => !found.has(key)) : undefined;
    if (missing !== undefined && ref.absent) {
      throw new ActionError(Status.invalid, ref.absent, { params: { id: missing }, data: { errors: { [field]: ref.absent } } });
    }
    if (missing !== undefined) {
      const entity = REF_ENTITY_WORDS[labelLangOf(lang)][ref.entity];
      throw new ActionError(Status.invalid, 'ref_missing', {
        params: { entity, id: missing },
        data: { errors: { [field]: 'ref_missing_field' } },
      });
    }
    const outside = keys.find((key) => {
      const place = found.get(key);
      return place !== undefined && !placeVisible(scope, place);
    });
    if (outside === undefined) continue;
    if (ref.outside) {
      throw new ActionError(Status.invalid, ref.outside, { params: { id: outside }, data: { errors: { [field]: ref.outside } } });
    }
    // The message is the target check's; the field's own words name what was refused.
    const words = REFUSALS[ref.entity] ?? 'ref_out_of_region_field';
    throw new ActionError(Status.forbidden, 'out_of_region', { params: { id: outside }, data: { errors: { [field]: words } } });
  }
}
