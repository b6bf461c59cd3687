/** Body statuses of DESIGN §3. The HTTP status is 200 for all of them; 500/404 are transport-level. */
export const Status = {
  ok: 200,
  invalid: 400,
  notLoggedIn: 401,
  limited: 402,
  forbidden: 403,
  recheckRequired: 405,
  sessionRevoked: 406,
  inProgress: 408,
  /** The action asks to be confirmed first (release within 6 days: continue?); nothing was done. */
  confirmRequired: 409,
  outdatedClient: 413,
} as const;
export type StatusCode = (typeof Status)[keyof typeof Status];

export interface Envelope<T = unknown> {
  status: StatusCode;
  msg: string;
  data: T;
}

export interface ListData<T> {
  list: T[];
  total: number;
}

/**
 * The admin's yes to a call that answered 409 (Status.confirmRequired): the client sends the same
 * call again, with the same idempotency key and this header, and the action goes ahead.
 */
export const CONFIRMED_HEADER = 'x-confirmed';

/** Header the web client sends so the server can answer 413 to an outdated build. */
export const PAGE_VERSION_HEADER = 'x-page-version';
/**
 * A mutating call's idempotency key (DESIGN §3): the web sends a new one per submit and the same one
 * when it sends that submit again (after a password re-check), so a grant never runs twice.
 */
export const IDEMPOTENCY_KEY_HEADER = 'x-idempotency-key';
export const REQUEST_ID_HEADER = 'x-request-id';
export const REAUTH_REQUIRED = 'REAUTH_REQUIRED';
/** `data.reason` of the 403 that answers every call but a few while the admin's password is temporary. */
export const PASSWORD_CHANGE_REQUIRED = 'PASSWORD_CHANGE_REQUIRED';

export type Lang = 'zh-cn' | 'en-us';
export const LANGS: readonly Lang[] = ['zh-cn', 'en-us'];
export const DEFAULT_LANG: Lang = 'zh-cn';

export function parseLang(value: unknown): Lang {
  return value === 'en-us' || value === 'en' ? 'en-us' : 'zh-cn';
}
