import { type MessageKey, Status, type StatusCode } from '@console/contract';

/**
 * An expected refusal: the engine turns it into the envelope `{ status, msg, data }` with `msg`
 * translated into the caller's language. Anything else thrown is a fault (HTTP 500).
 */
export class ActionError extends Error {
  readonly status: StatusCode;
  readonly key: MessageKey;
  readonly params?: Record<string, string | number>;
  readonly data?: Record<string, unknown>;
  constructor(
    status: StatusCode,
    key: MessageKey,
    extra: { params?: Record<string, string | number>; data?: Record<string, unknown> } = {},
  ) {
    super(key);
    this.name = 'ActionError';
    this.status = status;
    this.key = key;
    this.params = extra.params;
    this.data = extra.data;
  }
}

/** Field errors (`data.errors`) hold message keys until the engine translates them. */
export function invalid(key: MessageKey, errors?: Record<string, MessageKey>): ActionError {
  return new ActionError(Status.invalid, key, errors ? { data: { errors } } : {});
}

/**
 * The engine's two-step confirmation (DESIGN §3 status 409): nothing was done; `key` asks the
 * question and `lines` say what it is about ("Room 100234: released 2 days ago"), in the reader's
 * language. The console shows them and, on yes, sends the same call again confirmed (ctx.confirmed).
 */
export function askFirst(key: MessageKey, lines: readonly string[], params?: Record<string, string | number>): ActionError {
  return new ActionError(Status.confirmRequired, key, { params, data: { lines } });
}

export function notFound(): ActionError {
  return new ActionError(Status.invalid, 'not_found');
}

export function forbidden(key: MessageKey = 'no_permission'): ActionError {
  return new ActionError(Status.forbidden, key);
}

export function limited(key: MessageKey, params?: Record<string, string | number>): ActionError {
  return new ActionError(Status.limited, key, { params });
}

/** True for a unique-constraint violation, from either database engine. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  // Drizzle wraps the driver's error (DrizzleQueryError) with the database's code on its cause.
  const { code, cause } = error as { code?: string; cause?: unknown };
  return code === '23505' || (cause !== undefined && isUniqueViolation(cause));
}
