import {
  conditionHolds,
  type FieldSpec,
  type Fields,
  fieldLabel,
  type Lang,
  labelLangOf,
  type ModuleLabels,
  percentOfBasisPoints,
  rowFieldNames,
  Status,
  translate,
} from '@console/contract';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Orm } from '../../db/orm.ts';
import type { ActionContext } from '../context.ts';
import { ActionError } from '../errors.ts';
import { defaultProperty, storedValue, wireValue } from './field-values.ts';

type Values = Record<string, unknown>;
type Row = Values & { id: number };
/** A child table: a numeric `id` key, like a resource's (declared here, as resource-table.ts imports this file). */
type ChildTable = PgTable & { id: AnyPgColumn };

/**
 * Where a `list` field's rows live (DESIGN §4 child lists): the child table, its column naming the
 * parent row, and what a screen adds. The kit reads the rows with their parent and saves them with
 * it, in the parent's transaction; the declaration's `rows` and `sum` are checked on the whole list.
 */
export interface ChildList {
  table: ChildTable;
  /** The child table's column holding the parent's id. */
  parent: AnyPgColumn;
  /** Parent table properties every child row copies (its region, so the child's own screen can scope it). */
  inherit?: readonly string[];
  /**
   * One row before it is written, by sub-field name (may set columns no sub-field names, by table
   * property): a screen's rule for a row (a prize's gift must exist). `before` is the stored row it
   * replaces. Refusals name the list field on the form.
   */
  beforeSave?: (row: Values, ctx: ActionContext, parent: Values, before: Values | null) => Promise<void> | void;
  /** Sub-fields no column holds, from the child record and the reader's language (a prize's item name). */
  derived?: Readonly<Record<string, (record: Values, lang: Lang) => unknown>>;
}

/** The child lists of a resource: reading them beside a page of parents, and saving one parent's. */
export class ChildLists {
  private readonly lists: [string, FieldSpec & { of: Fields }, ChildList][];
  private readonly labels: ModuleLabels;

  constructor(fields: Fields, labels: ModuleLabels, children: Readonly<Record<string, ChildList>> = {}, module = '') {
    this.labels = labels;
    this.lists = Object.entries(fields).flatMap(([name, field]) => {
      if (field.kind !== 'list') return [];
      const child = children[name];
      if (!child) throw new Error(`${module}: list field ${name} has no child table (hooks.children)`);
      return [[name, { ...field, of: field.of ?? {} }, child] as [string, FieldSpec & { of: Fields }, ChildList]];
    });
  }

  get any(): boolean {
    return this.lists.length > 0;
  }

  /** The child records of `parentIds`, in their order (`sort`, then id), locked when asked. */
  private async records(db: Orm, child: ChildList, parentIds: number[], lock = false): Promise<Values[]> {
    const { table } = child;
    const sort = (table as unknown as Record<string, AnyPgColumn>).sort;
    const query = db
      .select()
      .from(table)
      .where(inArray(child.parent, parentIds))
      .orderBy(...(sort ? [asc(sort)] : []), asc(table.id));
    return (lock ? await query.for('update') : await query) as Values[];
  }

  /** A child record as its parent's row carries it: sub-fields by name, percents as text. */
  private subRow(of: Fields, child: ChildList, record: Values, lang: Lang): Row {
    const row: Row = { id: record.id as number };
    for (const name of rowFieldNames(of)) {
      const derive = child.derived?.[name];
      const value = derive ? derive(record, lang) : record[defaultProperty(name)];
      row[name] = wireValue(of[name] as FieldSpec, value);
    }
    return row;
  }

  /** Each row of `rows` with its child lists, read in one query per list for the whole page. */
  async attach<R extends Row>(db: Orm, rows: R[], lang: Lang): Promise<R[]> {
    if (!this.any || rows.length === 0) return rows;
    const ids = rows.map((row) => row.id);
    for (const [name, field, child] of this.lists) {
      const byParent = new Map<number, Row[]>();
      const parentProperty = parentPropertyOf(child);
      for (const record of await this.records(db, child, ids)) {
        const parentId = Number(record[parentProperty]);
        byParent.set(parentId, [...(byParent.get(parentId) ?? []), this.subRow(field.of, child, record, lang)]);
      }
      for (const row of rows) (row as Values)[name] = byParent.get(row.id) ?? [];
    }
    return rows;
  }

  /** The list fields' values of a save, taken out of `values` (they are no columns of the parent). */
  take(values: Values): Map<string, Values[]> {
    const taken = new Map<string, Values[]>();
    for (const [name] of this.lists) {
      if (values[name] !== undefined) taken.set(name, values[name] as Values[]);
      delete values[name];
    }
    return taken;
  }

