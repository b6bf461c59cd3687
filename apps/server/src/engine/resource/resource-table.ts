import { defaultsOf, type FieldSpec, type Lang, type Resource } from '@console/contract';
import { arrayContains, eq, getTableColumns, getTableName, type SQL, type Subquery, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Orm } from '../../db/orm.ts';
import type { Filter, ListDefinition } from '../list/list.ts';
import { type ChildList, ChildLists } from './child-lists.ts';
import { defaultProperty, wireValue } from './field-values.ts';
import { listAccess, type RowAccessHooks, regionScope } from './row-access.ts';

type Row = Record<string, unknown> & { id: number };

type FieldReader = (record: Record<string, unknown>, row: Row, now: number, lang: Lang) => void;

/** A Drizzle table with a numeric `id` primary key, as every resource table has. */
export type ResourceTable = PgTable & { id: AnyPgColumn };

/** How the server reads a resource's rows: the parts a screen may add to what the declaration says (`where` and `access`: which rows). */
export interface RowHooks extends RowAccessHooks {
  /** The column of a field whose property is not the camelCase of its name. */
  columns?: Readonly<Record<string, AnyPgColumn>>;
  /** Fields no column holds (a state derived from times, a name in the caller's language): from the record, the call's time and language. */
  derived?: Readonly<Record<string, (record: Record<string, unknown>, now: number, lang: Lang) => unknown>>;
  /** A filter the declaration cannot say (a derived field's). */
  filters?: Readonly<Record<string, Filter>>;
  /**
   * Fields the query computes (how many members carry a tag): read with every list page and after
   * every change; also columns of a joined table that only a derived field reads (both names of a country).
   * A function gives one that depends on the call's time (members holding a prop now), given as an
   * SQL value: a list renders its statements once, with the time as a placeholder.
   */
  select?: Readonly<Record<string, SQL | AnyPgColumn | ((now: SQL) => SQL)>>;
  /** Exact counts stop here (the list kit's 10,000 unless said); past it the total is reported as capped. */
  countCap?: number;
  /**
   * A table every read joins (the member a request is about), or several in order (the member, then
   * their country), so that `columns` may name their columns: such fields are read (listed,
   * filtered, scoped), never written. A subquery (another module's lookup) joins as a table does.
   */
  join?: Join | readonly Join[];
  /** Where each `list` field's rows live (a pool's prizes), by field name. */
  children?: Readonly<Record<string, ChildList>>;
}

/** One inner join of every read. */
export interface Join {
  table: PgTable | Subquery;
  on: SQL;
}

/** The table's columns by field name, the properties they come from, and how a record becomes a row. */
export class ResourceColumns {
  readonly byField = new Map<string, AnyPgColumn>();
  readonly propertyOf = new Map<string, string>();
  readonly tableName: string;
  readonly all: Record<string, AnyPgColumn>;
  readonly resource: Resource;
  readonly table: ResourceTable;
  readonly hooks: RowHooks;
  /** Columns of the joined table, by field name. */
  readonly joined: Record<string, AnyPgColumn> = {};
  /** What a new row gets for a saved field its save leaves out. */
  readonly defaults: Record<string, unknown>;
  /** The `list` fields' rows, read and saved with the row. */
  readonly children: ChildLists;

  /**
   * How each row field is read, worked out once: a list page or an export converts every record
   * through these (walking the declaration per record cost 20–35× the hand-written conversion).
   */
  private readonly readers: FieldReader[];

  constructor(resource: Resource, table: ResourceTable, hooks: RowHooks) {
    this.resource = resource;
    this.table = table;
    this.hooks = hooks;
    this.all = getTableColumns(table) as Record<string, AnyPgColumn>;
    this.tableName = getTableName(table);
    this.defaults = defaultsOf(resource.fields);
    this.children = new ChildLists(resource.fields, resource.labels, hooks.children, resource.module);
    // Computed fields, and fields only a filter hook reads (a search over two columns).
    const derived = new Set([
      ...Object.keys(hooks.derived ?? {}),
      ...Object.keys(hooks.select ?? {}),
      ...Object.keys(hooks.filters ?? {}),
    ]);
    for (const name of Object.keys(resource.fields)) {
      const own = hooks.columns?.[name];
      const property = own ? Object.keys(this.all).find((key) => this.all[key] === own) : defaultProperty(name);
      const column = property ? this.all[property] : undefined;
      if (column && property) {
        this.byField.set(name, column);
        this.propertyOf.set(name, property);
      } else if (own && hooks.join) {
        // A column of the joined table, selected under the field's name.
        this.joined[name] = own;
        this.byField.set(name, own);
        this.propertyOf.set(name, name);
      } else if (!derived.has(name) && !resource.fields[name]?.formOnly && resource.fields[name]?.kind !== 'list') {
        throw new Error(`${resource.module}: field ${name} has no column in ${this.tableName} and is not derived`);
      }
    }
    this.readers = this.buildReaders();
  }

  column(field: string): AnyPgColumn {
    const column = this.byField.get(field);
    if (!column) throw new Error(`${this.resource.module}: ${field} has no column`);
    return column;
  }

  has(property: string): boolean {
    return property in this.all;
  }

  /** Rows taken off (kept as history) have `removedAt` set; uniqueness and changes count live rows only. */
  get removable(): boolean {
    return this.has('removedAt');
  }

  field(name: string): FieldSpec {
    return this.resource.fields[name] as FieldSpec;
  }

