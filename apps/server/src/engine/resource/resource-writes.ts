import { COMMON_LABELS, fieldLabel, type MessageKey } from '@console/contract';
import { and, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { ActionContext } from '../context.ts';
import { invalid, isUniqueViolation, notFound } from '../errors.ts';
import { assertConditionalRequired, storedValue } from './field-values.ts';
import type { ResourceColumns } from './resource-table.ts';
import { assertInScope, assertRowsAllowed, assertWrittenAllowed } from './row-checks.ts';
import { assertLifecycleAllows, withTransition } from './row-lifecycle.ts';
import { checkWindow } from './time-window.ts';

export type Values = Record<string, unknown>;
type Row = Values & { id: number };

/** The special rules of a screen, run inside the save's transaction. */
export interface WriteHooks {
  /**
   * Before a save (or an import's shared fields) is written: may change `values` (by field name,
   * or table property for columns no field names, e.g. an end time from a duration) or refuse with
   * an ActionError. `before` is the locked row of an edit.
   */
  beforeSave?: (values: Values, ctx: ActionContext, before: Row | null) => Promise<void> | void;
  /** Why one imported value cannot be taken (a value of the wrong shape for the batch's kind), or nothing. */
  checkImported?: (value: string, shared: Values) => MessageKey | undefined;
  /** Before a delete, with the locked records: may refuse with an ActionError (an area that still has staff). */
  beforeDelete?: (records: Values[], ctx: ActionContext) => Promise<void> | void;
  /**
   * The declared commands' handlers, by command name: given the locked record (table properties) and
   * the command's input, they refuse with an ActionError or answer the columns to set (by table
   * property; nothing when they changed other tables only). The kit reads the row back and logs it.
   */
  commands?: Readonly<Record<string, CommandHandler>>;
}

export type CommandHandler = (
  record: Values,
  input: Values,
  ctx: ActionContext,
) => Promise<Values | undefined> | Values | undefined;

/** One declared command on one locked row in the caller's scope, logged with the row before and after. */
export async function commandRow(
  ctx: ActionContext,
  columns: ResourceColumns,
  command: { name: string; handler: CommandHandler; label: { zh: string; en: string } },
  input: Values & { id: number },
): Promise<Row> {
  const { name, handler, label } = command;
  const [record] = await lockRows(ctx, columns, [input.id]);
  const before = columns.toRow(record as Values, ctx.now, ctx.lang);
  assertLifecycleAllows(ctx, columns, name, before, label);
  const set = withTransition(columns, name, (await handler(record as Values, input, ctx)) ?? {});
  if (Object.keys(set).length > 0 && columns.has('updatedAt')) set.updatedAt = ctx.now;
  return updateLogged(ctx, columns, input.id, set, before, 'command', { label });
}

/** One row as the list shows it, if the caller may read it (a detail screen): as the list reads, by region and access. */
export async function readRow(ctx: ActionContext, columns: ResourceColumns, id: number): Promise<Row> {
  const [record] = (await ctx.db.select().from(columns.table).where(eq(columns.table.id, id))) as Values[];
  if (!record) throw notFound();
  await assertRowsAllowed(ctx, columns, [record], 'read');
  return columns.reread(ctx.db, record, ctx.now, ctx.lang);
}

/** The rows of `ids`, locked for the change; all of them or a refusal, each in the caller's scope and access. */
export async function lockRows(ctx: ActionContext, columns: ResourceColumns, ids: number[]): Promise<Values[]> {
  const unique = [...new Set(ids)];
  const found = (await ctx.db.select().from(columns.table).where(inArray(columns.table.id, unique)).for('update')) as Values[];
  if (found.length !== unique.length) throw notFound();
  await assertRowsAllowed(ctx, columns, found, 'write');
  return found;
}

/** Record values keyed by table property, from values keyed by field name; form-only fields and child lists stay out. */
export function toProperties(columns: ResourceColumns, values: Values): Values {
  const out: Values = {};
  for (const [key, value] of Object.entries(values)) {
    const field = columns.resource.fields[key];
    if (value === undefined || field?.formOnly || field?.kind === 'list') continue;
    out[columns.propertyOf.get(key) ?? key] = field ? storedValue(field, value) : value;
  }
  return out;
}

/** What makes two rows' `field` values clash: the same value, per its `uniqueWith` fields and region, among live rows. */
export function uniquenessConditions(columns: ResourceColumns, field: string, merged: Values): SQL[] {
  const spec = columns.field(field);
  const { scope } = columns.resource;
  const valueAt = (name: string) => merged[columns.propertyOf.get(name) ?? name];
  const column = columns.column(field);
  const value = valueAt(field);
  const conditions: SQL[] = [spec.unique === 'ci' ? sql`lower(${column}) = lower(${value})` : eq(column, value)];
  // Unique per region; a multi-region row's value is unique across all regions.
  const perRegion = scope && !columns.multiRegion ? [scope.region] : [];
  for (const other of [...(spec.uniqueWith ?? []), ...perRegion]) {
    conditions.push(eq(columns.column(other), valueAt(other)));
  }
  if (columns.removable) conditions.push(isNull(columns.all.removedAt as never));
  return conditions;
}

/** Refuses a value another live row (of the same region and `uniqueWith` fields) already has. */
async function assertUnique(ctx: ActionContext, columns: ResourceColumns, merged: Values, exceptId: number | undefined) {
  for (const [name, field] of Object.entries(columns.resource.fields)) {
    if (!field.unique) continue;
    const value = merged[columns.propertyOf.get(name) ?? name];
    if (value === undefined || value === null) continue;
    const conditions = uniquenessConditions(columns, name, merged);
    if (exceptId !== undefined) conditions.push(ne(columns.table.id, exceptId));
    const [taken] = await ctx.db
      .select({ one: sql`1` })
      .from(columns.table)
      .where(and(...conditions))
      .limit(1);
    if (taken) throw invalid('duplicate', { [name]: 'duplicate' });
  }
}

/** The row's own words for the log: its first text field. */
export function titleOf(columns: ResourceColumns, row: Values): string {
  const name = Object.entries(columns.resource.fields).find(([, field]) => field.kind === 'text')?.[0];
  return name ? `"${String(row[name] ?? '')}"` : `#${String(row.id)}`;
}

/** The resource's noun in both languages: log summaries are read in the reader's language. */
export function nounOf(columns: ResourceColumns) {
  const { labels } = columns.resource;
  return { zh: labels['zh-cn'].noun, en: labels.en.noun };
}

/** The value a save will store: the one given, else the edited row's (an edit may leave fields out). */
export function savedValue(values: Values, before: Values | null, field: string): unknown {
  return values[field] !== undefined ? values[field] : before?.[field];
}

/** The entries whose value is not undefined (a key zod kept for a field left out). */
const definedOnly = (values: Values): Values =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));

