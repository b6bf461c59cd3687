import { type ActionSpec, actionKey, type RefSpec, refLookupActions } from '@console/contract';
import type { ActionContext } from '../../engine/context.ts';
import { implement } from '../../engine/context.ts';
import { forbidden } from '../../engine/errors.ts';
import { adminAllows } from '../../engine/permissions.ts';
import type { ServerModule } from '../../engine/registry.ts';
import { finderFor, placeVisible } from '../../engine/scope.ts';

/**
 * The reference a form's field (or a list's filter) declares, for a caller who may call the form's
 * action: a picker never names or offers rows its screen would not. Undefined for an action or field that declares none.
 */
function declaredRef(ctx: ActionContext, input: { action: string; field: string }): RefSpec | undefined {
  const spec: ActionSpec | undefined = ctx.actions.find((candidate) => actionKey(candidate) === input.action);
  if (!spec || !adminAllows(ctx.admin, spec)) throw forbidden();
  return spec.refs?.[input.field] ?? spec.filterRefs?.[input.field];
}

/**
 * CommonHelper/refName: a reference field's row named for the form that holds it. Null for a key
 * naming nothing, a row outside the caller's regions, or a field that declares no reference.
 */
const refName = implement(refLookupActions.refName, async (input, ctx) => {
  const ref = declaredRef(ctx, input);
  const find = ref ? finderFor(ctx.references, ref) : undefined;
  if (!find) return { name: null };
  const place = (await find(ctx.sql, [input.key], ctx.lang)).get(input.key);
  return { name: place && placeVisible(ctx.scope, place) ? (place.name ?? null) : null };
});

/**
 * CommonHelper/refSearch: the rows a reference field may name for typed text, inside the caller's
 * regions (the search's own condition). None for an entity its module gives no search.
 */
const refSearch = implement(refLookupActions.refSearch, async (input, ctx) => {
  const ref = declaredRef(ctx, input);
  const search = ref ? ctx.references[ref.entity]?.search : undefined;
  if (!ref || !search) return { options: [] };
  const options = await search(ctx.sql, {
    text: input.text ?? '',
    by: ref.by ?? 'id',
    scope: ctx.scope,
    lang: ctx.lang,
    limit: refLookupActions.REF_SEARCH_LIMIT,
  });
  return { options };
});

export const refLookupModule: ServerModule = { name: 'ref-lookup', actions: [refName, refSearch] };
