import { z } from 'zod';
import { LANGUAGE_GROUPS, MAX_PAGE_SIZE, REGIONS } from '../constants.ts';
import {
  bool,
  exportInput,
  id,
  idList,
  int,
  jsonText,
  listInput,
  MAX_ID,
  oneOf,
  text,
  unixTime,
  uploadedFile,
} from '../fields.ts';
import type { MessageKey } from '../messages.ts';
import type { FieldSpec, Fields } from './fields.ts';
import { columnFieldNames, namedFieldNames, rowFieldNames, savedFieldNames, TEXT_KINDS } from './fields.ts';
import { percentSchema } from './percent.ts';
import { rewardOutput, rewardSchema } from './reward.ts';

/**
 * zod schemas built from a resource's fields. Only builder calls happen here, never reads of a
 * schema, so the same code runs against the web's inert zod stand-in.
 */
const err = { error: 'invalid_choice' } as const;
const REGION_IDS = new Set(REGIONS.map((region) => region.id));
const GROUP_IDS = new Set<number>(LANGUAGE_GROUPS.map((group) => group.id));

/** Several region ids, each one of REGIONS, at least one; a comma-separated text is split. Repeats are dropped. */
function regionList() {
  return z.preprocess(
    (v) => {
      const list =
        typeof v === 'string'
          ? v
              .split(/[,\s，]+/)
              .filter((part) => part !== '')
              .map(Number)
          : v;
      return Array.isArray(list) ? [...new Set(list)] : list;
    },
    z
      .array(
        z
          .number(err)
          .int(err)
          .refine((value) => REGION_IDS.has(value), err),
        // No regions at all is a missing field, not a wrong one.
        { error: (issue) => (issue.input === undefined ? 'required' : err.error) },
      )
      .min(1, { error: 'required' }),
  );
}

/**
 * Trimmed text matching a pattern (and in capitals when asked): a country code, a dialling code, a
 * colour. `mismatch` is the message for a value that does not match; `max` limits the length.
 */
function patterned(pattern: string, { upper = false, mismatch = err.error as MessageKey, max, missing }: PatternOptions = {}) {
  const matching = z.string({ error: missing ?? 'required' }).regex(new RegExp(`^(?:${pattern})$`), { error: mismatch });
  return z.preprocess(
    (v) => (typeof v === 'string' ? (upper ? v.trim().toUpperCase() : v.trim()) || undefined : v),
    max === undefined ? matching : matching.max(max, { error: 'too_long' }),
  );
}
interface PatternOptions {
  upper?: boolean;
  mismatch?: MessageKey;
  max?: number;
  missing?: MessageKey;
}

/** Trimmed text up to `max` characters (and at least `min`), each limit worded as the field declares. */
function plainText(field: FieldSpec, max: number) {
  const words = text({ max, required: field.missing });
  return field.min === undefined ? words : words.pipe(z.string().min(field.min, { error: field.mismatch ?? 'too_short' }));
}

/** A row of a child list: its id once saved, and its sub-fields; blank cells count as left out. */
function listRow(of: Fields) {
  return z.preprocess(
    (v) =>
      v !== null && typeof v === 'object' && !Array.isArray(v)
        ? Object.fromEntries(Object.entries(v).filter(([, cell]) => !(typeof cell === 'string' && cell.trim() === '')))
        : v,
    z.strictObject({ id: id().optional(), ...inputShape(of, savedFieldNames(of)) }, { error: 'unknown_field' }),
  );
}

/**
 * An `object` field: its declared fields together, as a save takes them (required ones there,
 * others taking their defaults); an object or its JSON text (a form's), blank cells left out.
 */
function settings(of: Fields) {
  const blankless = (v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).filter(([, cell]) => !(typeof cell === 'string' && cell.trim() === '')))
      : v;
  return z.preprocess(
    (v) => blankless(jsonText(v)),
    z.strictObject(inputShape(of, savedFieldNames(of)), {
      error: (issue) => (issue.code === 'unrecognized_keys' ? 'unknown_field' : 'invalid_input'),
    }),
  );
}

/**
 * A child list: its rows, as many as `rows` allows (the sum rule needs the parent row: the server
 * checks it). The console's wire is a form, so the rows travel as one field of JSON text ("[]" empties the list).
 */
