import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants.ts';
import type { MessageKey } from './messages.ts';

/**
 * Field schemas that accept both JSON values and the strings of a form body (SPEC §7 sends form
 * data). Their error texts are message keys the server and web translate. The engine drops blank
 * top-level strings before parsing, so an empty form field counts as absent: `.optional()` fields
 * accept it and required ones answer 'required'.
 */
const err = (key: MessageKey) => ({ error: key });
/** `key` for a value of the wrong shape, 'Cannot be empty' for none at all. */
const errOrRequired = (key: MessageKey) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? 'required' : key),
});

function blankToUndefined(value: unknown): unknown {
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return value;
}

/**
 * A decimal string as its number; anything else, padding included, is left for the schema to refuse.
 * A padded " 12 " is not what a number input or a list filter sends (both send clean digits), and
 * reading it as 12 let a value through that other readers of the same input would see differently.
 */
function toNumber(value: unknown): unknown {
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  return value;
}

/** An integer, from a number or its decimal string. */
export function int(opts: { min?: number; max?: number } = {}) {
  let schema = z.number(errOrRequired('not_number')).int(err('not_integer'));
  if (opts.min !== undefined) schema = schema.min(opts.min, err('too_small'));
  if (opts.max !== undefined) schema = schema.max(opts.max, err('too_large'));
  return z.preprocess((v) => toNumber(blankToUndefined(v)), schema);
}

/**
 * The largest id a database id column holds: most tables key by PostgreSQL `integer`, and a larger
 * id sent to them fails in the database (numeric out of range) instead of as a bad request.
 */
export const MAX_ID = 2_147_483_647;

/** Members (and rooms) are keyed by bigint: their ids go past MAX_ID. */
export const MAX_MEMBER_ID = Number.MAX_SAFE_INTEGER;

function idNumber(upTo = MAX_ID) {
  return z.number(err('invalid_id')).int(err('invalid_id')).min(1, err('invalid_id')).max(upTo, err('invalid_id'));
}

/** A positive database id; anything else is 'This ID is invalid'. */
export function id() {
  return z.preprocess((v) => toNumber(blankToUndefined(v)), idNumber());
}

/** Comma-separated ids (`ids=1,2,3`) or a JSON array; `upTo` MAX_MEMBER_ID for member ids. */
export function idList(opts: { max?: number; upTo?: number } = {}) {
  return z.preprocess(
    (v) => {
      if (typeof v === 'string') {
        return v
          .split(/[,\s，]+/)
          .filter((part) => part !== '')
          .map((part) => toNumber(part));
      }
      return v;
    },
    z
      .array(idNumber(opts.upTo), err('invalid_id'))
      .min(1, err('required'))
      .max(opts.max ?? 5000, err('too_large')),
  );
}

/** Trimmed text; required unless `.optional()` is chained. */
export function text(opts: { max?: number; required?: MessageKey } = {}) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? blankToUndefined(v.trim()) : v),
    z.string(err(opts.required ?? 'required')).max(opts.max ?? 255, err('too_long')),
  );
}

/**
 * A structured value a form sends as JSON text (a child list, an object, a reward): the parsed value;
 * blank text counts as absent; text that is no JSON stays as it is, to be refused by the schema it meets.
 */
export function jsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  try {
    return JSON.parse(trimmed);
  } catch {
    return value;
  }
}

export function bool() {
  return z.preprocess(
    (v) => {
      if (v === 'true' || v === '1' || v === 1) return true;
      if (v === 'false' || v === '0' || v === 0) return false;
      return blankToUndefined(v);
    },
    z.boolean(err('invalid_choice')),
  );
}

export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess(blankToUndefined, z.enum(values, errOrRequired('invalid_choice')));
}

/** Unix seconds. */
export function unixTime() {
  return int({ min: 0 });
}

export const paging = {
  page: int({ min: 1 }).optional().default(1),
  pn: int({ min: 1, max: MAX_PAGE_SIZE }).optional().default(DEFAULT_PAGE_SIZE),
};

/**
 * A list's input: its filters plus paging. `cursor` (the last row's key from `next_cursor`) pages
 * by key instead of offset, which stays fast on large tables; `sort`/`order` pick a sortable column.
 */
export function listInput<S extends z.ZodRawShape>(filters: S, sortable: readonly [string, ...string[]] = ['id']) {
  return z.object({
    ...paging,
    cursor: int({ min: 0 }).optional(),
    sort: oneOf(sortable).optional(),
    order: oneOf(['asc', 'desc']).optional(),
    ...filters,
  });
}

/** The filters of a list without paging: what its export takes. */
export function exportInput<S extends z.ZodRawShape>(filters: S) {
  return z.object({ format: oneOf(['csv', 'xlsx']).optional().default('csv'), ...filters });
}

/** `total` is exact up to a cap; past it `total_capped` is set and `total` is the cap. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int(),
    total_capped: z.boolean().optional(),
    next_cursor: z.number().int().nullable().optional(),
  });
}

/** `job_id` when the file is long enough to be written by a job first: poll `Job/status`, then open `url`. */
export const exportTicket = z.object({
  url: z.string(),
  rows: z.number().int(),
  total_capped: z.boolean().optional(),
  job_id: z.string().optional(),
});

/** A file uploaded to this console (`/files/<id>`): evidence and avatars never point elsewhere. */
export function uploadedFile() {
  return z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string(err('required')).regex(/^\/files\/[0-9a-f]{32}$/, err('invalid_choice')),
  );
}
