import { basisPointsOfPercent, conditionHolds, type FieldSpec, type Fields, percentOfBasisPoints } from '@console/contract';
import { invalid } from '../errors.ts';

type Values = Record<string, unknown>;

/** The Drizzle property a field name maps to by default (`created_by_name` → `createdByName`). */
export const defaultProperty = (name: string) => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/**
 * Where a field's wire value and its stored value differ: a percent is text on the wire ("12.5", as
 * staff type it) and whole basis points in the table (1250), so sums are exact. Every other kind is
 * stored as it comes.
 */
export function storedValue(field: FieldSpec, value: unknown): unknown {
  if (field.kind === 'percent' && typeof value === 'string') return basisPointsOfPercent(value);
  return value;
}

/** The wire value of a stored one (see storedValue). */
export function wireValue(field: FieldSpec, value: unknown): unknown {
  if (field.kind === 'percent' && typeof value === 'number') return percentOfBasisPoints(value);
  return value;
}

/**
 * A field required only while another has some value (`requiredWhen`: an ad's jump target) must have
 * one then, given or stored; a screen's own rule for it (run before, in beforeSave) answers first.
 */
export function assertConditionalRequired(fields: Fields, values: Values, before: Values | null): void {
  const merged = { ...before, ...values };
  for (const [name, field] of Object.entries(fields)) {
    if (!field.requiredWhen || !conditionHolds(field.requiredWhen, merged)) continue;
    const value = merged[name];
    if (value === undefined || value === null || value === '') throw invalid('required', { [name]: 'required' });
  }
}
