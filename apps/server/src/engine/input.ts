import { issueWords, type Lang, type MessageKey, translate } from '@console/contract';
import type { z } from 'zod';

/**
 * The call's input as a prototype-free object: a key named `__proto__` stays an ordinary key, and
 * blank top-level strings are dropped so an empty form field counts as absent, except where the
 * field takes null (an off time, an effect): there a blank is how a form clears it, and means null.
 */
export function normalizeInput(body: unknown, schema?: z.ZodType): Record<string, unknown> | undefined {
  if (body === undefined || body === null || body === '') return Object.create(null);
  if (typeof body !== 'object' || Array.isArray(body) || Buffer.isBuffer(body)) return undefined;
  const shape = schema ? shapeOf(schema) : undefined;
  const input: Record<string, unknown> = Object.create(null);
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string' && value.trim() === '') {
      const field = shape && Object.hasOwn(shape, key) ? shape[key] : undefined;
      if (field?.safeParse(null).success) input[key] = null;
      continue;
    }
    input[key] = value;
  }
  return input;
}

/**
 * A form value whose %-escapes do not decode as UTF-8 (`%ED%A0%80`, the bytes of a lone surrogate, or
 * a stray `%FF`): the body reader leaves it as this instead of its raw text, so that the field is
 * refused rather than stored as the escapes the caller typed.
 */
export class UndecodableText {
  readonly raw: string;
  constructor(raw: string) {
    this.raw = raw;
  }
}

/**
 * What zod would pass over in silence: a key the action does not declare (a misspelt or array-shaped
 * filter such as `nickname[]` or `user_id[$gt]` would otherwise be dropped, and a list would come back
 * unfiltered), a NUL byte anywhere in a string (PostgreSQL cannot store one in text), and text that
 * is not well-formed UTF-16 (a lone surrogate: JSON.stringify writes it as `\ud800`, which PostgreSQL
 * refuses in jsonb, so it failed as a fault) or a form value that did not decode. Each is the field's
 * error, so the call is refused before it runs.
 */
export function undeclaredInput(input: Record<string, unknown>, schema: z.ZodType): Record<string, MessageKey> {
  const errors: Record<string, MessageKey> = {};
  const declared = declaredKeys(schema);
  for (const [key, value] of Object.entries(input)) {
    if (declared && !declared.has(key)) errors[key] = 'unknown_field';
    else {
      const refused = unstorable(key) ?? unstorable(value);
      if (refused) errors[key] = refused;
    }
  }
  return errors;
}

type SchemaDef = { type?: string; shape?: Record<string, z.ZodType>; innerType?: z.ZodType; catchall?: unknown };

/** The object schema's definition, through optional/default wrappers; undefined for any other input. */
function objectDef(schema: z.ZodType): SchemaDef | undefined {
  const def = (schema as { def?: SchemaDef }).def;
  if (!def) return undefined;
  if (def.type === 'object') return def;
  return def.innerType ? objectDef(def.innerType) : undefined;
}

function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  const def = objectDef(schema);
  return def ? (def.shape ?? {}) : undefined;
}

/** The keys of an object schema that takes no others; undefined for any other input. */
function declaredKeys(schema: z.ZodType): ReadonlySet<string> | undefined {
  const def = objectDef(schema);
  return def && !def.catchall ? new Set(Object.keys(def.shape ?? {})) : undefined;
}

/** In `u` mode a surrogate pair is one code point, so this matches only surrogates standing alone. */
const LONE_SURROGATE = /\p{Surrogate}/u;

/** Why a value, at any depth (object keys included), cannot be stored as text; undefined when it can. */
function unstorable(value: unknown): MessageKey | undefined {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return 'control_character';
    return LONE_SURROGATE.test(value) ? 'invalid_character' : undefined;
  }
  if (value instanceof UndecodableText) return 'invalid_character';
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  if (Array.isArray(value)) {
    for (const item of value) {
      const refused = unstorable(item);
      if (refused) return refused;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    const refused = unstorable(key) ?? unstorable(item);
    if (refused) return refused;
  }
  return undefined;
}

/**
 * Zod issues as `{ field: message }` in the caller's language, keyed by the form field (an element
 * of a list reports on its list); the first issue per field wins.
 */
export function fieldErrors(error: z.ZodError, lang: Lang): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : '_';
    if (field in errors) continue;
    errors[field] = issueWords(issue, lang);
  }
  return errors;
}

export function translateAll(errors: Record<string, MessageKey>, lang: Lang): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, translate(key, lang)]));
}
