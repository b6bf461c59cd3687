import {
  type ActionScope,
  type ActionSpec,
  actionKey,
  type Envelope,
  isSpecial,
  type Lang,
  PAGE_VERSION,
  PASSWORD_CHANGE_REQUIRED,
  parseLang,
  REAUTH_REQUIRED,
  Status,
  translate,
} from '@console/contract';
import type { Database, Queryable } from '../db/database.ts';
import { type LogResult, summaryColumns, writeLog } from './audit/audit.ts';
import type { AuthService } from './auth/auth-service.ts';
import { CallContext, type Caller, type CallFacts, CallState, type CookieSetter, type EngineServices } from './call-context.ts';
import type { Clock } from './clock.ts';
import type { AuditEntry, Principal, RegisteredAction, UploadedFile } from './context.ts';
import { ActionError } from './errors.ts';
import { claim, complete, type IdempotentCall, release, requestHashOf } from './idempotency/idempotency.ts';
import { fieldErrors, normalizeInput, translateAll, undeclaredInput } from './input.ts';
import type { JobRunner } from './jobs/job-runner.ts';
import { refusalFor } from './permissions.ts';
import { checkReferences } from './refs.ts';
import type { Registry } from './registry.ts';
import { scopeAllows } from './scope.ts';

export interface CallRequest {
  module: string;
  action: string;
  lang: unknown;
  /**
   * Reads the call's body, with the limits of its action, once the caller is known to be allowed
   * it: a stranger's upload is refused unread.
   */
  readBody(spec: ActionSpec): Promise<CallBody>;
  token: string | undefined;
  /**
   * The admin the page believes is signed in (`login_uid`, DESIGN §3). When given, a token of
   * another admin is refused: the page and the session disagree (a page left open across a sign-in
   * as someone else, or a token lifted into a crafted call). Absent, the token alone decides.
   */
  loginUid?: unknown;
  pageVersion: string | undefined;
  idempotencyKey: string | undefined;
  /** The admin's yes after the action asked (CONFIRMED_HEADER). */
  confirmed?: boolean;
  ip: string;
  userAgent: string;
  requestId: string;
  /** Sets a cookie on the answer (see ActionContext.setCookie); absent where there is no HTTP answer. */
  setCookie?: CookieSetter;
}

/** What a call sends: its fields (still as the wire gave them) and any uploaded files. */
export interface CallBody {
  body: unknown;
  files: UploadedFile[];
}

export interface CallResult {
  httpStatus: 200 | 404;
  body: Envelope;
}

/** Refusals are logged as such; any other failure of a mutating action as `failed`. */
const REFUSALS: ReadonlySet<number> = new Set([
  Status.notLoggedIn,
  Status.forbidden,
  Status.sessionRevoked,
  // Asked to confirm: nothing done, the row says what was asked.
  Status.confirmRequired,
]);

/**
 * The one pipeline every action runs through (DESIGN §4): find → client version → authenticate →
 * permission → read the body (with the action's limits) → validate → region scope → re-check →
 * handler in one transaction with its operation-log row → envelope. The body is read only once the
 * caller may make the call; scope follows validation because it needs the parsed target id.
 */
export interface EngineDeps {
  db: Database;
  registry: Registry;
  auth: AuthService;
  clock: Clock;
  checkOutputs: boolean;
  /** The console's zone (see ActionContext.timeZone). */
  timeZone: string;
  /** A read replica for lists (`readsReplica`); the primary when absent. */
  replica?: Database;
  /** Lets actions send durable jobs (ActionContext.jobs). */
  jobs?: JobRunner;
}

export class Engine {
  private readonly inFlight = new Set<string>();
  private readonly deps: EngineDeps;
  private readonly services: EngineServices;

  constructor(deps: EngineDeps) {
    this.deps = deps;
    const actions = [...deps.registry.actions.values()].map((action) => action.spec);
    this.services = {
      engine: deps.db.engine,
      auth: deps.auth,
      actions,
      timeZone: deps.timeZone,
      jobs: deps.jobs,
      references: deps.registry.references,
    };
  }

