import { and, asc, desc, Param, Placeholder, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, PgDialect, type SelectedFields } from 'drizzle-orm/pg-core';
import { queryableOf } from '../../db/orm.ts';
import { type DecodedField, decodedFields, decodedRecord } from '../../db/select-rows.ts';
import type { ListContext, ListDefinition } from './list-definition.ts';

/**
 * A list's page and count statements, rendered once per list and shape, refilled on each call.
 *
 * Drizzle renders a statement by walking its whole tree, and the member list's 20 columns, two
 * subqueries and source took ~130 µs a call to build and render: a fifth of the server's CPU per
 * list call under load (issue 32 item 3's profile). What a list selects, reads from and orders by
 * is the same on every call, and only the conditions change: those are small and rendered per
 * call, in the places the statement keeps for them. The call's time, page size and offset are the
 * statement's placeholders. The SQL sent is the text drizzle renders for the same query.
 *
 * A list's page carries its capped count as one more column, so that a list call is one statement
 * (one round trip, one parse and plan) rather than two: the `pg` send alone was a third of the
 * server's CPU per list call (issue 32 item 3's profile), and both are read from one snapshot.
 */

/** Where a parameter goes; never in SQL text (PostgreSQL's text cannot hold U+0001). */
const MARK = '\u0001';
/** Where a statement's conditions go: the page's, and its count's (without the page's cursor). */
const SLOT_MARKS = { page: '\u0002', count: '\u0003' } as const;
type SlotName = keyof typeof SLOT_MARKS;
const SLOT_PATTERN = new RegExp(`[${SLOT_MARKS.page}${SLOT_MARKS.count}]`, 'g');

/** Renders parameters as marks, so that the pieces can be joined with the call's numbering. */
class MarkingDialect extends PgDialect {
  override escapeParam(): string {
    return MARK;
  }
}
const dialect = new MarkingDialect();

/** A statement's text around its parameters: `pieces` is one longer than `params`. */
interface Piece {
  pieces: string[];
  /** A constant of the list, or the name of a placeholder filled on each call. */
  params: ({ value: unknown } | { name: string })[];
}

interface Template {
  /** The text between the places of conditions: one more than `slots`. */
  segments: Piece[];
  /** Whose conditions go in each place, in the order of the text. */
  slots: SlotName[];
  /** The fields in the order the statement selects them, each with its column's decoding. */
  columns: DecodedField[];
  /** The field the list's key is selected as (its keyset cursor). */
  keyField: string | undefined;
}

type Values = Record<string, unknown>;

function pieceOf(text: string, params: unknown[]): Piece {
  return {
    pieces: text.split(MARK),
    params: params.map((param) => {
      if (param instanceof Placeholder) return { name: param.name };
      if (param instanceof Param) throw new Error('a list statement binds a placeholder to a column: pass the value instead');
      return { value: param };
    }),
  };
}

function templateOf(statement: SQL, fields: SelectedFields, key?: unknown): Template {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  const segments: Piece[] = [];
  const slots: SlotName[] = [];
  let [from, used] = [0, 0];
  const segment = (upTo: number) => {
    const before = text.slice(from, upTo);
    const count = before.split(MARK).length - 1;
    segments.push(pieceOf(before, params.slice(used, used + count)));
    used += count;
  };
  for (const match of text.matchAll(SLOT_PATTERN)) {
    segment(match.index);
    slots.push(match[0] === SLOT_MARKS.page ? 'page' : 'count');
    from = match.index + 1;
  }
  segment(text.length);
  return {
    segments,
    slots,
    columns: decodedFields(fields),
    keyField: Object.entries(fields).find(([, column]) => column === key)?.[0],
  };
}

/** The statement's text numbered from $1 and its parameters, with the call's conditions in their places. */
function fill(
  template: Template,
  conditions: Partial<Record<SlotName, SQL>>,
  values: Values,
): { text: string; params: unknown[] } {
  const parts = [template.segments[0] as Piece];
  template.slots.forEach((slot, i) => {
    const rendered = dialect.sqlToQuery(conditions[slot] as SQL);
    parts.push({ pieces: rendered.sql.split(MARK), params: rendered.params.map((value) => ({ value })) });
    parts.push(template.segments[i + 1] as Piece);
  });
  let text = '';
  const params: unknown[] = [];
  for (const { pieces, params: sources } of parts) {
    text += pieces[0];
    sources.forEach((source, i) => {
      params.push('name' in source ? values[source.name] : source.value);
      text += `$${params.length}${pieces[i + 1]}`;
    });
  }
  return { text, params };
}

const NOW = sql`${sql.placeholder('now')}`;
const LIMIT = sql.placeholder('limit');
const OFFSET = sql.placeholder('offset');
const COUNT_LIMIT = sql.placeholder('countLimit');
const PAGE_SLOT = sql.raw(SLOT_MARKS.page);
const COUNT_SLOT = sql.raw(SLOT_MARKS.count);