function list(field: FieldSpec) {
  let rows = z.array(listRow(field.of ?? {}), { error: 'invalid_input' });
  if (field.rows?.min !== undefined) rows = rows.min(field.rows.min, { error: 'list_too_few' });
  if (field.rows?.max !== undefined) rows = rows.max(field.rows.max, { error: 'list_too_many' });
  return z.preprocess(jsonText, rows);
}

/** What one field accepts in a save or a filter. */
export function inputSchema(field: FieldSpec): z.ZodType {
  switch (field.kind) {
    case 'text':
    case 'admin':
      return field.pattern
        ? patterned(field.pattern, { upper: field.upper, mismatch: field.mismatch, max: field.max, missing: field.missing })
        : plainText(field, field.max ?? 255);
    case 'color':
      return patterned('#[0-9a-fA-F]{6}');
    case 'countries':
      return idList({ max: field.max ?? 300 });
    case 'regions':
      return regionList();
    case 'languageGroup':
      return int().refine((value) => GROUP_IDS.has(value as number), err);
    case 'longText':
      return plainText(field, field.max ?? 5000);
    case 'image':
    case 'file':
      // With `max`, a legacy column: any path up to that length, not only an upload's.
      return field.max === undefined ? uploadedFile() : text({ max: field.max });
    case 'bool':
      return bool();
    case 'enum':
      return oneOf((field.values ?? ['']) as [string, ...string[]]);
    case 'region':
      // With `max`, a legacy column: any id from `min` to `max`, not only the regions named today.
      return field.max === undefined
        ? int({ min: 0 }).refine((value) => REGION_IDS.has(value as number), err)
        : int({ min: field.min ?? 0, max: field.max });
    case 'member':
    case 'room':
    case 'ref':
      return id();
    case 'time':
      return unixTime();
    case 'percent':
      return percentSchema(field.min, field.max);
    case 'list':
      return list(field);
    case 'reward':
      return rewardSchema();
    case 'object':
      return settings(field.of ?? {});
    default: {
      // Unbounded numbers stay within the integer columns that hold them (see MAX_ID).
      const number = int({ min: field.min ?? (field.kind === 'money' ? 0 : -MAX_ID), max: field.max ?? MAX_ID });
      const allowed = field.values;
      return allowed ? number.refine((value) => allowed.includes(value as number), err) : number;
    }
  }
}

/** What one field is in a list row. */
export function outputSchema(field: FieldSpec): z.ZodType {
  if (field.kind === 'json') return z.unknown();
  if (field.kind === 'list') return z.array(rowSchema(field.of ?? {}));
  if (field.kind === 'object') {
    const shape = Object.fromEntries(
      rowFieldNames(field.of ?? {}).map((name) => [name, outputSchema(field.of?.[name] as FieldSpec)]),
    );
    return field.nullable ? z.object(shape).partial().nullable() : z.object(shape).partial();
  }
  if (field.kind === 'reward') return field.nullable ? rewardOutput.nullable() : rewardOutput;
  const base =
    field.kind === 'bool'
      ? z.boolean()
      : field.kind === 'enum'
        ? z.enum((field.values ?? ['']) as [string, ...string[]])
        : field.kind === 'countries' || field.kind === 'regions'
          ? z.array(z.number().int())
          : TEXT_KINDS.includes(field.kind)
            ? z.string()
            : field.kind === 'admins'
              ? z.array(z.object({ id: z.number().int(), username: z.string() }))
              : z.number().int();
  return field.nullable ? base.nullable() : base;
}

export function rowSchema(fields: Fields) {
  const shape: Record<string, z.ZodType> = { id: z.number().int() };
  for (const name of rowFieldNames(fields)) shape[name] = outputSchema(fields[name] as FieldSpec);
  // The names of the rows its `ref` fields point at, by field (null: none found, or it has no name).
  if (namedFieldNames(fields).length > 0) shape.ref_names = z.record(z.string(), z.string().nullable()).optional();
  return z.object(shape);
}