  async call(request: CallRequest): Promise<CallResult> {
    const lang = parseLang(request.lang);
    const registered = this.deps.registry.actions.get(`${request.module}/${request.action}`);
    if (!registered) return { httpStatus: 404, body: envelope(Status.invalid, translate('unknown_action', lang), null) };
    if (request.pageVersion !== undefined && request.pageVersion !== String(PAGE_VERSION)) {
      return reply(new ActionError(Status.outdatedClient, 'outdated_client'), lang);
    }
    const now = this.deps.clock.now();
    const { spec } = registered;
    const caller: Caller = { principal: null, session: null };

    if (spec.permission !== 'public') {
      const pending = this.deps.auth.authenticate(request.token, now);
      const outcome = pending instanceof Promise ? await pending : pending;
      if (!outcome.ok) {
        const error = new ActionError(outcome.status, outcome.key);
        if (!outcome.principal) return reply(error, lang);
        caller.principal = outcome.principal;
        return this.refuse(spec, caller, request, now, error, lang);
      }
      caller.principal = outcome.principal;
      caller.session = outcome.session;
      if (request.loginUid !== undefined && request.loginUid !== '' && request.loginUid !== String(outcome.principal.adminId)) {
        // 401, not 403: the console signs in again rather than act under a name that is not the session's.
        return this.refuse(spec, caller, request, now, new ActionError(Status.notLoggedIn, 'login_uid_mismatch'), lang);
      }
      const refusal = refusalFor(outcome.principal, spec);
      if (refusal) {
        const data = refusal === 'must_change_password' ? { data: { reason: PASSWORD_CHANGE_REQUIRED } } : undefined;
        return this.refuse(spec, caller, request, now, new ActionError(Status.forbidden, refusal, data), lang);
      }
    }

    let read: CallBody;
    try {
      read = await request.readBody(spec);
    } catch (error) {
      // A file the action does not take, or over its limit: refused as the action's own bad input.
      if (!(error instanceof ActionError)) throw error;
      return spec.mutates ? this.refuse(spec, caller, request, now, error, lang) : reply(error, lang);
    }
    const facts: CallFacts = { ...request, files: read.files };
    const raw = normalizeInput(read.body, spec.input);
    const undeclared = raw ? undeclaredInput(raw, spec.input) : {};
    const parsed = raw && Object.keys(undeclared).length === 0 ? spec.input.safeParse(raw) : undefined;
    if (!parsed?.success) {
      const errors = parsed ? fieldErrors(parsed.error, lang) : translateAll(undeclared, lang);
      if (spec.mutates) {
        await this.logOutcome(this.deps.db, spec, caller.principal, facts, now, Status.invalid, declaredTarget(spec, raw));
      }
      return { httpStatus: 200, body: envelope(Status.invalid, translate('invalid_input', lang), { errors }) };
    }

    if (spec.money && request.idempotencyKey === undefined) {
      // Two identical grants sent at once would each act: money moves only under a key.
      return this.refuse(spec, caller, facts, now, new ActionError(Status.invalid, 'idempotency_key_required'), lang);
    }
    const idempotent =
      spec.mutates && request.idempotencyKey !== undefined && caller.principal
        ? {
            adminId: caller.principal.adminId,
            key: request.idempotencyKey,
            requestHash: requestHashOf(actionKey(spec), parsed.data),
          }
        : undefined;
    if (!idempotent) return this.run(registered, parsed.data, caller, facts, lang, now);

    // This node answers its own repeats at once, without the database (an embedded database
    // serialises every query behind the running call's transaction); other nodes' through it.
    const flightKey = `${idempotent.adminId}:${idempotent.key}`;
    if (this.inFlight.has(flightKey)) return reply(new ActionError(Status.inProgress, 'in_progress'), lang);
    this.inFlight.add(flightKey);
    let result: CallResult | undefined;
    try {
      const claimed = await claim(this.deps.db, idempotent, now);
      if (claimed.kind === 'replay') return { httpStatus: 200, body: claimed.answer };
      if (claimed.kind === 'in_flight') return reply(new ActionError(Status.inProgress, 'in_progress'), lang);
      if (claimed.kind !== 'claimed') return reply(new ActionError(Status.invalid, 'idempotency_key_reused'), lang);
      try {
        result = await this.run(registered, parsed.data, caller, facts, lang, now, idempotent);
        return result;
      } finally {
        // Only a success stored its answer; anything else changed nothing, so a retry may run.
        if (result?.body.status !== Status.ok) await release(this.deps.db, idempotent);
      }
    } finally {
      this.inFlight.delete(flightKey);
    }
  }

