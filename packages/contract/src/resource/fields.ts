import type { RefEntity, RefSpec } from '../action.ts';
import type { MessageKey } from '../messages.ts';
import type { Reward } from './reward-value.ts';

/**
 * A resource's fields as plain data (DESIGN §4). The zod schemas are built from these, but the web
 * build replaces zod by inert stand-ins, so screens read this data, never the schemas.
 */
export type FieldKind =
  | 'text'
  | 'longText'
  | 'int'
  /** An integer amount of coins, diamonds or beans; never a fraction. */
  | 'money'
  | 'bool'
  | 'enum'
  /** A region id of REGIONS. */
  | 'region'
  /** Several region ids of REGIONS (an int array column): a row shown in each, changed only by who holds them all. */
  | 'regions'
  | 'country'
  /** A list of country ids (an int array column). */
  | 'countries'
  /** `#rrggbb`. */
  | 'color'
  | 'languageGroup'
  /** Unix seconds. */
  | 'time'
  /** An uploaded picture (`/files/<id>`). */
  | 'image'
  | 'file'
  | 'member'
  | 'room'
  /** The name of a staff account (who added or reviewed a row). */
  | 'admin'
  /** Any JSON (a snapshot before and after a change): shown formatted in the row's details. */
  | 'json'
  /**
   * A percent typed with up to two decimals ("12.5"), sent and shown as text, stored as whole basis
   * points (1 = 0.01 %) so sums are exact; 0–100 unless `max` says more.
   */
  | 'percent'
  /**
   * Child rows of the sub-fields `of` (a pool's prizes), each with its `id` once saved: read with the
   * row, saved with it in one transaction (rows left out are deleted) and validated together (`rows`,
   * `sum`). Shown in the row's details and edited as a table in the form; never a column or exported.
   */
  | 'list'
  /**
   * What a rank, tier or recall pays (coins, a gift, a prop, a nameplate, a medal or nothing: the
   * contract's Reward, checked by rewardSchema); stored as JSON, paid by the server's payReward.
   */
  | 'reward'
  /**
   * Settings of declared sub-fields (`of`) kept together in one JSON column (a per-type block: a
   * lucky draw's draw settings, a ranking's tie rule): checked as the fields they are, shown in the
   * details, edited as a group in the form; never a column or exported.
   */
  | 'object'
  /**
   * Another entity's row by its id (or the pretty number staff type, `ref.by`): checked to exist and
   * to lie in the caller's regions on every save, shown by the target's name beside the key.
   */
  | 'ref'
  /** Staff accounts as `{ id, username }[]` (an area's managers): computed, shown by their names. */
  | 'admins';

/** antd's status colours: a Tag or Badge shows an enum value in one of these. */
export type StatusColor = 'success' | 'processing' | 'error' | 'warning' | 'default';

/** How a field narrows its list: equal, a case-insensitive substring or prefix, or a time range (`<name>_from`, `<name>_to`). */
export type FilterMode = 'eq' | 'contains' | 'prefix' | 'range';

/** A condition on another field's value in the same form or row: it holds when that value is one of `is`. */
export interface FieldCondition {
  field: string;
  is: readonly (string | number | boolean)[];
}

/** Whether `condition` holds for `values` (a form's strings or a row's typed values: compared as text). */
export function conditionHolds(condition: FieldCondition, values: Readonly<Record<string, unknown>>): boolean {
  const value = values[condition.field];
  return value !== undefined && value !== null && condition.is.some((allowed) => String(allowed) === String(value));
}

/**
 * A list's sum rule: its rows' `field` values add up to exactly `total` (in the stored unit: basis
 * points for a percent), checked on every save that holds `when` on the parent row (a pool switched on).
 */
export interface ListSum {
  field: string;
  total: number;
  when?: FieldCondition;
}

