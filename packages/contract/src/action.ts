import type { z } from 'zod';
import type { MenuId } from './menu.ts';
import type { MessageKey } from './messages.ts';

/**
 * Who may call an action: anyone (`public`), any signed-in admin (`signedIn`), or admins whose role
 * holds one of the listed menu ids.
 */
export type Permission = 'public' | 'signedIn' | { menu: MenuId };

/** Entities whose rows belong to a region; region-scoped admins only reach their own. */
export type ScopedEntity = 'member' | 'room' | 'family' | 'group' | 'agent' | 'host' | 'guild';

/**
 * Rows a form may point at besides the scoped entities: the catalogue (gifts, host groups, room
 * columns and topics, each in
 * several regions: a caller holding any of them may name one) and region-owned settings (studios,
 * invite plans, checked against the caller's regions like a scoped row).
 */
export type CatalogueEntity =
  | 'gift'
  | 'hostGroup'
  | 'roomColumn'
  | 'roomTopic'
  | 'studio'
  | 'invitePlan'
  /** An activity's reward template (several regions, as the catalogue's rows). */
  | 'activityTemplate';

/** What a reference may name. */
export type RefEntity = ScopedEntity | CatalogueEntity;

/**
 * An input field that names a row of a scoped entity besides the action's target (the member a
 * room bar names, the room a message jumps to): the engine refuses a row outside the caller's
 * regions before the handler runs, whatever the action. `by: 'number'` when the field holds the
 * pretty number staff type (members' `user_no`, rooms' `room_no`) rather than the id; `when` when
 * the field names the entity only for some values of another field (a jump target of type room).
 */
export interface RefSpec {
  entity: RefEntity;
  by?: 'id' | 'number';
  when?: { field: string; is: readonly (string | number)[] };
  /** The row must exist: a key naming none is refused (the `ref` field kind's), not left to the handler. */
  exists?: boolean;
  /** With `exists`: the screen's own words for a key naming no row (by default "No gift 12", `ref_missing`). */
  absent?: MessageKey;
  /**
   * The screen's own words for a row in another region, where it says so as for a missing one ("No
   * such host group in your regions", a 400 on the field); by default a 403 naming the entity.
   */
  outside?: MessageKey;
}

export type ActionScope =
  /** The input names one target; the engine refuses targets outside the caller's regions. */
  | { target: ScopedEntity; idField: string }
  /** The action lists rows that carry `region_id`; its query keeps them inside `ctx.scope`. */
  | { list: true };

export interface ActionSpec<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  module: string;
  action: string;
  input: I;
  output: O;
  permission: Permission;
  /** Mutating actions run in one transaction and write exactly one operation-log row. */
  mutates: boolean;
  /** Needs a password re-check within the last 10 minutes (status 405 otherwise). */
  sensitive?: boolean;
  /**
   * The most dangerous actions (role changes, super-admin grants, refunds) ask for the password every
   * time: only a re-check made for this very call (`checkAdminPwd` with the `action` and `request`
   * its 405 named) serves it, once, within RECHECK_ONE_ACTION_SECONDS; the 10-minute window of
   * `sensitive` does not (status 405 otherwise). Only for actions that change something.
   */
  recheckEachTime?: boolean;
  scope?: ActionScope;
  /** Input fields naming other scoped rows, checked against the caller's regions (see RefSpec). */
  refs?: Readonly<Record<string, RefSpec>>;
  /**
   * A list's filters naming other rows (`ref` fields), for their pickers only (CommonHelper refName
   * and refSearch): a filter is not checked, a key outside the caller's regions just finds no rows.
   */
  filterRefs?: Readonly<Record<string, RefSpec>>;
  /**
   * Moves money or a quota (coins, diamonds, beans, grants): a call without an `Idempotency-Key` is
   * refused, so a retried or doubled request can never act twice.
   */
  money?: boolean;
  /** Short English description for API docs and the role editor. */
  summary: string;
  /** What staff read for it (operation log, role editor, docs), in both languages. */
  label?: { zh: string; en: string };
  /** The list action (of the same module) whose rows this action exports: a role denied the list is denied this too. */
  exportOf?: string;
  /**
   * The one file it takes (multipart, field `file`): an image, an xlsx, an SVGA or an MP4 effect, each with its size limit
   * (UPLOAD_LIMITS). An action without it refuses a file part.
   */
  upload?: UploadKind;
}

export type UploadKind = 'image' | 'xlsx' | 'svga' | 'video';

/** Declares an action and keeps its literal types for the typed client. */
export function defineAction<I extends z.ZodType, O extends z.ZodType>(spec: ActionSpec<I, O>): ActionSpec<I, O> {
  return spec;
}

export function actionKey(spec: Pick<ActionSpec, 'module' | 'action'>): string {
  return `${spec.module}/${spec.action}`;
}

/**
 * Whether a role's denied actions deny this one: named itself, or the list it exports (an export
 * hands over the same rows as a file). One rule for the server's check and the web's buttons.
 */
export function deniedIn(
  spec: Pick<ActionSpec, 'module' | 'action' | 'exportOf'>,
  denied: { has(key: string): boolean },
): boolean {
  if (denied.has(actionKey(spec))) return true;
  return spec.exportOf !== undefined && denied.has(actionKey({ module: spec.module, action: spec.exportOf }));
}

export type ActionInput<A> = A extends ActionSpec<infer I, z.ZodType> ? z.input<I> : never;
export type ActionOutput<A> = A extends ActionSpec<z.ZodType, infer O> ? z.output<O> : never;
