import { inArray, type SQL, sql } from 'drizzle-orm';
import type { ActionContext } from '../context.ts';
import { forbidden, notFound } from '../errors.ts';
import { type Scope, scopeAllows } from '../scope.ts';
import type { ResourceColumns } from './resource-table.ts';
import { accessRule } from './row-access.ts';

/**
 * The checks of row access on one row at a time (issue 28 item 9): a detail, the locked rows of every
 * write, and the rows a write leaves behind. The list applies the same as conditions (row-access.ts).
 */

type Values = Record<string, unknown>;

/** Whether a row is the caller's to read by region: a row of several regions shows to whoever holds one of them. */
function regionReads(scope: Scope, columns: ResourceColumns, record: Values): boolean {
  if (!columns.resource.scope || scope.all) return true;
  if (columns.multiRegion) return columns.regionsOf(record).some((region) => scope.regionIds.includes(region));
  const { region, country } = columns.placeOf(record);
  return scopeAllows(scope, region, country);
}

/** Refuses a change to a row outside the caller's regions (the locked row, and the values a save would store). */
export function assertInScope(ctx: ActionContext, columns: ResourceColumns, record: Values): void {
  if (!columns.resource.scope) return;
  if (columns.multiRegion) {
    // A row of several regions is changed only by who holds every one of them.
    const { scope } = ctx;
    if (!scope.all && !columns.regionsOf(record).every((region) => scope.regionIds.includes(region)))
      throw forbidden('out_of_region');
    return;
  }
  const { region, country } = columns.placeOf(record);
  if (!scopeAllows(ctx.scope, region, country)) throw forbidden('out_of_region');
}

type Standing = Map<number, { kind: boolean; own: boolean }>;

/**
 * Whether each row is of the resource (`where`) and the caller's (`access`), in one query through the
 * resource's joins (a condition may name a joined column); undefined when the resource declares neither.
 * A row the joins drop is left out, and so counts as neither.
 */
async function standingOf(ctx: ActionContext, columns: ResourceColumns, ids: number[]): Promise<Standing | undefined> {
  const { where } = columns.hooks;
  const rule = accessRule(columns.hooks.access);
  const rows = rule?.rows(ctx);
  if (!where && !rows) return undefined;
  // A condition that is NULL for a row (a comparison with a NULL column) keeps it out of a list: here too.
  const flag = (condition: SQL | undefined) => (condition ? sql<boolean>`coalesce((${condition}), false)` : sql<boolean>`true`);
  const found = await columns
    .from(ctx.db, { id: columns.table.id, kind: flag(where), own: flag(rows) })
    .where(inArray(columns.table.id, ids));
  return new Map(found.map((row) => [Number(row.id), { kind: row.kind === true, own: row.own === true }]));
}

const refusalOf = (columns: ResourceColumns) => forbidden(accessRule(columns.hooks.access)?.refusal ?? 'no_permission');

/**
 * Refuses rows the caller may not read (a detail) or change (every write, on its locked rows): a row
 * not of the resource is not found; one outside the caller's regions is refused as always
 * (`out_of_region`), then one outside the declared access with its refusal.
 */
export async function assertRowsAllowed(
  ctx: ActionContext,
  columns: ResourceColumns,
  records: Values[],
  use: 'read' | 'write',
): Promise<void> {
  const standing = await standingOf(
    ctx,
    columns,
    records.map((record) => Number(record.id)),
  );
  if (standing && records.some((record) => !standing.get(Number(record.id))?.kind)) throw notFound();
  for (const record of records) {
    if (use === 'write') assertInScope(ctx, columns, record);
    else if (!regionReads(ctx.scope, columns, record)) throw forbidden('out_of_region');
  }
  if (standing && records.some((record) => !standing.get(Number(record.id))?.own)) throw refusalOf(columns);
}

/**
 * After a write, in its transaction: the rows written are still of the resource and the caller's, as
 * region scope checks the values a save stores. A new row, or a change, that lands outside them is
 * refused and the transaction rolls back (an agent account adding an order for another agent).
 */
export async function assertWrittenAllowed(ctx: ActionContext, columns: ResourceColumns, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const standing = await standingOf(ctx, columns, ids);
  if (!standing) return;
  if (ids.some((id) => !standing.get(id)?.kind)) throw forbidden();
  if (ids.some((id) => !standing.get(id)?.own)) throw refusalOf(columns);
}