export interface FieldSpec {
  kind: FieldKind;
  /**
   * enum: its values, in display order; int: the only values it takes (levels), shown by their labels;
   * text: the values it is known to take (a role kind), shown by their labels, others as they are.
   */
  values?: readonly (string | number)[];
  /** enum: the status colour of each value (no colour: a plain tag). */
  colors?: Readonly<Record<string, StatusColor>>;
  filter?: FilterMode;
  sortable?: boolean;
  /**
   * No two rows share the value (inside the row's region when the resource is region-scoped);
   * `ci` compares case-insensitively. A save that would break it answers the localised 'duplicate'.
   */
  unique?: boolean | 'ci';
  /** Further fields the uniqueness is per (a value is unique per kind). */
  uniqueWith?: readonly string[];
  /** range: the wire names of its two ends when they are not `<name>_from` / `<name>_to`. */
  rangeWire?: readonly [string, string];
  /** Required when saving. */
  required?: boolean;
  /**
   * int and money: the value's limits; text: `max` is the length limit (default 255), `min` the fewest characters. region: with
   * `max`, any id from `min` to `max` (a legacy column); image and file: with `max`, any path up to
   * that length, not only an upload's.
   */
  min?: number;
  max?: number;
  /** text: a regular expression (source) the whole value must match, after trimming. */
  pattern?: string;
  /** text with a pattern or `min`: the message for a value that does not match it or is too short (default 'invalid_choice', 'too_short'). */
  mismatch?: MessageKey;
  /** text: the message for a required value left out or blank (default 'required'), where the screen words it itself. */
  missing?: MessageKey;
  /** text: stored in capitals (a country code). */
  upper?: boolean;
  /** What a new row gets when the save leaves the field out. */
  default?: string | number | boolean;
  /** The row may carry no value (a ban without an end). */
  nullable?: boolean;
  /** Shown and exported, never saved by the form (who added it, when). */
  readOnly?: boolean;
  /** Saved by the form, not a column of the table. */
  formOnly?: boolean;
  /** Not in the list, the form or the export (a derived state the server keeps). */
  internal?: boolean;
  /** In the row and its details, not a column of the table or the export (a snapshot, a request id). */
  detail?: boolean;
  /**
   * A column shown only while a row of the page holds a value: most rows have none by nature (a
   * log's target: sign-ins and exports name none). Exported as any other.
   */
  sparse?: boolean;
  /** In the row for the wire's sake only, never shown or exported: a key beside its shown name, the region a scope reads. */
  wireOnly?: boolean;
  /**
   * Shown inside that field's table column, in brackets after its value ('10.0.0.1 (3)'), not as a
   * column of its own; the export gives it a column of its own, right after that field's.
   */
  shownIn?: string;
  /** ref: the entity it names, whether by id (default) or by the pretty number staff type, and the screen's own words for a refused key. */
  ref?: Pick<RefSpec, 'entity' | 'by' | 'absent' | 'outside'>;
  /** list: the sub-fields of each row; object: its fields (their labels are the resource labels' `fields`, like its own). */
  of?: Fields;
  /** list: the fewest and most rows a save may hold. */
  rows?: { min?: number; max?: number };
  /** list: a sum its rows must make. */
  sum?: ListSum;
  /** Shown in the form (and kept on save) only while another field has one of these values (an ad's jump target). */
  visibleWhen?: FieldCondition;
  /** Required only while another field has one of these values. */
  requiredWhen?: FieldCondition;
}

export type Fields = Readonly<Record<string, FieldSpec>>;

/** The TypeScript value of a field kind on the wire; `unknown` for a field whose kind is not known (generic code). */
export type FieldValue<F extends FieldSpec> = ValueOf<F>;
type ValueOf<F extends FieldSpec> = FieldKind extends F['kind']
  ? unknown
  : F['kind'] extends 'json'
    ? unknown
    : F['kind'] extends 'countries' | 'regions'
      ? number[]
      : F['kind'] extends 'list'
        ? ({ id?: number } & Record<string, unknown>)[]
        : F['kind'] extends 'object'
          ? Record<string, unknown>
          : F['kind'] extends 'reward'
            ? Reward
            : F['kind'] extends 'text' | 'longText' | 'image' | 'file' | 'admin' | 'color' | 'percent'
              ? string
              : F['kind'] extends 'bool'
                ? boolean
                : F['kind'] extends 'enum'
                  ? F['values'] extends readonly (infer V)[]
                    ? V
                    : string
                  : F['kind'] extends 'admins'
                    ? { id: number; username: string }[]
                    : number;

type NullableValueOf<F extends FieldSpec> = F['nullable'] extends true ? ValueOf<F> | null : ValueOf<F>;

