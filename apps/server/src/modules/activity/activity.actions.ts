import { activityActions, labelLangOf, type ReviewResult, rewardText } from '@console/contract';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { type ActionContext, implement } from '../../engine/context.ts';
import { ActionError, invalid, notFound } from '../../engine/errors.ts';
import type { ServerModule } from '../../engine/registry.ts';
import type { Values } from '../../engine/resource/resource-writes.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { entityPlaces, placeVisible, type Scope } from '../../engine/scope.ts';
import { giftsById } from '../gift/gift.lookup.ts';
import { insertDemoActivities } from './activity.demo.ts';
import {
  activities,
  activityBlacklist,
  activityGifts,
  activityPayouts,
  activityRanks,
  activityShields,
  activityTemplates,
  activityTemplateTiers,
} from './activity.tables.ts';
import { rankActivity } from './activity-ranking.ts';
import { beforeActivitySave, beforeTemplateSave, submittedBy, tiersOf, worstCase } from './activity-rules.ts';
import { payingCoins, placePayouts, settleActivitiesJob } from './activity-settle.ts';
import { beforeBlacklistSave, beforeShieldSave } from './activity-subjects.ts';

const { MAX_RANK_SIZE } = activityActions;

/**
 * The review's two rules beyond the queue (issue 30 item 1): whoever submitted an activity may not
 * pass it (four eyes), and a template whose worst case exceeds the budget cannot be scheduled.
 */
async function afterReview(records: Values[], result: ReviewResult, ctx: ActionContext): Promise<void> {
  if (result !== 'pass') return;
  for (const record of records) {
    if (record.submittedBy === ctx.admin.adminId) throw invalid('activity_four_eyes');
    const worst = await worstCase(ctx.db, await tiersOf(ctx.db, Number(record.templateId)));
    const budget = Number(record.budgetCoins);
    if (worst.coins > budget) {
      throw new ActionError(400, 'activity_over_budget', { params: { worst: worst.coins, budget, over: worst.coins - budget } });
    }
  }
}

/** The activity a ranking or preview is asked for, if the caller may see it (one of its regions is theirs). */
async function visibleActivity(ctx: ActionContext, id: number) {
  const [activity] = await ctx.db.select().from(activities).where(eq(activities.id, id));
  if (!activity || !placeVisible(ctx.scope as Scope, { regionId: null, countryId: null, regionIds: activity.regions }))
    throw notFound();
  return activity;
}

const ranking = implement(activityActions.activityRanking, async (input, ctx) => {
  const activity = await visibleActivity(ctx, input.id);
  if (activity.state === 'settled') {
    const frozen = await ctx.db
      .select()
      .from(activityRanks)
      .where(eq(activityRanks.activityId, activity.id))
      .orderBy(activityRanks.rank)
      .limit(MAX_RANK_SIZE);
    const lines = frozen.map((row) => ({
      rank: row.rank,
      subject_id: row.subjectId,
      name: row.subjectName,
      value: row.value,
      reached_at: row.reachedAt,
      masked: false,
    }));
    return { frozen: true, lines };
  }
  const lines = await rankActivity(ctx.db, activity, ctx.now);
  return {
    frozen: false,
    lines: lines.map((line) => ({
      rank: line.rank,
      subject_id: line.subjectId,
      name: line.name,
      value: line.value,
      reached_at: line.reachedAt,
      masked: line.masked,
    })),
  };
});

const preview = implement(activityActions.activityPreview, async (input, ctx) => {
  const activity = await visibleActivity(ctx, input.id);
  const lines = await rankActivity(ctx.db, activity, ctx.now);
  const places = await placePayouts(ctx.db, activity, lines, await tiersOf(ctx.db, activity.templateId), ctx.now);
  // Each reward in the reader's words, a gift by its name.
  const gifts = await giftsById(
    ctx.db,
    places.flatMap((place) => (place.reward?.kind === 'gift' ? [place.reward.item_id ?? 0] : [])),
  );
  const nameKey = labelLangOf(ctx.lang) === 'en' ? 'nameEn' : 'nameZh';
  const coins = await payingCoins(ctx.db, places);
  return {
    coins,
    budget_coins: activity.budgetCoins,
    lines: places.map(({ line, reward, skip }) => ({
      rank: line.rank,
      subject_id: line.subjectId,
      name: line.name,
      value: line.value,
      reached_at: line.reachedAt,
      masked: line.masked,
      member_id: line.recipientId,
      reward: reward ? rewardText(reward, labelLangOf(ctx.lang), gifts.get(reward.item_id ?? 0)?.[nameKey]) : '',
      skip_reason: skip,
    })),
  };
});

/** A template named by an activity not yet settled or cancelled is kept. */
async function beforeTemplateDelete(records: Values[], ctx: ActionContext): Promise<void> {
  const ids = records.map((record) => Number(record.id));
  const users = await ctx.db
    .select({ id: activities.id })
    .from(activities)
    .where(and(inArray(activities.templateId, ids), ne(activities.state, 'settled'), ne(activities.state, 'cancelled')));
  if (users.length > 0) throw new ActionError(400, 'template_in_use', { params: { count: users.length } });
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
    ...serveResource(activityActions.activities, activities, {
      children: { gifts: { table: activityGifts, parent: activityGifts.activityId, inherit: ['regions'] } },
      beforeSave: (values, ctx, before) => beforeActivitySave(values, ctx, before),
      afterCheck: afterReview,
      commands: {
        submit: (_record, _input, ctx) => submittedBy(ctx),
        cancel: (record, input, ctx) => {
          if (record.state === 'scheduled' && Number(record.endsAt) <= ctx.now) throw invalid('activity_ended_cancel');
          return { cancelReason: String(input.reason) };
        },
      },
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
    ranking,
    preview,
  ],
  jobs: [settleActivitiesJob],
  demo: insertDemoActivities,
};
