import { z } from 'zod';
import type { ActionSpec, RefSpec, ScopedEntity } from '../action.ts';
import { id } from '../fields.ts';
import type { MenuId } from '../menu.ts';
import type { Fields, FieldValue } from './fields.ts';
import { savedFieldNames } from './fields.ts';
import type { LabelsFor, ModuleLabels } from './labels.ts';
import { refsOf } from './resource.ts';
import { inputShape } from './schemas.ts';

/**
 * A special action (DESIGN §4 "One way to write a special action"): an action that is not one of a
 * resource's standard ones nor a command on its rows, declared with its inputs as fields, so the
 * schema, the references it checks, the server's handler (`implementSpecial`) and the web's form
 * (`SpecialForm`) all read one declaration. One file per special action (or per small family of them).
 */
export interface SpecialDeclaration<F extends Fields, T extends string, O extends z.ZodType> {
  /** Wire module and action (`/api/<module>/<action>`). */
  module: string;
  action: string;
  /** Permission id(s) it needs. */
  menu: MenuId;
  /** Short English description for API docs and the role editor. */
  summary: string;
  /** The form's title, the log's action name, the role editor's word. */
  label: { zh: string; en: string };
  /**
   * The row it acts on, named by the input `field` (an id): the server's handler gets the row locked.
   * Of a region-scoped `entity` (a member, a room), the engine refuses one outside the caller's
   * regions before anything runs; a row of another table (a staff account, a role) names its `type`,
   * the operation log's target type.
   */
  target?: SpecialTarget<T>;
  /** Its inputs beside the target's id, as a resource's fields (kinds, limits, conditions, references). */
  fields: F;
  /** Inputs naming scoped rows that are no member, room or `ref` field (a room number typed as text), checked like those. */
  refs?: Readonly<Record<string, RefSpec>>;
  /** Words of its inputs: field labels, value labels, help (the glossary's beneath). */
  labels: LabelsFor<F>;
  /** Needs a password re-check within the last 10 minutes. */
  sensitive?: boolean;
  /** Needs the password for this very call, every time (the most dangerous actions, SPEC §6). */
  recheckEachTime?: boolean;
  /** Shown in red. */
  danger?: boolean;
  /** Moves money or a quota: refused without an Idempotency-Key. */
  money?: boolean;
  output: O;
}

export type SpecialTarget<T extends string = string> =
  | { entity: ScopedEntity; field: T; type?: never }
  | { type: string; field: T; entity?: never };

/** What a special action's handler receives: the target's id, required fields present, the others when given. */
export type SpecialInputOf<F extends Fields, T extends string> = { [K in T]: number } & {
  [K in keyof F as F[K]['required'] extends true ? K : never]: FieldValue<F[K]>;
} & {
  [K in keyof F as F[K]['required'] extends true ? never : K]?: FieldValue<F[K]>;
};

/** The declaration, kept beside the action spec it makes: the web's form and the server's handler read it. */
export interface SpecialParts<F extends Fields = Fields, T extends string = string> {
  fields: F;
  labels: ModuleLabels;
  target?: SpecialTarget<T>;
  danger?: boolean;
}

export type Special<F extends Fields = Fields, T extends string = string, O extends z.ZodType = z.ZodType> = ActionSpec<
  z.ZodType<SpecialInputOf<F, T>, Record<string, unknown>>,
  O
> & { special: SpecialParts<F, T> };

/** Declares a special action: its spec (input schema and references from the fields) and its declaration for the form. */
export function special<const F extends Fields, const T extends string, O extends z.ZodType>(
  decl: SpecialDeclaration<F, T, O>,
): Special<F, T, O> {
  const { target } = decl;
  const input = z.object({
    ...(target ? { [target.field]: id() } : {}),
    ...inputShape(decl.fields, savedFieldNames(decl.fields)),
  });
  return {
    module: decl.module,
    action: decl.action,
    summary: decl.summary,
    label: decl.label,
    permission: { menu: decl.menu },
    mutates: true,
    ...(decl.sensitive ? { sensitive: true } : {}),
    ...(decl.recheckEachTime ? { recheckEachTime: true } : {}),
    ...(decl.money ? { money: true } : {}),
    ...(target?.entity ? { scope: { target: target.entity, idField: target.field } } : {}),
    ...refsOf(decl.fields, decl.refs),
    input: input as unknown as Special<F, T, O>['input'],
    output: decl.output,
    special: { fields: decl.fields, labels: decl.labels as ModuleLabels, target, danger: decl.danger },
  };
}

export function isSpecial(spec: ActionSpec): spec is Special {
  return 'special' in spec && typeof (spec as Special).special === 'object';
}
