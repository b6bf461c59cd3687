import type { ActionSpec, Lang } from '@console/contract';
import type { Queryable } from '../db/database.ts';
import { type Orm, ormFor } from '../db/orm.ts';
import type { AuthService, SessionState } from './auth/auth-service.ts';
import type { ActionContext, ActionJobs, AuditEntry, Principal, UploadedFile } from './context.ts';
import type { JobRunner } from './jobs/job-runner.ts';
import { type EntityPlacesRegistry, type Scope, UNLIMITED } from './scope.ts';

/** Who is calling: nobody yet, or a signed-in admin and the session the call came with. */
export interface Caller {
  principal: Principal | null;
  session: SessionState | null;
}

/** What the request says about itself that an action may read (the engine's CallRequest has it). */
export interface CallFacts {
  ip: string;
  userAgent: string;
  requestId: string;
  files: UploadedFile[];
  setCookie?: CookieSetter;
  /** The admin confirmed this call after it asked (CONFIRMED_HEADER). */
  confirmed?: boolean;
}

/** Puts a cookie on the HTTP answer; the transport decides its attributes (HttpOnly, Secure…). */
export type CookieSetter = (name: string, value: string, maxAgeSeconds: number) => void;

/**
 * What one call accumulates whatever connection its steps run on: the operation-log entry the
 * handler fills in, and the work to run after commit or after a rollback.
 */
export class CallState {
  readonly audit: AuditEntry;
  readonly commitWork: (() => void)[] = [];
  readonly failureWork: ((connection: Queryable) => Promise<void>)[] = [];
  readonly caller: Caller;
  readonly facts: CallFacts;
  readonly lang: Lang;
  /** Unix seconds, fixed for the whole call. */
  readonly now: number;

  constructor(caller: Caller, facts: CallFacts, lang: Lang, now: number, audit: AuditEntry) {
    this.caller = caller;
    this.facts = facts;
    this.lang = lang;
    this.now = now;
    this.audit = audit;
  }
}

/** What the engine shares with every action. */
export interface EngineServices {
  engine: 'pglite' | 'postgres';
  auth: AuthService;
  actions: readonly ActionSpec[];
  timeZone: string;
  /** The app's job runner; absent where no app is (a bare engine). */
  jobs?: JobRunner;
  /** How each scoped entity's rows are found (the registry's references): the kit names a `ref` field's row with it. */
  references: EntityPlacesRegistry;
}

/**
 * An action's view of its call on one connection (the pool, or the call's transaction). A class
 * rather than an object literal: every call makes one or two, and the query builder is only built
 * when the action asks for it.
 */
export class CallContext implements ActionContext {
  readonly sql: Queryable;
  private readonly state: CallState;
  private readonly services: EngineServices;
  private orm: Orm | undefined;

  constructor(connection: Queryable, state: CallState, services: EngineServices) {
    this.sql = connection;
    this.state = state;
    this.services = services;
  }

  /** The same call on another connection (its transaction), sharing the log entry and callbacks. */
  on(connection: Queryable): CallContext {
    return new CallContext(connection, this.state, this.services);
  }

  get db(): Orm {
    this.orm ??= ormFor(this.sql);
    return this.orm;
  }
  get engine() {
    return this.services.engine;
  }
  get auth() {
    return this.services.auth;
  }
  get actions() {
    return this.services.actions;
  }
  get timeZone() {
    return this.services.timeZone;
  }
  get references() {
    return this.services.references;
  }
  get jobs(): ActionJobs {
    const runner = this.services.jobs;
    return {
      running: runner?.running ?? false,
      send: (name, data) => {
        if (!runner) throw new Error('this engine has no job runner');
        return runner.send(name, data, { startedBy: this.principal?.adminId ?? null, connection: this.sql });
      },
    };
  }
  get principal(): Principal | null {
    return this.state.caller.principal;
  }
  get admin(): Principal {
    const { principal } = this.state.caller;
    if (!principal) throw new Error('this action runs without a signed-in admin');
    return principal;
  }
  get tokenHash(): string | null {
    return this.state.caller.session?.tokenHash ?? null;
  }
  get scope(): Scope {
    return this.state.caller.principal?.scope ?? UNLIMITED;
  }
  get lang(): Lang {
    return this.state.lang;
  }
  get now(): number {
    return this.state.now;
  }
  get ip(): string {
    return this.state.facts.ip;
  }
  get userAgent(): string {
    return this.state.facts.userAgent;
  }
  get requestId(): string {
    return this.state.facts.requestId;
  }
  get confirmed(): boolean {
    return this.state.facts.confirmed === true;
  }
  get files(): UploadedFile[] {
    return this.state.facts.files;
  }

  audit(entry: AuditEntry): void {
    Object.assign(this.state.audit, entry);
  }
  afterCommit(work: () => void): void {
    this.state.commitWork.push(work);
  }
  afterFailure(work: (connection: Queryable) => Promise<void>): void {
    this.state.failureWork.push(work);
  }
  setCookie(name: string, value: string, maxAgeSeconds: number): void {
    const { setCookie } = this.state.facts;
    if (setCookie) this.state.commitWork.push(() => setCookie(name, value, maxAgeSeconds));
  }
}
