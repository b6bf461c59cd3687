import { COMMON_LABELS, type ReviewResult } from '@console/contract';
import { inArray } from 'drizzle-orm';
import type { ActionContext } from '../context.ts';
import { invalid } from '../errors.ts';
import type { ResourceColumns } from './resource-table.ts';
import { lockRows, nounOf, type Values } from './resource-writes.ts';
import { assertWrittenAllowed } from './row-checks.ts';

/** The special rules of a review queue, run inside the check's transaction. */
export interface ReviewHooks {
  /**
   * After the rows moved to their outcome: what the outcome means beyond the queue (a passed room
   * background becomes the room's). `records` are the rows as they were locked, keyed by table
   * property; an ActionError refuses the whole check.
   */
  afterCheck?: (records: Values[], result: ReviewResult, ctx: ActionContext) => Promise<void> | void;
}

/**
 * The review preset's `check(ids, result, reason)`: only pending rows move, and a batch moves
 * whole or not at all (one row already reviewed, unknown or out of region refuses every row).
 * A refusal says why: refusing without a reason is refused.
 */
export async function checkRows(
  ctx: ActionContext,
  columns: ResourceColumns,
  hooks: ReviewHooks,
  input: { ids: number[]; result: ReviewResult; reason?: string },
): Promise<{ checked: number }> {
  const review = columns.resource.review;
  if (!review) throw new Error(`${columns.resource.module} has no review preset`);
  const outcome = review.outcomes[input.result];
  if (!outcome) throw invalid('invalid_input', { result: 'invalid_choice' });
  if (input.result === 'refuse' && !input.reason) throw invalid('reason_required', { reason: 'required' });
  const stateProperty = columns.propertyOf.get(review.field) ?? review.field;
  const found = await lockRows(ctx, columns, input.ids);
  const waiting = found.filter((record) => record[stateProperty] === review.pending);
  if (waiting.length !== found.length) throw invalid('review_not_pending');
  const set = (property: string, value: unknown) => (columns.has(property) ? { [property]: value } : {});
  const ids = found.map((record) => record.id as number);
  await ctx.db
    .update(columns.table)
    .set({
      [stateProperty]: outcome,
      ...set('reviewedBy', ctx.admin.adminId),
      ...set('reviewedByName', ctx.admin.username),
      ...set('reviewedAt', ctx.now),
      ...set('reviewReason', input.reason ?? ''),
      ...set('updatedAt', ctx.now),
    } as never)
    .where(inArray(columns.table.id, ids));
  await assertWrittenAllowed(ctx, columns, ids);
  await hooks.afterCheck?.(found, input.result, ctx);
  const noun = nounOf(columns);
  ctx.audit({
    targetType: columns.tableName,
    targetId: ids.join(','),
    message: {
      key: 'review',
      params: { noun, count: ids.length, result: { zh: COMMON_LABELS['zh-cn'][input.result], en: input.result } },
    },
    before: found.map((record: Values) => columns.toRow(record, ctx.now, ctx.lang)),
    after: { [review.field]: outcome, reason: input.reason ?? '' },
  });
  return { checked: ids.length };
}
