import { issueWords, type Lang } from '@console/contract';
import type { z } from 'zod';

/**
 * A form's values checked against the action's input schema, as `{ field: message }` in the
 * interface language: the same keys and words the server puts in a 400's `data.errors`.
 */
export type FieldErrors = Record<string, string>;

/** The first issue per top-level field wins, as on the server (engine/input.ts). */
export function issuesToErrors(issues: readonly z.core.$ZodIssue[], lang: Lang): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : '_';
    if (field in errors) continue;
    errors[field] = issueWords(issue, lang);
  }
  return errors;
}

/** Blank strings count as absent, as the server's input normalisation does. */
export function normaliseValues(values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    out[key] = value;
  }
  return out;
}

export type Checked<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

export function checkValues<S extends z.ZodType>(
  schema: S,
  values: Readonly<Record<string, unknown>>,
  lang: Lang,
): Checked<z.output<S>> {
  const parsed = schema.safeParse(normaliseValues(values));
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, errors: issuesToErrors(parsed.error.issues, lang) };
}