  /** How each row field is read from a record, worked out once (see the constructor). */
  private buildReaders(): FieldReader[] {
    const readers: FieldReader[] = [];
    for (const [name, field] of Object.entries(this.resource.fields)) {
      if (field.internal || field.formOnly) continue;
      const property = this.propertyOf.get(name);
      const derive = this.hooks.derived?.[name];
      if (derive) {
        readers.push((record, row, now, lang) => {
          row[name] = derive(record, now, lang);
        });
      } else if (property && field.kind === 'percent') {
        readers.push((record, row) => {
          row[name] = wireValue(field, record[property]);
        });
      } else if (property) {
        readers.push((record, row) => {
          row[name] = record[property];
        });
      } else if (this.hooks.select?.[name]) {
        // Counts come back from PostgreSQL as text (bigint): numeric fields are read as numbers, others as they are.
        const numeric = field.kind === 'int' || field.kind === 'money';
        readers.push((record, row) => {
          if (name in record) row[name] = numeric ? Number(record[name]) : record[name];
        });
      }
    }
    return readers;
  }

  toRow(record: Record<string, unknown>, now: number, lang: Lang = 'zh-cn'): Row {
    const row: Row = { id: record.id as number };
    for (const read of this.readers) read(record, row, now, lang);
    return row;
  }

  /**
   * What a read at `now` selects: the table's columns, the joined table's and the computed fields.
   * `now` is a time, or the list kit's placeholder for the call's time.
   */
  selectedAt(now: number | SQL): Record<string, AnyPgColumn | SQL> {
    if (this.timeless) return this.timeless;
    const time = typeof now === 'number' ? sql`${now}` : now;
    const computed = Object.entries(this.hooks.select ?? {}).map(([name, value]) => [
      name,
      typeof value === 'function' ? value(time) : value,
    ]);
    return { ...this.all, ...this.joined, ...Object.fromEntries(computed) };
  }

  /** The selection of a resource none of whose computed fields reads the time: built once, not per call (lists are hot). */
  private get timeless(): Record<string, AnyPgColumn | SQL> | undefined {
    if (Object.values(this.hooks.select ?? {}).some((value) => typeof value === 'function')) return undefined;
    this.timelessSelection ??= { ...this.all, ...this.joined, ...(this.hooks.select as Record<string, AnyPgColumn | SQL>) };
    return this.timelessSelection;
  }
  private timelessSelection: Record<string, AnyPgColumn | SQL> | undefined;

  /** `select … from` the table, joined as the hooks say. */
  from(db: Orm, fields: SelectedFields) {
    let query = db.select(fields).from(this.table).$dynamic();
    const { join } = this.hooks;
    for (const { table, on } of Array.isArray(join) ? join : join ? [join] : []) query = query.innerJoin(table, on);
    return query;
  }

  /** A row as the list shows it, after a change: again through the query when it computes fields. */
  async reread(
    db: Orm,
    record: Record<string, unknown>,
    now: number,
    lang?: Lang,
  ): Promise<Record<string, unknown> & { id: number }> {
    const [fresh] =
      !this.hooks.select && !this.hooks.join
        ? [record]
        : await this.from(db, this.selectedAt(now)).where(eq(this.table.id, record.id));
    const [row] = await this.children.attach(db, [this.toRow(fresh as Record<string, unknown>, now, lang)], lang ?? 'zh-cn');
    return row as Row;
  }

  /** The record's region and country, for the scope checks of a change. */
  placeOf(record: Record<string, unknown>): { region: number; country: number } {
    const { scope } = this.resource;
    const value = (field: string | undefined) => (field ? Number(record[this.propertyOf.get(field) ?? field]) : -1);
    return { region: value(scope?.region), country: value(scope?.country) };
  }

  /** The scope's field holds several regions (a gift sold in some): seen in any, changed only by who holds them all. */
  get multiRegion(): boolean {
    const region = this.resource.scope?.region;
    return region !== undefined && this.field(region).kind === 'regions';
  }

  /** The regions of a record whose scope field holds several. */
  regionsOf(record: Record<string, unknown>): number[] {
    const region = this.resource.scope?.region as string;
    return ((record[this.propertyOf.get(region) ?? region] as number[] | null) ?? []).map(Number);
  }

  /** The list every read of the resource uses: its filters, sort, keyset paging, scope and row access. */
  listDefinition(): ListDefinition<Row> {
    const filters: Record<string, Filter> = {};
    const sortable: Record<string, AnyPgColumn> = {};
    for (const [name, field] of Object.entries(this.resource.fields)) {
      if (field.sortable) sortable[name] = this.column(name);
      if (!field.filter || this.hooks.filters?.[name]) continue;
      const column = this.column(name);
      if (field.kind === 'regions') {
        filters[name] = { where: (region: number) => arrayContains(column, [region]) };
        continue;
      }
      if (field.filter === 'range') {
        const [from, to] = field.rangeWire ?? [`${name}_from`, `${name}_to`];
        filters[from] = { from: column };
        filters[to] = { to: column };
      } else if (field.filter === 'contains') filters[name] = { contains: column };
      else if (field.filter === 'prefix') filters[name] = { prefix: column };
      else filters[name] = { eq: column };
    }
    const { scope } = this.resource;
    return {
      fields: this.timeless ?? ((now) => this.selectedAt(now)),
      source: (db, fields) => this.from(db, fields),
      key: this.table.id,
      countCap: this.hooks.countCap,
      order: this.resource.order,
      sortable,
      filters: { ...filters, ...this.hooks.filters },
      always: this.hooks.where,
      scope: regionScope(
        scope && this.column(scope.region),
        scope?.country ? this.column(scope.country) : undefined,
        this.multiRegion,
      ),
      access: listAccess(this.hooks),
      toRow: (record, lang: Lang, now) => this.toRow(record, now, lang),
    };
  }
}
