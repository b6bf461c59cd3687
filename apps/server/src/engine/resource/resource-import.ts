import { type FieldSpec, inputSchemaOf, translate } from '@console/contract';
import { eq, sql } from 'drizzle-orm';
import type { ActionContext } from '../context.ts';
import { type ImportFailure, importValues, rejectIfAnyFailed } from '../import/id-import.ts';
import type { ResourceColumns } from './resource-table.ts';
import { assertInScope, type Values, type WriteHooks } from './resource-writes.ts';

/**
 * An import: the values of an uploaded xlsx's first column and/or a pasted list, each a new row
 * with the batch's shared fields. All or none: one bad value refuses the file with a per-row report.
 * Values the unique field already has (in the batch's region) are skipped and counted.
 */
export async function importRows(ctx: ActionContext, columns: ResourceColumns, hooks: WriteHooks, input: Values) {
  const config = columns.resource.actions.import;
  if (!config) throw new Error(`${columns.resource.module} has no import`);
  const field = columns.field(config.value) as FieldSpec;
  const shared: Values = {};
  for (const name of config.with ?? []) shared[name] = input[name];
  await hooks.beforeSave?.(shared, ctx, null);
  const sharedProperties: Values = {};
  for (const [key, value] of Object.entries(shared)) sharedProperties[columns.propertyOf.get(key) ?? key] = value;
  assertInScope(ctx, columns, sharedProperties);

  const rows = await importValues(ctx.files, input[config.paste] as string | undefined);
  const schema = inputSchemaOf(field);
  const failures: ImportFailure[] = [];
  for (const row of rows) {
    const parsed = schema.safeParse(row.value);
    if (!parsed.success) failures.push({ ...row, reason: translate(parsed.error.issues[0]?.message as never, ctx.lang) });
  }
  rejectIfAnyFailed(failures, rows.length);

  const valueColumn = columns.column(config.value);
  const seen = new Set<string>();
  const keyOf = (value: string) => (field.unique === 'ci' ? value.toLowerCase() : value);
  if (field.unique) {
    const region = columns.resource.scope?.region;
    const existing = await ctx.db
      .select({ value: valueColumn })
      .from(columns.table)
      .where(region ? eq(columns.column(region), shared[region]) : sql`true`);
    for (const { value } of existing) seen.add(keyOf(String(value)));
  }
  const fresh: string[] = [];
  for (const row of rows) {
    if (field.unique && seen.has(keyOf(row.value))) continue;
    seen.add(keyOf(row.value));
    fresh.push(row.value);
  }
  const stamp = (property: string, value: unknown) => (columns.has(property) ? { [property]: value } : {});
  const property = columns.propertyOf.get(config.value) ?? config.value;
  for (let start = 0; start < fresh.length; start += 1000) {
    const batch = fresh.slice(start, start + 1000).map((value) => ({
      ...stamp('createdBy', ctx.admin.adminId),
      ...stamp('createdByName', ctx.admin.username),
      ...stamp('createdAt', ctx.now),
      ...stamp('updatedAt', ctx.now),
      ...sharedProperties,
      [property]: value,
    }));
    await ctx.db.insert(columns.table).values(batch as never);
  }
  const report = { total: rows.length, imported: fresh.length, skipped: rows.length - fresh.length, failed: [] };
  ctx.audit({
    targetType: columns.tableName,
    summary: `Import ${fresh.length} ${columns.resource.labels.en.noun} rows`,
    after: { ...shared, ...report },
  });
  return report;
}