/** The filters of a list: `eq` takes the field's value, text modes a text, `range` a `_from`/`_to` pair. */
export function filterShape(fields: Fields): Record<string, z.ZodType> {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, field] of Object.entries(fields)) {
    if (field.filter === 'range') {
      const [from, to] = field.rangeWire ?? [`${name}_from`, `${name}_to`];
      shape[from] = unixTime().optional();
      shape[to] = unixTime().optional();
    } else if (field.filter === 'contains' || field.filter === 'prefix') {
      shape[name] = text({ max: field.max ?? 255 }).optional();
    } else if (field.filter === 'eq' && field.kind === 'regions') {
      // The rows shown in one region.
      shape[name] = inputSchema({ kind: 'region' }).optional();
    } else if (field.filter === 'eq') {
      shape[name] = inputSchema(field).optional();
    }
  }
  return shape;
}

export function sortableNames(fields: Fields): [string, ...string[]] {
  return ['id', ...Object.entries(fields).flatMap(([name, field]) => (field.sortable ? [name] : []))];
}

/** A list's input; a declared page size is the default `pn`. */
export function listSchema(fields: Fields, pageSize?: number) {
  const paged: Record<string, z.ZodType> =
    pageSize === undefined ? {} : { pn: int({ min: 1, max: MAX_PAGE_SIZE }).optional().default(pageSize) };
  return listInput({ ...filterShape(fields), ...paged }, sortableNames(fields));
}

export function exportSchema(fields: Fields) {
  return exportInput(filterShape(fields));
}

/**
 * A save's input; `addOnly` for resources whose rows are never edited (no `id`). Fields left out
 * stay out: the server gives a new row its defaults (`defaultsOf`), and an edit keeps what is stored.
 */
export function saveSchema(fields: Fields, addOnly = false) {
  return z.object({
    ...(addOnly ? {} : { id: id().optional() }),
    ...inputShape(fields, savedFieldNames(fields), { defaults: false }),
  });
}

/** The saved fields' defaults: what a new row gets for a field its save leaves out. */
export function defaultsOf(fields: Fields): Record<string, unknown> {
  return Object.fromEntries(
    savedFieldNames(fields).flatMap((name) => {
      const fallback = (fields[name] as FieldSpec).default;
      return fallback === undefined ? [] : [[name, fallback]];
    }),
  );
}

/**
 * The inputs of `names`: required ones must be there, others may be left out (and then take their
 * default, unless `defaults` is false).
 */
export function inputShape(fields: Fields, names: readonly string[], { defaults = true } = {}): Record<string, z.ZodType> {
  const shape: Record<string, z.ZodType> = {};
  for (const name of names) {
    const field = fields[name] as FieldSpec;
    // A nullable field is cleared with null (a blank form value on the wire, see the engine's input).
    const schema = field.nullable ? inputSchema(field).nullable() : inputSchema(field);
    shape[name] = field.required
      ? schema
      : defaults && field.default !== undefined
        ? schema.optional().default(field.default as never)
        : schema.optional();
  }
  return shape;
}

/** A command on one row: its id and the command's own inputs. */
export function commandSchema(fields: Fields) {
  return z.object({ id: id(), ...inputShape(fields, Object.keys(fields)) });
}

export function deleteSchema(max: number) {
  return z.object({ ids: idList({ max }) });
}

/** Taking a row off (kept as history) with the reason staff give. */
export function removeSchema() {
  return z.object({ id: id(), reason: text({ max: 500 }) });
}

export function toggleSchema(field: string) {
  return z.object({ id: id(), [field]: bool() });
}

export const REVIEW_RESULTS = ['pass', 'refuse', 'ignore'] as const;
export type ReviewResult = (typeof REVIEW_RESULTS)[number];

export function checkSchema(max: number) {
  return z.object({ ids: idList({ max }), result: oneOf(REVIEW_RESULTS), reason: text({ max: 500 }).optional() });
}

/** An import: the fields set once for the whole batch, and a pasted list beside the uploaded file. */
export function importSchema(fields: Fields, batchFields: readonly string[], pasteField: string) {
  const shape: Record<string, z.ZodType> = {};
  for (const name of batchFields) {
    const field = fields[name] as FieldSpec;
    shape[name] =
      field.default !== undefined
        ? inputSchema(field)
            .optional()
            .default(field.default as never)
        : inputSchema(field);
  }
  shape[pasteField] = text({ max: 200_000 }).optional();
  return z.object(shape);
}

export const importReport = z.object({
  total: z.number().int(),
  imported: z.number().int(),
  skipped: z.number().int().optional(),
  failed: z.array(z.object({ row: z.number().int(), value: z.string(), reason: z.string() })),
});

export { columnFieldNames };