/** Insert (no id) or update (id) one row, with `for update`, scope on both sides, unique fields and before/after in the log. */
export async function saveRow(ctx: ActionContext, columns: ResourceColumns, hooks: WriteHooks, input: Values): Promise<Row> {
  const { id, ...given } = input as Values & { id?: number };
  // A new row takes the declared defaults for what its save leaves out; an edit keeps what is stored.
  const values: Values = id === undefined ? { ...columns.defaults, ...definedOnly(given) } : { ...given };
  const [lockedBefore] = id === undefined ? [] : await lockRows(ctx, columns, [id]);
  const [before = null] = lockedBefore
    ? await columns.children.attach(ctx.db, [columns.toRow(lockedBefore, ctx.now, ctx.lang)], ctx.lang)
    : [];
  if (before) assertLifecycleAllows(ctx, columns, 'edit', before);
  await hooks.beforeSave?.(values, ctx, before);
  assertConditionalRequired(columns.resource.fields, values, before);
  const lists = columns.children.take(values);
  const properties = toProperties(columns, values);
  const merged = { ...lockedBefore, ...properties };
  assertInScope(ctx, columns, merged);
  await assertUnique(ctx, columns, merged, id);
  await checkWindow(ctx, columns, merged, id);
  const saveLists = (parent: Values) => columns.children.save(ctx, parent as Row, { ...before, ...values }, lists);
  const stamp = (property: string, value: unknown) => (columns.has(property) ? { [property]: value } : {});
  const noun = nounOf(columns);
  try {
    if (id === undefined) {
      const [created] = (await ctx.db
        .insert(columns.table)
        .values({
          ...stamp('createdBy', ctx.admin.adminId),
          ...stamp('createdByName', ctx.admin.username),
          ...stamp('createdAt', ctx.now),
          ...stamp('updatedAt', ctx.now),
          ...properties,
        } as never)
        .returning()) as Values[];
      await assertWrittenAllowed(ctx, columns, [Number(created?.id)]);
      await saveLists(created as Values);
      const row = await columns.reread(ctx.db, created as Values, ctx.now, ctx.lang);
      ctx.audit({
        targetType: columns.tableName,
        targetId: row.id,
        message: { key: 'add', params: { noun, title: titleOf(columns, row) } },
        after: row,
      });
      return row;
    }
    await saveLists(merged);
    return await updateLogged(ctx, columns, id, { ...stamp('updatedAt', ctx.now), ...properties }, before, 'edit');
  } catch (error) {
    // Two saves racing past the check meet the table's unique index.
    if (isUniqueViolation(error)) throw invalid('duplicate');
    throw error;
  }
}

