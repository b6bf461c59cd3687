import { isMessageKey, type Lang, translate } from '@console/contract';
import type { z } from 'zod';

/**
 * The call's input as a prototype-free object: a key named `__proto__` stays an ordinary key, and
 * blank top-level strings are dropped so an empty form field counts as absent.
 */
export function normalizeInput(body: unknown): Record<string, unknown> | undefined {
  if (body === undefined || body === null || body === '') return Object.create(null);
  if (typeof body !== 'object' || Array.isArray(body) || Buffer.isBuffer(body)) return undefined;
  const input: Record<string, unknown> = Object.create(null);
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string' && value.trim() === '') continue;
    input[key] = value;
  }
  return input;
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
    errors[field] = translate(isMessageKey(issue.message) ? issue.message : 'invalid_input', lang);
  }
  return errors;
}