export type RowOf<F extends Fields> = { id: number } & {
  [K in keyof F as F[K]['internal'] extends true ? never : F[K]['formOnly'] extends true ? never : K]: NullableValueOf<F[K]>;
};

export type SaveInputOf<F extends Fields> = { id?: number } & {
  [K in keyof F as F[K]['readOnly'] extends true ? never : K]?: ValueOf<F[K]> | string;
};

/** Fields a list row carries: everything but internal and form-only ones. */
export function rowFieldNames(fields: Fields): string[] {
  return Object.entries(fields)
    .filter(([, field]) => !field.internal && !field.formOnly)
    .map(([name]) => name);
}

/** Fields the save form sends. */
export function savedFieldNames(fields: Fields): string[] {
  return Object.entries(fields)
    .filter(([, field]) => !field.readOnly && !field.internal)
    .map(([name]) => name);
}

/** Fields with a column in the table or the export: in declaration order. A child list has none (its rows show in the details). */
export function columnFieldNames(fields: Fields): string[] {
  return Object.entries(fields)
    .filter(
      ([, field]) =>
        !field.internal &&
        !field.formOnly &&
        !field.detail &&
        !field.wireOnly &&
        field.kind !== 'list' &&
        field.kind !== 'object',
    )
    .map(([name]) => name);
}

/** Columns of the table: fields shown inside another's column (`shownIn`) have none of their own. */
export function tableFieldNames(fields: Fields): string[] {
  return columnFieldNames(fields).filter((name) => !fields[name]?.shownIn);
}

/** The fields shown inside `name`'s table column. */
export function fieldsShownIn(fields: Fields, name: string): string[] {
  return columnFieldNames(fields).filter((other) => fields[other]?.shownIn === name);
}

/** Columns of the export: the table's, each followed by the fields shown inside it. */
export function exportFieldNames(fields: Fields): string[] {
  return tableFieldNames(fields).flatMap((name) => [name, ...fieldsShownIn(fields, name)]);
}

/** Kinds whose wire value is text. */
export const TEXT_KINDS: readonly FieldKind[] = ['text', 'longText', 'image', 'file', 'admin', 'color', 'percent'];

/** The `ref` fields of a resource, in declaration order. */
export function refFieldNames(fields: Fields): string[] {
  return Object.entries(fields)
    .filter(([, field]) => field.kind === 'ref')
    .map(([name]) => name);
}

/**
 * The fields a row names by the row they point at (`ref_names`): its `ref` fields, and its member and
 * room fields shown in a column of their own with no name already beside them (a `shownIn` nickname,
 * or the row's nickname or room name column).
 * A `*_no` member or room field holds the pretty number staff type, any other the id.
 */
export function namedFieldNames(fields: Fields): string[] {
  const shown = new Set(columnFieldNames(fields));
  const entries = Object.entries(fields);
  // A row's only member beside a nickname column (or only room beside a room name) is named already.
  const namedBeside = (kind: 'member' | 'room', column: string) =>
    shown.has(column) && entries.filter(([name, field]) => field.kind === kind && shown.has(name)).length === 1;
  const unnamed = { member: !namedBeside('member', 'nickname'), room: !namedBeside('room', 'room_name') };
  return entries
    .filter(
      ([name, field]) =>
        field.kind === 'ref' ||
        ((field.kind === 'member' || field.kind === 'room') &&
          unnamed[field.kind] &&
          shown.has(name) &&
          fieldsShownIn(fields, name).length === 0),
    )
    .map(([name]) => name);
}

/** The row a named field points at: its declared reference, or a member or room by id or pretty number. */
export function namedRefOf(name: string, field: FieldSpec): { entity: RefEntity; by: 'id' | 'number' } | undefined {
  if (field.kind === 'ref' && field.ref) return { entity: field.ref.entity, by: field.ref.by ?? 'id' };
  if (field.kind === 'member' || field.kind === 'room') return { entity: field.kind, by: name.endsWith('_no') ? 'number' : 'id' };
  return undefined;
}

/** The child-list fields of a resource. */
export function listFieldNames(fields: Fields): string[] {
  return Object.entries(fields)
    .filter(([, field]) => field.kind === 'list')
    .map(([name]) => name);
}
