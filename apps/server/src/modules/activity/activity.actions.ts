import { activityActions, type ReviewResult } from '@console/contract';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { ActionContext } from '../../engine/context.ts';
import { ActionError, invalid } from '../../engine/errors.ts';
import type { ServerModule } from '../../engine/registry.ts';
import type { Values } from '../../engine/resource/resource-writes.ts';
import { type ResourceHooks, serveResource } from '../../engine/resource/serve-resource.ts';
import { entityPlaces } from '../../engine/scope.ts';
import { insertDemoActivities } from './activity.demo.ts';
import {
  activities,
  activityBlacklist,
  activityGifts,
  activityHonours,
  activityPayouts,
  activityRanks,
  activityShields,
  activityTemplates,
  activityTemplateTiers,
} from './activity.tables.ts';
import { rankingHandlers } from './activity-boards.ts';
import { boardsOf } from './activity-ranking.ts';
import { beforeActivitySave, beforeTemplateSave, submittedBy, tiersOf, worstCase } from './activity-rules.ts';
import { settleActivitiesJob } from './activity-settle.ts';
import { beforeBlacklistSave, beforeHonourDelete, beforeHonourSave, beforeShieldSave } from './activity-subjects.ts';
import { beforeWeekSave, nextWeekAction } from './activity-weekly.ts';

/**
 * The review's two rules beyond the queue (issue 30 item 1): whoever submitted an activity may not
 * pass it (four eyes), and a template whose worst case over all the activity's boards exceeds the
 * budget cannot be scheduled.
 */
async function afterReview(records: Values[], result: ReviewResult, ctx: ActionContext): Promise<void> {
  if (result !== 'pass') return;
  for (const record of records) {
    if (record.submittedBy === ctx.admin.adminId) throw invalid('activity_four_eyes');
    // Every board pays the template: a weekly star's worst case is the template's times its boards.
    const boards = await boardsOf(ctx.db, { id: Number(record.id), type: String(record.type), subject: String(record.subject) });
    const worst = (await worstCase(ctx.db, await tiersOf(ctx.db, Number(record.templateId)))).coins * boards.length;
    const budget = Number(record.budgetCoins);
    if (worst > budget) {
      throw new ActionError(400, 'activity_over_budget', { params: { worst, budget, over: worst - budget } });
    }
  }
}

/** A template named by an activity not yet settled or cancelled is kept. */
async function beforeTemplateDelete(records: Values[], ctx: ActionContext): Promise<void> {
  const ids = records.map((record) => Number(record.id));
  const users = await ctx.db
    .select({ id: activities.id })
    .from(activities)
    .where(and(inArray(activities.templateId, ids), ne(activities.state, 'settled'), ne(activities.state, 'cancelled')));
  if (users.length > 0) throw new ActionError(400, 'template_in_use', { params: { count: users.length } });
}

/**
 * How every activity screen's rows are served: the gifts as a child list, the rules of a save (the
 * screen's own first: a weekly star's week), the review's four eyes and budget, submit and cancel.
 */
function activityHooks(beforeKindSave: (values: Values, ctx: ActionContext, before: Values | null) => void) {
  return {
    children: { gifts: { table: activityGifts, parent: activityGifts.activityId, inherit: ['regions'] } },
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

export const activityModule: ServerModule = {
  name: 'activity',
  references: {
    activityTemplate: entityPlaces({
      id: activityTemplates.id,
      regions: activityTemplates.regions,
      name: activityTemplates.name,
    }),
  },
  actions: [
    ...serveResource(
      activityActions.activities,
      activities,
      activityHooks((values, ctx, before) => {
        if (values.type === 'weekly_star' || (values.type === undefined && before?.type === 'weekly_star')) {
          beforeWeekSave(values, ctx, before);
        }
      }),
    ),
    ...serveResource(activityActions.weeklyStars, activities, {
      ...activityHooks(beforeWeekSave),
      where: eq(activities.type, 'weekly_star'),
    }),
    ...serveResource(activityActions.activityTemplates, activityTemplates, {
      children: { tiers: { table: activityTemplateTiers, parent: activityTemplateTiers.templateId, inherit: ['regions'] } },
      beforeSave: (values, ctx) => beforeTemplateSave(values, ctx),
      beforeDelete: beforeTemplateDelete,
    }),
    ...serveResource(activityActions.activityRanks, activityRanks),
    ...serveResource(activityActions.activityPayouts, activityPayouts),
    ...serveResource(activityActions.activityBlacklist, activityBlacklist, { beforeSave: beforeBlacklistSave }),
    ...serveResource(activityActions.activityShields, activityShields, { beforeSave: beforeShieldSave }),
    ...serveResource(activityActions.activityHonours, activityHonours, {
      beforeSave: beforeHonourSave,
      beforeDelete: beforeHonourDelete,
    }),
    ...rankingHandlers({ ranking: activityActions.activityRanking, preview: activityActions.activityPreview }),
    ...rankingHandlers({ ranking: activityActions.starWeekRanking, preview: activityActions.starWeekPreview }, 'weekly_star'),
    nextWeekAction,
  ],
  jobs: [settleActivitiesJob],
  demo: insertDemoActivities,
};