/**
 * Statements by the list's source, then by what else shapes them. Keyed by the parts and not the
 * definition, so that copies of a list (one narrowed to its caller on each call) share them.
 */
const statements = new WeakMap<object, Map<string, Template>>();
const ids = new WeakMap<object, number>();
let lastId = 0;

function idOf(part: object): number {
  const known = ids.get(part);
  if (known !== undefined) return known;
  lastId += 1;
  ids.set(part, lastId);
  return lastId;
}

function cached<Row>(def: ListDefinition<Row>, key: string, make: () => Template): Template {
  let byKey = statements.get(def.source);
  if (!byKey) {
    byKey = new Map();
    statements.set(def.source, byKey);
  }
  const known = byKey.get(key);
  if (known) return known;
  const template = make();
  byKey.set(key, template);
  return template;
}

function selectedFields<Row>(def: ListDefinition<Row>): SelectedFields {
  return typeof def.fields === 'function' ? def.fields(NOW) : def.fields;
}

/** The name of the page's count among its selected fields; never a list's own field. */
const COUNTED = '__counted';

/** How a page is ordered: by a column and then the list's key, or by the key alone. */
export interface PageOrder {
  column: AnyPgColumn | undefined;
  direction: 'asc' | 'desc';
}

const COUNT_FIELDS = { n: sql<number>`count(*)` };

/** A count of the list's rows up to the `countLimit` placeholder: a statement of its own, or a page's last column. */
function countedRows<Row>(ctx: Pick<ListContext, 'db'>, def: ListDefinition<Row>, where: boolean) {
  const limited = def
    .source(ctx.db, { one: sql`1` })
    .where(where ? COUNT_SLOT : undefined)
    .limit(COUNT_LIMIT)
    .as('limited');
  return ctx.db.select(COUNT_FIELDS).from(limited);
}

/** What a page counts besides its rows: the list's conditions without the page's cursor, and the cap. */
export interface PageCount {
  conditions: SQL[];
  cap: number;
}

/**
 * One page of `def`'s rows matching every condition, `limit` from `offset`, mapped to the list's
 * fields as drizzle maps a select, with the field that holds the list's key. With `count`, the
 * rows matching its conditions counted up to `cap + 1`, read off the page's first row: undefined
 * when the page has none.
 */
export async function selectPage<Row>(
  ctx: ListContext,
  def: ListDefinition<Row>,
  conditions: SQL[],
  order: PageOrder,
  limit: number,
  offset: number,
  count?: PageCount,
): Promise<{ records: Record<string, unknown>[]; keyField: string | undefined; counted: number | undefined }> {
  const where = conditions.length > 0;
  const countWhere = count ? count.conditions.length > 0 : undefined;
  // Drizzle leaves out OFFSET 0, and so does a first page here.
  const skips = offset > 0;
  const { column, direction } = order;
  const shape = `page ${idOf(def.fields)} ${idOf(def.key)} ${column ? idOf(column) : ''} ${direction} ${where} ${skips} ${countWhere}`;
  const template = cached(def, shape, () => {
    const fields = selectedFields(def);
    const by = direction === 'asc' ? asc : desc;
    const selected = countWhere === undefined ? fields : { ...fields, [COUNTED]: sql`${countedRows(ctx, def, countWhere)}` };
    const query = def
      .source(ctx.db, selected)
      .where(where ? PAGE_SLOT : undefined)
      .orderBy(...(column ? [by(column), by(def.key)] : [by(def.key)]))
      .limit(LIMIT)
      .offset(skips ? OFFSET : 0);
    return templateOf(query.getSQL(), fields, def.key);
  });
  const { text, params } = fill(
    template,
    { page: and(...conditions), count: count && and(...count.conditions) },
    { now: ctx.now, limit, offset, countLimit: count ? count.cap + 1 : undefined },
  );
  const { rows } = await queryableOf(ctx.db).query<unknown[]>(text, params, 'array');
  const records = rows.map((row) => decodedRecord(template.columns, row));
  // The count is the column after the list's fields.
  const first = count ? rows[0] : undefined;
  return { records, keyField: template.keyField, counted: first ? Number(first[template.columns.length]) : undefined };
}

/** How many of `def`'s rows match every condition, counted up to `cap + 1`. */
export async function countUpTo<Row>(ctx: Pick<ListContext, 'db'>, def: ListDefinition<Row>, conditions: SQL[], cap: number) {
  const where = conditions.length > 0;
  const template = cached(def, `count ${where}`, () => templateOf(countedRows(ctx, def, where).getSQL(), COUNT_FIELDS));
  const { text, params } = fill(template, { count: and(...conditions) }, { countLimit: cap + 1 });
  const { rows } = await queryableOf(ctx.db).query<unknown[]>(text, params, 'array');
  return Number(rows[0]?.[0] ?? 0);
}
