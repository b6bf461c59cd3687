import { Status } from '@console/contract';

/**
 * What the client does with a body status (DESIGN §3, SPEC §8). Pure, so the table is unit-tested
 * apart from fetch, toasts and navigation.
 */
export interface StatusPlan {
  /** Resolve with `data`; otherwise reject with an ApiError. */
  ok: boolean;
  /** Show the server's msg as an error toast (unless the caller handles that status itself). */
  toast: boolean;
  /** `login`: forget the session and go to login; `reload`: forget it and reload the page. */
  session?: 'login' | 'reload';
  /** Open the password re-check and re-run the call once after it succeeds. */
  recheck?: boolean;
  /** Ask the server's question and, on yes, send the call once more confirmed. */
  confirm?: boolean;
}

export function planForStatus(status: number): StatusPlan {
  switch (status) {
    case Status.ok:
      return { ok: true, toast: false };
    case Status.invalid:
    case Status.limited:
      return { ok: false, toast: true };
    case Status.notLoggedIn:
      return { ok: false, toast: true, session: 'login' };
    case Status.sessionRevoked:
      // Saying why (disabled, revoked) spares a confused call to the help desk.
      return { ok: false, toast: true, session: 'login' };
    case Status.forbidden:
    case Status.inProgress:
      return { ok: false, toast: false };
    case Status.recheckRequired:
      return { ok: false, toast: false, recheck: true };
    case Status.confirmRequired:
      return { ok: false, toast: false, confirm: true };
    case Status.outdatedClient:
      return { ok: false, toast: false, session: 'reload' };
    default:
      // SPEC §8: "200 and others" count as success.
      return { ok: true, toast: false };
  }
}

/** Transport failures (no envelope to read), as SPEC §8 words them. */
export type TransportProblem = 'systemError' | 'notLoggedIn' | 'timeout' | 'network' | 'unknown';

export interface TransportPlan {
  problem: TransportProblem;
  session?: 'login';
}

/** `httpStatus` 0 means the request never got an answer. */
export function planForTransport(httpStatus: number): TransportPlan {
  switch (httpStatus) {
    case 500:
      return { problem: 'systemError' };
    case 401:
      return { problem: 'notLoggedIn', session: 'login' };
    case 403:
      return { problem: 'notLoggedIn' };
    case 408:
      return { problem: 'timeout' };
    case 0:
      return { problem: 'network' };
    default:
      return { problem: 'unknown' };
  }
}

/** An answer the caller did not get as data: a body status other than success, or a transport failure. */
export class ApiError extends Error {
  readonly status: number;
  readonly transport: boolean;
  readonly data: unknown;

  constructor(status: number, message: string, options: { transport?: boolean; data?: unknown } = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.transport = options.transport ?? false;
    this.data = options.data ?? null;
  }

  /** `data.errors` of a 400: field → localised message. */
  get fieldErrors(): Record<string, string> {
    const errors = (this.data as { errors?: unknown } | null)?.errors;
    if (!errors || typeof errors !== 'object') return {};
    return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  }
}