/** Deletes all of `ids` or none: an unknown id or one outside the caller's regions refuses the whole batch. */
export async function deleteRows(
  ctx: ActionContext,
  columns: ResourceColumns,
  hooks: WriteHooks,
  ids: number[],
): Promise<{ deleted: number }> {
  const found = await lockRows(ctx, columns, ids);
  for (const record of found) assertLifecycleAllows(ctx, columns, 'delete', columns.toRow(record, ctx.now, ctx.lang));
  await hooks.beforeDelete?.(found, ctx);
  const unique = [...new Set(ids)];
  await ctx.db.delete(columns.table).where(inArray(columns.table.id, unique));
  const noun = nounOf(columns);
  ctx.audit({
    targetType: columns.tableName,
    targetId: unique.join(','),
    message:
      unique.length === 1
        ? { key: 'delete_one', params: { noun, title: titleOf(columns, columns.toRow(found[0] as Values, ctx.now, ctx.lang)) } }
        : { key: 'delete_many', params: { noun, count: unique.length } },
    before: found.map((record) => columns.toRow(record, ctx.now, ctx.lang)),
  });
  return { deleted: unique.length };
}

/** Switches one row's on/off field. */
export async function toggleRow(
  ctx: ActionContext,
  columns: ResourceColumns,
  field: string,
  id: number,
  on: boolean,
): Promise<Row> {
  const [record] = await lockRows(ctx, columns, [id]);
  const before = columns.toRow(record as Values, ctx.now, ctx.lang);
  const set = { ...(columns.has('updatedAt') ? { updatedAt: ctx.now } : {}), [columns.propertyOf.get(field) ?? field]: on };
  return updateLogged(ctx, columns, id, set, before, 'switch', {
    field: { zh: fieldLabel(columns.resource.labels, 'zh-cn', field), en: fieldLabel(columns.resource.labels, 'en', field) },
    state: { zh: COMMON_LABELS['zh-cn'][on ? 'on' : 'off'], en: on ? 'on' : 'off' },
  });
}

/** Takes a row off with a reason; it stays as history (who, when, why). A row already off is not found. */
export async function removeRow(ctx: ActionContext, columns: ResourceColumns, id: number, reason: string): Promise<Row> {
  const [record] = await lockRows(ctx, columns, [id]);
  if (!record || record.removedAt !== null) throw notFound();
  const before = columns.toRow(record, ctx.now, ctx.lang);
  const set = { removedAt: ctx.now, removedBy: ctx.admin.adminId, removedByName: ctx.admin.username, removeReason: reason };
  return updateLogged(ctx, columns, id, set, before, 'remove');
}

/** Updates one locked row, reads it back as the list shows it, and logs before and after under `key`. */
async function updateLogged(
  ctx: ActionContext,
  columns: ResourceColumns,
  id: number,
  set: Values,
  before: Row | null,
  key: 'edit' | 'switch' | 'remove' | 'command',
  params: Record<string, unknown> = {},
): Promise<Row> {
  // A command that changed other tables only sets nothing here: the row is read back as it is.
  const [updated] = (
    Object.keys(set).length > 0
      ? await ctx.db
          .update(columns.table)
          .set(set as never)
          .where(eq(columns.table.id, id))
          .returning()
      : await ctx.db.select().from(columns.table).where(eq(columns.table.id, id))
  ) as Values[];
  if (Object.keys(set).length > 0) await assertWrittenAllowed(ctx, columns, [id]);
  const row = await columns.reread(ctx.db, updated as Values, ctx.now, ctx.lang);
  ctx.audit({
    targetType: columns.tableName,
    targetId: id,
    message: { key, params: { noun: nounOf(columns), title: titleOf(columns, row), ...params } },
    before,
    after: row,
  });
  return row;
}
