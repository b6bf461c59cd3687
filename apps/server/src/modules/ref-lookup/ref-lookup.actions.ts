import { actionKey, refLookupActions } from '@console/contract';
import { implement } from '../../engine/context.ts';
import { forbidden } from '../../engine/errors.ts';
import { adminAllows } from '../../engine/permissions.ts';
import type { ServerModule } from '../../engine/registry.ts';
import { finderFor, scopeAllows } from '../../engine/scope.ts';

/**
 * CommonHelper/refName: a reference field's row named for the form that holds it. Refused to a
 * caller who may not call the form's action (so a picker never names rows its screen would not);
 * null for an action or field that declares no such reference, a key naming nothing, or a row
 * outside the caller's regions.
 */
const refName = implement(refLookupActions.refName, async (input, ctx) => {
  const spec = ctx.actions.find((candidate) => actionKey(candidate) === input.action);
  if (!spec || !adminAllows(ctx.admin, spec)) throw forbidden();
  const ref = spec.refs?.[input.field];
  const find = ref ? finderFor(ctx.references, ref) : undefined;
  if (!find) return { name: null };
  const place = (await find(ctx.sql, [input.key])).get(input.key);
  const visible = place && scopeAllows(ctx.scope, place.regionId, place.countryId ?? -1);
  return { name: visible ? (place.name ?? null) : null };
});

export const refLookupModule: ServerModule = { name: 'ref-lookup', actions: [refName] };
