import type { ReviewResult } from '@console/contract';
import type { ActionContext } from '../../engine/context.ts';
import { ActionError, invalid } from '../../engine/errors.ts';
import type { ChildList } from '../../engine/resource/child-lists.ts';
import type { Values } from '../../engine/resource/resource-writes.ts';
import type { ResourceHooks } from '../../engine/resource/serve-resource.ts';
import { activityGifts } from './activity.tables.ts';
import { worstPayout } from './activity-pay-tiers.ts';
import { boardsOf } from './activity-ranking.ts';
import { beforeActivitySave, submittedBy } from './activity-rules.ts';

/**
 * The review's two rules beyond the queue (issue 30 item 1): whoever submitted an activity may not
 * pass it (four eyes), and one whose worst case (the template over all its boards, or the dearest
 * threshold for each of the most paid) exceeds the budget, in coins or in items, cannot be scheduled.
 */
async function afterReview(records: Values[], result: ReviewResult, ctx: ActionContext): Promise<void> {
  if (result !== 'pass') return;
  for (const record of records) {
    if (record.submittedBy === ctx.admin.adminId) throw invalid('activity_four_eyes');
    // Every board pays the template: a weekly star's worst case is the template's times its boards.
    const activity = {
      id: Number(record.id),
      type: String(record.type),
      subject: String(record.subject),
      templateId: record.templateId === null ? null : Number(record.templateId),
      topN: Number(record.topN),
    };
    const worst = await worstPayout(ctx.db, activity, (await boardsOf(ctx.db, activity)).length);
    const budget = Number(record.budgetCoins);
    if (worst.coins > budget) {
      const params = { worst: worst.coins, budget, over: worst.coins - budget, paid: activity.topN };
      throw new ActionError(400, worst.byThreshold ? 'activity_over_budget_tiers' : 'activity_over_budget', { params });
    }
    const items = record.budgetItems === null ? null : Number(record.budgetItems);
    if (items !== null && worst.items > items) {
      throw new ActionError(400, 'activity_over_item_budget', {
        params: { worst: worst.items, budget: items, over: worst.items - items },
      });
    }
  }
}

/** A screen's own rules of a save, run before the rules every activity has (a weekly star's week, a family star's titles). */
export type KindRule = (values: Values, ctx: ActionContext, before: Values | null) => void;

/**
 * How every activity screen's rows are served: the gifts (and a screen's other child lists, a revenue
 * activity's thresholds) saved with the row, the rules of a save (the screen's own first), the
 * review's four eyes and budget, submit and cancel.
 */
export function activityHooks(beforeKindSave: KindRule, children: Readonly<Record<string, ChildList>> = {}) {
  return {
    children: { gifts: { table: activityGifts, parent: activityGifts.activityId, inherit: ['regions'] }, ...children },
    beforeSave: (values: Values, ctx: ActionContext, before: Values | null) => {
      beforeKindSave(values, ctx, before);
      beforeActivitySave(values, ctx, before);
    },
    afterCheck: afterReview,
    commands: {
      submit: (_record: Values, _input: Values, ctx: ActionContext) => submittedBy(ctx),
      cancel: (record: Values, input: Values, ctx: ActionContext) => {
        if (record.state === 'scheduled' && Number(record.endsAt) <= ctx.now) throw invalid('activity_ended_cancel');
        return { cancelReason: String(input.reason) };
      },
    },
  } satisfies ResourceHooks;
}