  /**
   * Replaces the parent's rows of each given list by the given ones (rows with an id are updated,
   * rows without are added, rows left out are deleted), after checking the whole list: every id is
   * one of this parent's, each row passes the screen's rule, and the declared sum holds when its
   * condition does on the parent (`parentRow`, by field name).
   */
  async save(
    ctx: ActionContext,
    parent: Values & { id: number },
    parentRow: Values,
    lists: Map<string, Values[]>,
  ): Promise<void> {
    for (const [name, field, child] of this.lists) {
      const given = lists.get(name);
      if (!given) continue;
      const existing = new Map(
        (await this.records(ctx.db, child, [parent.id], true)).map((record) => [record.id as number, record]),
      );
      const prepared: Values[] = [];
      for (const [index, row] of given.entries()) {
        const id = row.id as number | undefined;
        if (id !== undefined && !existing.has(id)) {
          throw new ActionError(Status.invalid, 'list_row_unknown', {
            params: { row: index + 1, id },
            data: { errors: { [name]: 'list_row_unknown' } },
          });
        }
        prepared.push(
          await this.prepare(ctx, name, field, child, parent, row, id === undefined ? null : existing.get(id)!, index),
        );
      }
      this.checkSum(ctx, name, field, parentRow, prepared);
      const kept = prepared.flatMap((row) => (row.id === undefined ? [] : [row.id as number]));
      await ctx.db
        .delete(child.table)
        .where(and(eq(child.parent, parent.id), kept.length > 0 ? notInArray(child.table.id, kept) : undefined));
      for (const { id, ...set } of prepared) {
        if (id === undefined) {
          await ctx.db.insert(child.table).values({ ...stampsOf(child, ctx), ...set } as never);
        } else {
          await ctx.db
            .update(child.table)
            .set({ ...('updatedAt' in child.table ? { updatedAt: ctx.now } : {}), ...set } as never)
            .where(eq(child.table.id, id as number));
        }
      }
    }
  }

  /** One row as stored: the screen's rule run on it, percents in basis points, the parent's id and inherited columns. */
  private async prepare(
    ctx: ActionContext,
    name: string,
    field: FieldSpec & { of: Fields },
    child: ChildList,
    parent: Values & { id: number },
    row: Values,
    before: Values | null,
    index: number,
  ): Promise<Values> {
    const { id, ...cells } = row;
    const values: Values = { ...cells };
    try {
      await child.beforeSave?.(values, ctx, parent, before);
    } catch (error) {
      // The rule's field errors name a cell the form shows inside the list: they go on the list, with the row.
      if (error instanceof ActionError && error.data?.errors) {
        const message = translate(error.key, ctx.lang, error.params);
        throw new ActionError(error.status, 'list_row', {
          params: { row: index + 1, message },
          data: { errors: { [name]: error.key } },
        });
      }
      throw error;
    }
    const stored: Values = { id };
    for (const [key, value] of Object.entries(values)) {
      const spec = field.of[key];
      stored[spec ? defaultProperty(key) : key] = spec ? storedValue(spec, value) : value;
    }
    const parentProperty = parentPropertyOf(child);
    stored[parentProperty] = parent.id;
    for (const property of child.inherit ?? []) stored[property] = parent[property];
    return stored;
  }

  private checkSum(ctx: ActionContext, name: string, field: FieldSpec & { of: Fields }, parentRow: Values, rows: Values[]) {
    const { sum } = field;
    if (!sum || (sum.when && !conditionHolds(sum.when, parentRow))) return;
    const total = rows.reduce((acc, row) => acc + Number(row[defaultProperty(sum.field)] ?? 0), 0);
    if (total === sum.total) return;
    const percent = field.of[sum.field]?.kind === 'percent';
    const shown = (value: number) => (percent ? `${percentOfBasisPoints(value)}%` : String(value));
    throw new ActionError(Status.invalid, 'list_sum', {
      params: { field: fieldLabel(this.labels, labelLangOf(ctx.lang), sum.field), total: shown(sum.total), sum: shown(total) },
      data: { errors: { [name]: 'list_sum_field' } },
    });
  }
}

/** The child table's property (camelCase key) of its parent column. */
function parentPropertyOf(child: ChildList): string {
  return Object.entries(child.table).find(([, column]) => column === child.parent)?.[0] as string;
}

/** Who added a child row and when, where its table keeps that. */
function stampsOf(child: ChildList, ctx: ActionContext): Values {
  const stamps: Values = {
    createdBy: ctx.admin.adminId,
    createdByName: ctx.admin.username,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  };
  return Object.fromEntries(Object.entries(stamps).filter(([property]) => property in child.table));
}