  /** A refusal before validation: logged against the admin, answered in their language. */
  private async refuse(
    spec: ActionSpec,
    caller: Caller,
    request: LoggedFacts,
    now: number,
    error: ActionError,
    lang: Lang,
  ): Promise<CallResult> {
    await this.logOutcome(this.deps.db, spec, caller.principal, request, now, error.status, undefined);
    return reply(error, lang);
  }

  private async run(
    registered: RegisteredAction,
    input: unknown,
    caller: Caller,
    request: CallFacts,
    lang: Lang,
    now: number,
    idempotent?: IdempotentCall,
  ): Promise<CallResult> {
    const { spec, handler } = registered;
    const state = new CallState(caller, request, lang, now, declaredTarget(spec, input));
    const reader = registered.readsReplica && !spec.mutates ? (this.deps.replica ?? this.deps.db) : this.deps.db;
    const context = new CallContext(reader, state, this.services);

    let output: unknown;
    try {
      // Scope (the target's and every reference's) and re-check come first; then the prepare step, outside any transaction.
      const target = targetScope(spec, caller.principal);
      if (target && caller.principal) await this.checkScope(this.deps.db, target, caller.principal, input);
      if (caller.principal)
        await checkReferences(this.deps.db, this.deps.registry.references, spec, input, caller.principal.scope, lang);
      if (spec.sensitive && !spec.recheckEachTime && !(caller.session && this.deps.auth.isRecheckFresh(caller.session, now))) {
        throw new ActionError(Status.recheckRequired, 'recheck_required', { data: { reason: REAUTH_REQUIRED } });
      }
      const prepared = registered.prepare ? await registered.prepare(input as never, context) : undefined;
      output = spec.mutates
        ? await this.deps.db.transaction(async (tx) => {
            // Spent with the change, so a refused one changes nothing; it served this very call only.
            if (spec.recheckEachTime) await this.spendRecheck(tx, spec, caller, input, now);
            const result = await handler(input as never, context.on(tx), prepared);
            await this.logOutcome(tx, spec, caller.principal, request, now, Status.ok, state.audit);
            if (idempotent) await complete(tx, idempotent, this.success(spec, result, lang));
            return result;
          })
        : await handler(input as never, context, prepared);
    } catch (error) {
      const status = error instanceof ActionError ? error.status : 500;
      // Asking for the password again is a step of the call, not its outcome: the call that follows is logged.
      if (status !== Status.recheckRequired && (spec.mutates || REFUSALS.has(status))) {
        await this.deps.db.transaction(async (tx) => {
          for (const work of state.failureWork) await work(tx);
          await this.logOutcome(tx, spec, caller.principal, request, now, status, state.audit);
        });
      }
      if (error instanceof ActionError) return reply(error, lang);
      throw error;
    }
    for (const work of state.commitWork) work();
    return { httpStatus: 200, body: this.success(spec, output, lang) };
  }

  /**
   * An action that asks every time runs on a re-check made for this call alone (ActionSpec.recheckEachTime):
   * the 405 names the action and the call (the hash of its input, as idempotency keys are bound), and
   * the console's modal re-checks for exactly that before sending the call again.
   */
  private async spendRecheck(tx: Queryable, spec: ActionSpec, caller: Caller, input: unknown, now: number): Promise<void> {
    const action = actionKey(spec);
    const request = requestHashOf(action, input);
    if (caller.session && (await this.deps.auth.spendRecheck(tx, caller.session.tokenHash, { action, request }, now))) return;
    throw new ActionError(Status.recheckRequired, 'recheck_each_time', { data: { reason: REAUTH_REQUIRED, action, request } });
  }

