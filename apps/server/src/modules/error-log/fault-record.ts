import type { Database } from '../../db/database.ts';
import { type LoggedError, loggableError } from '../../db/error-log.ts';
import type { AuthService } from '../../engine/auth/auth-service.ts';
import type { Clock } from '../../engine/clock.ts';
import type { CallRequest, Engine } from '../../engine/engine.ts';
import { CallerFault } from '../../engine/http/caller-fault.ts';
import { redactText } from '../../engine/http/log-redact.ts';

/** Where a fault happened and who was calling: never the request's body or query (its token, a password). */
export interface FaultPlace {
  requestId: string;
  /** The wire module of the action; empty for a request outside the API's actions. */
  module: string;
  /** `Module/action`, or the method and logged path of another request. */
  action: string;
  ip: string;
  adminId?: number | null;
  adminName?: string;
}

/** The longest message and stack kept: a fault that quotes a whole document is still one row. */
const MAX_MESSAGE = 2000;
const MAX_STACK = 8000;

/** The error's chain of causes under its stack, as the server log nests them. */
function stackWithCauses(logged: LoggedError): string {
  let stack = logged.stack;
  for (let cause = logged.cause; cause; cause = cause.cause) stack += `\nCaused by: ${cause.stack}`;
  return stack;
}

/** The error's SQLSTATE or system code, or its first cause's (Drizzle wraps the driver's error). */
function codeOf(logged: LoggedError): string | null {
  for (let error: LoggedError | undefined = logged; error; error = error.cause) if (error.code) return error.code;
  return null;
}

/**
 * Keeps faults for the error log (menu 24016). The error goes through loggableError, as the server
 * log's lines do, so a failed statement's values and a token in a quoted URL never reach the row.
 * Recording never fails the answer: a database that is down is itself the fault being answered.
 */
export class FaultRecorder {
  private readonly db: Database;
  private readonly clock: Clock;
  private readonly onFailure: (error: unknown) => void;

  constructor(db: Database, clock: Clock, onFailure: (error: unknown) => void = () => {}) {
    this.db = db;
    this.clock = clock;
    this.onFailure = onFailure;
  }

  async record(place: FaultPlace, error: unknown): Promise<void> {
    const logged = loggableError(error, redactText);
    try {
      await this.db.query(
        `INSERT INTO server_error (created_at, request_id, module, action, error_type, code, message, stack, admin_id, admin_name, ip)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [
          this.clock.now(),
          place.requestId,
          place.module,
          place.action.slice(0, 200),
          logged.type.slice(0, 64),
          codeOf(logged),
          logged.message.slice(0, MAX_MESSAGE),
          stackWithCauses(logged).slice(0, MAX_STACK),
          place.adminId ?? null,
          place.adminName ?? '',
          place.ip,
        ],
      );
    } catch (failure) {
      this.onFailure(failure);
    }
  }
}

/**
 * The engine as the API entry calls it, keeping each fault its calls throw. The engine offers no
 * hook for its faults, so its `call` is wrapped here, where the API entry is built: a CallerFault
 * (a malformed or oversized body) is the caller's, not the server's, and is not kept.
 */
export function recordingFaults(engine: Engine, recorder: FaultRecorder, auth: AuthService, clock: Clock): Engine {
  const recording = Object.create(engine) as Engine;
  recording.call = async (request: CallRequest) => {
    try {
      return await engine.call(request);
    } catch (error) {
      if (!(error instanceof CallerFault)) await recorder.record(await placeOf(request, auth, clock), error);
      throw error;
    }
  };
  return recording;
}

/** The call's place: its action, and the staff account its token signs in (already known to the cache by then). */
async function placeOf(request: CallRequest, auth: AuthService, clock: Clock): Promise<FaultPlace> {
  const place: FaultPlace = {
    requestId: request.requestId,
    module: request.module,
    action: `${request.module}/${request.action}`,
    ip: request.ip,
  };
  try {
    const outcome = await auth.authenticate(request.token, clock.now());
    if (outcome.principal) return { ...place, adminId: outcome.principal.adminId, adminName: outcome.principal.username };
  } catch {
    // Who called is a help, not a need: the fault is kept without it.
  }
  return place;
}
