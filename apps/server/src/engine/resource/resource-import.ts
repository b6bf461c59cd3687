import { type FieldSpec, inputSchemaOf, type MessageKey, translate } from '@console/contract';
import { and } from 'drizzle-orm';
import type { ActionContext } from '../context.ts';
import { type ImportFailure, importValues, rejectIfAnyFailed } from '../import/id-import.ts';
import type { ResourceColumns } from './resource-table.ts';
import { nounOf, toProperties, uniquenessConditions, type Values, type WriteHooks } from './resource-writes.ts';
import { assertInScope, assertWrittenAllowed } from './row-checks.ts';

/** The values the unique field already has among live rows sharing the batch's fields. */
async function existingValues(
  ctx: ActionContext,
  columns: ResourceColumns,
  name: string,
  shared: Values,
  keyOf: (value: string) => string,
): Promise<Set<string>> {
  // The clash conditions for "any value": drop the first, which compares the value itself.
  const [, ...sameGroup] = uniquenessConditions(columns, name, { ...shared, [columns.propertyOf.get(name) ?? name]: '' });
  const existing = await ctx.db
    .select({ value: columns.column(name) })
    .from(columns.table)
    .where(and(...sameGroup));
  return new Set(existing.map(({ value }) => keyOf(String(value))));
}

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
  const sharedProperties = toProperties(columns, shared);
  assertInScope(ctx, columns, sharedProperties);

  const rows = await importValues(ctx.files, input[config.paste] as string | undefined);
  const schema = inputSchemaOf(field);
  const failures: ImportFailure[] = [];
  // By the row itself: a file's row 3 and the third pasted value share a number.
  const misshapen = new Set<(typeof rows)[number]>();
  for (const row of rows) {
    const parsed = schema.safeParse(row.value);
    const problem = parsed.success ? hooks.checkImported?.(row.value, shared) : (parsed.error.issues[0]?.message as MessageKey);
    if (problem) {
      misshapen.add(row);
      failures.push({ ...row, reason: translate(problem, ctx.lang) });
    }
  }

  const refuse = config.existing === 'refuse';
  const keyOf = (value: string) => (field.unique === 'ci' ? value.toLowerCase() : value);
  const seen = field.unique ? await existingValues(ctx, columns, config.value, sharedProperties, keyOf) : new Set<string>();
  const fresh: string[] = [];
  for (const row of rows) {
    if (misshapen.has(row)) continue;
    if (field.unique && seen.has(keyOf(row.value))) {
      if (refuse) failures.push({ ...row, reason: translate('duplicate', ctx.lang) });
      continue;
    }
    seen.add(keyOf(row.value));
    fresh.push(row.value);
  }
  rejectIfAnyFailed(
    failures.sort((a, b) => a.row - b.row),
    rows.length,
  );
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
    const added = await ctx.db
      .insert(columns.table)
      .values(batch as never)
      .returning({ id: columns.table.id });
    await assertWrittenAllowed(
      ctx,
      columns,
      added.map((row) => Number(row.id)),
    );
  }
  const report = { total: rows.length, imported: fresh.length, skipped: rows.length - fresh.length, failed: [] };
  ctx.audit({
    targetType: columns.tableName,
    message: { key: 'import', params: { noun: nounOf(columns), count: fresh.length } },
    after: { ...shared, ...report },
  });
  return report;
}