  private success(spec: ActionSpec, output: unknown, lang: Lang): Envelope {
    const data = this.deps.checkOutputs ? spec.output.parse(output) : output;
    return envelope(Status.ok, translate('ok', lang), data ?? null);
  }

  private async checkScope(connection: Queryable, scope: TargetScope, principal: Principal, input: unknown) {
    const id = (input as Record<string, unknown>)[scope.idField];
    const locate = this.deps.registry.locators[scope.target];
    if (typeof id !== 'number' || !locate) throw new ActionError(Status.forbidden, 'out_of_region');
    const place = await locate(connection, id);
    // A missing row is the handler's to report; a row elsewhere is refused without saying more.
    if (place && !scopeAllows(principal.scope, place.regionId, place.countryId)) {
      throw new ActionError(Status.forbidden, 'out_of_region');
    }
  }

  private async logOutcome(
    connection: Queryable,
    spec: ActionSpec,
    principal: Principal | null,
    request: LoggedFacts,
    now: number,
    status: number,
    audit: AuditEntry | undefined,
  ): Promise<void> {
    const result: LogResult = status === Status.ok ? 'ok' : REFUSALS.has(status) ? 'refused' : 'failed';
    const actor = audit?.actor;
    await writeLog(connection, {
      createdAt: now,
      adminId: actor ? actor.adminId : (principal?.adminId ?? null),
      adminName: actor ? actor.adminName : (principal?.username ?? ''),
      roleKind: actor ? (actor.roleKind ?? '') : (principal?.roleKind ?? ''),
      module: spec.module,
      action: spec.action,
      targetType: audit?.targetType ?? null,
      targetId: audit?.targetId === undefined ? null : String(audit.targetId),
      ...summaryColumns(spec, audit),
      before: audit?.before,
      after: audit?.after,
      result,
      status,
      ip: request.ip,
      requestId: request.requestId,
    });
  }
}

type TargetScope = Extract<ActionScope, { target: unknown }>;

/** What the operation log keeps about the request itself. */
type LoggedFacts = Pick<CallFacts, 'ip' | 'requestId'>;

/**
 * The row whose region must be the caller's, when there is one to check: a targeted action called
 * by an admin narrowed to some regions. Checked before calling `checkScope`, which is async.
 */
function targetScope(spec: ActionSpec, principal: Principal | null): TargetScope | undefined {
  const { scope } = spec;
  return scope && 'target' in scope && principal && !principal.scope.all ? scope : undefined;
}

function envelope(status: number, msg: string, data: unknown): Envelope {
  return { status: status as Envelope['status'], msg, data };
}

function reply(error: ActionError, lang: Lang): CallResult {
  const data = error.data?.errors
    ? {
        ...error.data,
        errors: Object.fromEntries(
          Object.entries(error.data.errors as Record<string, string>).map(([field, key]) => [
            field,
            // The refusal's parameters fill the field's words too ("Member 42 does not exist").
            translate(key as Parameters<typeof translate>[0], lang, error.params),
          ]),
        ),
      }
    : (error.data ?? null);
  return { httpStatus: 200, body: envelope(error.status, translate(error.key, lang, error.params), data) };
}

/**
 * The target an action's declaration names (its scoped id field), so that a refused or failed
 * attempt — invalid input, out of region, no re-check — is logged against what it was aimed at.
 */
function declaredTarget(spec: ActionSpec, input: unknown): AuditEntry {
  const scope = spec.scope;
  // A special action's target of another table (a staff account, a role) is named by its declared type.
  const special = isSpecial(spec) ? spec.special.target : undefined;
  const target =
    scope && 'target' in scope
      ? { type: scope.target, field: scope.idField }
      : special
        ? { type: special.entity ?? special.type, field: special.field }
        : undefined;
  if (!target) return {};
  // Input that failed validation is still read: its id, when it is one, names the target.
  const value = (input as Record<string, unknown> | undefined)?.[target.field];
  const id = typeof value === 'string' && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? { targetType: target.type, targetId: id } : {};
}
