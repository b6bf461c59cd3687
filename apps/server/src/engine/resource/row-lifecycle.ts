import {
  COMMON_LABELS,
  type LifecycleStep,
  labelLangOf,
  lifecycleAllows,
  lifecycleRefusal,
  lifecycleStates,
  Status,
  transitionTarget,
} from '@console/contract';
import type { ActionContext } from '../context.ts';
import { ActionError } from '../errors.ts';
import type { ResourceColumns } from './resource-table.ts';

/** A row or the columns a write sets (resource-writes' Values, not imported: it imports this file). */
type Values = Record<string, unknown>;

/**
 * Refuses a step the row's lifecycle does not allow from its state (ResourceDeclaration.lifecycle),
 * before any hook runs and with the row locked, so two staff acting on one row at once meet one
 * state each. The refusal names the step, the states it takes and the row's state in the reader's
 * words, unless the screen declared words of its own for that state.
 */
export function assertLifecycleAllows(
  ctx: ActionContext,
  columns: ResourceColumns,
  step: LifecycleStep,
  row: Values,
  stepLabel?: { zh: string; en: string },
): void {
  const { lifecycle, labels } = columns.resource;
  if (!lifecycle || lifecycleAllows(lifecycle, step, row)) return;
  const lang = labelLangOf(ctx.lang);
  const words = labels[lang];
  const word = (state: string) => words.values?.[lifecycle.field]?.[state] ?? state;
  const state = String(row[lifecycle.field]);
  const standard = step === 'edit' || step === 'delete' ? COMMON_LABELS[lang][step] : step;
  throw new ActionError(Status.invalid, lifecycleRefusal(lifecycle, step, state), {
    params: {
      action: stepLabel ? (lang === 'en' ? stepLabel.en : stepLabel.zh) : standard,
      from: lifecycleStates(lifecycle, step)
        .map(word)
        .join(lang === 'en' ? ' or ' : '或'),
      state: word(state),
      noun: words.noun,
    },
  });
}

/** The columns a command sets, with the state its transition leaves the row in unless its handler set one. */
export function withTransition(columns: ResourceColumns, command: string, set: Values): Values {
  const { lifecycle } = columns.resource;
  const to = transitionTarget(lifecycle, command);
  if (to === undefined || !lifecycle) return set;
  const property = columns.propertyOf.get(lifecycle.field) ?? lifecycle.field;
  // A bool field's states are written 'true' and 'false' in the declaration.
  const value = columns.field(lifecycle.field).kind === 'bool' ? to === 'true' : to;
  return property in set ? set : { ...set, [property]: value };
}
