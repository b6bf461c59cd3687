import { translate } from '@console/contract';
import type { ActionContext } from '../../engine/context.ts';
import { type ImportFailure, importValues, rejectIfAnyFailed } from '../../engine/import/id-import.ts';
import { scopeAllows } from '../../engine/scope.ts';

/**
 * The member ids of a batch (an uploaded xlsx's first column and/or a pasted list, at most 5000),
 * each checked: a number, a member, in the caller's scope, listed once. Any failure refuses the
 * whole batch with the per-row report (the moderation batches, a batch coin send).
 */
export async function checkedMemberIds(ctx: ActionContext, pasted: string | undefined): Promise<number[]> {
  const rows = await importValues(ctx.files, pasted);
  const ids = rows.map((row) => (/^\d{1,15}$/.test(row.value) ? Number(row.value) : Number.NaN));
  const { rows: found } = await ctx.sql.query<{ id: number; region_id: number; country_id: number }>(
    'SELECT id, region_id, country_id FROM member WHERE id = ANY($1::bigint[])',
    [ids.filter((id) => !Number.isNaN(id))],
  );
  const where = new Map(found.map((m) => [Number(m.id), m]));
  const seen = new Set<number>();
  const failures: ImportFailure[] = [];
  rows.forEach((row, index) => {
    const id = ids[index] as number;
    const member = where.get(id);
    const reason = Number.isNaN(id)
      ? 'invalid_id'
      : !member
        ? 'not_found'
        : !scopeAllows(ctx.scope, member.region_id, member.country_id)
          ? 'out_of_region'
          : seen.has(id)
            ? 'duplicate'
            : undefined;
    seen.add(id);
    if (reason) failures.push({ ...row, reason: translate(reason, ctx.lang) });
  });
  rejectIfAnyFailed(failures, rows.length);
  return ids;
}
