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
 * call, in the place the statement keeps for them. The call's time, page size and offset are the
 * statement's placeholders. The SQL sent is the text drizzle renders for the same query.
 */

/** Where a parameter goes; never in SQL text (PostgreSQL's text cannot hold U+0001). */
const MARK = '\u0001';
/** Where the conditions go. */
const WHERE = '\u0002';

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
  head: Piece;
  /** Empty for a statement without conditions. */
  tail: Piece | undefined;
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
  const slot = text.indexOf(WHERE);
  const before = slot < 0 ? text : text.slice(0, slot);
  const headParams = before.split(MARK).length - 1;
  return {
    head: pieceOf(before, params.slice(0, headParams)),
    tail: slot < 0 ? undefined : pieceOf(text.slice(slot + 1), params.slice(headParams)),
    columns: decodedFields(fields),
    keyField: Object.entries(fields).find(([, column]) => column === key)?.[0],
  };
}

/** The statement's text numbered from $1 and its parameters, with the call's conditions in place. */
function fill(template: Template, conditions: SQL | undefined, values: Values): { text: string; params: unknown[] } {
  const parts = [template.head];
  if (template.tail && conditions) {
    const rendered = dialect.sqlToQuery(conditions);
    parts.push({ pieces: rendered.sql.split(MARK), params: rendered.params.map((value) => ({ value })) }, template.tail);
  }
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
const SLOT = sql.raw(WHERE);

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

/** How a page is ordered: by a column and then the list's key, or by the key alone. */
export interface PageOrder {
  column: AnyPgColumn | undefined;
  direction: 'asc' | 'desc';
}

/**
 * One page of `def`'s rows matching every condition, `limit` from `offset`, mapped to the list's
 * fields as drizzle maps a select, with the field that holds the list's key.
 */
export async function selectPage<Row>(
  ctx: ListContext,
  def: ListDefinition<Row>,
  conditions: SQL[],
  order: PageOrder,
  limit: number,
  offset: number,
): Promise<{ records: Record<string, unknown>[]; keyField: string | undefined }> {
  const where = conditions.length > 0;
  // Drizzle leaves out OFFSET 0, and so does a first page here.
  const skips = offset > 0;
  const { column, direction } = order;
  const shape = `page ${idOf(def.fields)} ${idOf(def.key)} ${column ? idOf(column) : ''} ${direction} ${where} ${skips}`;
  const template = cached(def, shape, () => {
    const fields = selectedFields(def);
    const by = direction === 'asc' ? asc : desc;
    const query = def
      .source(ctx.db, fields)
      .where(where ? SLOT : undefined)
      .orderBy(...(column ? [by(column), by(def.key)] : [by(def.key)]))
      .limit(LIMIT)
      .offset(skips ? OFFSET : 0);
    return templateOf(query.getSQL(), fields, def.key);
  });
  const { text, params } = fill(template, and(...conditions), { now: ctx.now, limit, offset });
  const { rows } = await queryableOf(ctx.db).query<unknown[]>(text, params, 'array');
  const records = rows.map((row) => decodedRecord(template.columns, row));
  return { records, keyField: template.keyField };
}

/** How many of `def`'s rows match every condition, counted up to `cap + 1`. */
export async function countUpTo<Row>(ctx: Pick<ListContext, 'db'>, def: ListDefinition<Row>, conditions: SQL[], cap: number) {
  const where = conditions.length > 0;
  const template = cached(def, `count ${where}`, () => {
    const one = { one: sql`1` };
    const limited = def
      .source(ctx.db, one)
      .where(where ? SLOT : undefined)
      .limit(LIMIT)
      .as('limited');
    const counted = { n: sql<number>`count(*)` };
    return templateOf(ctx.db.select(counted).from(limited).getSQL(), counted);
  });
  const { text, params } = fill(template, and(...conditions), { limit: cap + 1 });
  const { rows } = await queryableOf(ctx.db).query<unknown[]>(text, params, 'array');
  return Number(rows[0]?.[0] ?? 0);
}
