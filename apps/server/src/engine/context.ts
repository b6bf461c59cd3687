import type { ActionSpec, Lang, LogMessage, RoleKind } from '@console/contract';
import type { z } from 'zod';
import type { Queryable } from '../db/database.ts';
import type { Orm } from '../db/orm.ts';
import type { AuthService } from './auth/auth-service.ts';
import type { ExportDefinition } from './export/export-columns.ts';
import type { EntityPlacesRegistry, Scope } from './scope.ts';

/** The signed-in admin a call runs as, with the role's permissions already resolved. */
export interface Principal {
  adminId: number;
  username: string;
  roleId: number;
  roleName: string;
  roleKind: RoleKind;
  /** Menu (permission) ids of the role; super admins hold every id. */
  menuIds: ReadonlySet<number>;
  /** Actions the role may not call although it holds their menu. */
  deniedActions: ReadonlySet<string>;
  /** Per-admin overrides: action key → enabled. */
  overrides: ReadonlyMap<string, boolean>;
  scope: Scope;
  areaId: number | null;
  areaName: string;
  /** After a password reset only the password change (and signing out) is allowed. */
  mustChangePassword: boolean;
}

export interface UploadedFile {
  field: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}

/** What an action records about itself in its operation-log row. */
export interface AuditEntry {
  /** Who acted, when the call has no session yet (a sign-in records the account it tried). */
  actor?: { adminId: number | null; adminName: string; roleKind?: string };
  targetType?: string;
  targetId?: string | number;
  /**
   * The summary as a key of LOG_SUMMARIES with parameters, read in the reader's language (its
   * English is stored beside it). There is no free-text summary: a sentence written here would
   * show in English to every reader.
   */
  message?: LogMessage;
  before?: unknown;
  after?: unknown;
}

/** What an action may do with the jobs engine. */
export interface ActionJobs {
  /** False when this node runs no jobs (tests, a node started without them): send would fail. */
  readonly running: boolean;
  /** Queues a declared job; answers the id `Job/status` is asked with. */
  send(name: string, data: object): Promise<string>;
}

export interface ActionContext {
  /** Query builder on this call's connection: its transaction when the action mutates. */
  db: Orm;
  /** Raw SQL on the same connection. */
  sql: Queryable;
  engine: 'pglite' | 'postgres';
  principal: Principal | null;
  /** The signed-in admin; throws for public actions called without a session. */
  readonly admin: Principal;
  tokenHash: string | null;
  scope: Scope;
  lang: Lang;
  /** Unix seconds, fixed for the whole call. */
  now: number;
  ip: string;
  userAgent: string;
  requestId: string;
  /**
   * The admin said yes to this call after it asked (engine errors' `askFirst`): an action that asks
   * before doing something unusual goes ahead only when this is true.
   */
  confirmed: boolean;
  files: UploadedFile[];
  auth: AuthService;
  /** Every action the server has (the role editor lists them; grants are checked against them). */
  actions: readonly ActionSpec[];
  /** The console's zone (IANA name): the one screens and exports show times in. */
  timeZone: string;
  /** How each scoped entity's rows are found (the registry's references): a `ref` field's target is named with it. */
  references: EntityPlacesRegistry;
  /** Durable jobs: sent in this call's transaction (the job exists exactly when the call commits), started by its admin. */
  jobs: ActionJobs;
  /** Adds to (or overrides) this call's operation-log row. */
  audit(entry: AuditEntry): void;
  /** Runs once the transaction has committed (cache invalidation and the like). */
  afterCommit(work: () => void): void;
  /** Runs in its own transaction after a failed call rolled back (e.g. counting a failed login). */
  afterFailure(work: (connection: Queryable) => Promise<void>): void;
  /**
   * Puts an HttpOnly cookie on the answer once the call has succeeded (the session's, at sign-in;
   * `maxAgeSeconds` 0 removes it). Calls without an HTTP answer have none.
   */
  setCookie(name: string, value: string, maxAgeSeconds: number): void;
}

export type Handler<A extends ActionSpec, P = undefined> = (
  input: z.output<A['input']>,
  ctx: ActionContext,
  prepared: P,
) => Promise<z.input<A['output']>>;

export type Prepare<A extends ActionSpec, P> = (input: z.output<A['input']>, ctx: ActionContext) => Promise<P>;

export interface RegisteredAction<A extends ActionSpec = ActionSpec> {
  spec: A;
  handler: Handler<A, unknown>;
  /** Slow read-only work (a password hash check) done before the transaction opens, see `implementPrepared`. */
  prepare?: Prepare<A, unknown>;
  /** Set on export actions: what their one-time link streams. */
  export?: ExportDefinition;
  /**
   * A list that may read from the read replica (DATABASE_REPLICA_URL), a moment behind the
   * primary: see `readingReplica`. Everything else reads and writes the primary.
   */
  readsReplica?: boolean;
}

/** A list action that reads from the replica when there is one: lists are most of the reading. */
export function readingReplica(action: RegisteredAction): RegisteredAction {
  return { ...action, readsReplica: true };
}

/** Binds a handler to a declared action; the engine does the rest (DESIGN §4). */
export function implement<A extends ActionSpec>(spec: A, handler: Handler<A>): RegisteredAction {
  return { spec, handler } as unknown as RegisteredAction;
}

/**
 * Like `implement`, with a first step that runs before the transaction, on its own connection, and
 * hands its result to the handler. For slow checks that write nothing: on PGlite a transaction
 * holds the only connection, so an argon2 verify inside one would stall every other request.
 * Its refusals are logged like the handler's.
 */
export function implementPrepared<A extends ActionSpec, P>(
  spec: A,
  prepare: Prepare<A, P>,
  handler: Handler<A, P>,
): RegisteredAction {
  return { spec, prepare, handler } as unknown as RegisteredAction;
}
