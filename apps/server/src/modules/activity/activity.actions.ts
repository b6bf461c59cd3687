import { activityActions } from '@console/contract';
import { and, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { ActionContext } from '../../engine/context.ts';
import { ActionError } from '../../engine/errors.ts';
import type { ServerModule } from '../../engine/registry.ts';
import type { Values } from '../../engine/resource/resource-writes.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { entityPlaces } from '../../engine/scope.ts';
import { insertDemoActivities } from './activity.demo.ts';
import {
  activities,
  activityBlacklist,
  activityHonours,
  activityPayouts,
  activityPrizeTypes,
  activityRanks,
  activityRegionLimits,
  activityShields,
  activityTemplates,
  activityTemplateTiers,
} from './activity.tables.ts';
import { rankingHandlers } from './activity-boards.ts';
import { nominationHooks } from './activity-election.ts';
import { activityHooks, type KindRule } from './activity-hooks.ts';
import { beforeElectionSave, beforeFamilyStarSave, beforeNewStarRoomSave, beforeRevenueSave } from './activity-kind-rules.ts';
import { activityNominations, activityPerks, activityThresholds } from './activity-kinds.tables.ts';
import { PERK_KINDS } from './activity-perks.ts';
import { beforeTemplateSave } from './activity-rules.ts';
import { settleActivitiesJob } from './activity-settle.ts';
import {
  beforeBlacklistSave,
  beforeHonourDelete,
  beforeHonourSave,
  beforeOwnBlacklistSave,
  beforeShieldSave,
} from './activity-subjects.ts';
import { beforeWeekSave, nextWeekAction } from './activity-weekly.ts';

/** A template named by an activity not yet settled or cancelled is kept. */
async function beforeTemplateDelete(records: Values[], ctx: ActionContext): Promise<void> {
  const ids = records.map((record) => Number(record.id));
  const users = await ctx.db
    .select({ id: activities.id })
    .from(activities)
    .where(and(inArray(activities.templateId, ids), ne(activities.state, 'settled'), ne(activities.state, 'cancelled')));
  if (users.length > 0) throw new ActionError(400, 'template_in_use', { params: { count: users.length } });
}

/** Each kind's own rules of a save: activity management applies the kind's rules of the row it saves, as the kind's screen does. */
const KIND_RULES: Readonly<Record<string, KindRule>> = {
  weekly_star: beforeWeekSave,
  family_star: beforeFamilyStarSave,
  new_star_room: beforeNewStarRoomSave,
  revenue: beforeRevenueSave,
  room_election: beforeElectionSave,
};

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
      activityHooks((values, ctx, before) => KIND_RULES[String(values.type ?? before?.type)]?.(values, ctx, before)),
    ),
    ...serveResource(activityActions.weeklyStars, activities, {
      ...activityHooks(beforeWeekSave),
      where: eq(activities.type, 'weekly_star'),
    }),
    ...serveResource(activityActions.familyStars, activities, {
      ...activityHooks(beforeFamilyStarSave),
      where: eq(activities.type, 'family_star'),
    }),
    ...serveResource(activityActions.familyTitles, activityPerks, { where: eq(activityPerks.kind, PERK_KINDS.family_star) }),
    ...serveResource(activityActions.newStarRooms, activities, {
      ...activityHooks(beforeNewStarRoomSave),
      where: eq(activities.type, 'new_star_room'),
    }),
    ...serveResource(activityActions.roomSlots, activityPerks, { where: eq(activityPerks.kind, PERK_KINDS.new_star_room) }),
    ...serveResource(activityActions.revenues, activities, {
      ...activityHooks(beforeRevenueSave, {
        thresholds: { table: activityThresholds, parent: activityThresholds.activityId, inherit: ['regions'] },
      }),
      where: eq(activities.type, 'revenue'),
    }),
    ...serveResource(activityActions.roomElections, activities, {
      ...activityHooks(beforeElectionSave),
      where: eq(activities.type, 'room_election'),
    }),
    ...serveResource(activityActions.roomNominations, activityNominations, nominationHooks),
    ...serveResource(activityActions.activityTemplates, activityTemplates, {
      children: { tiers: { table: activityTemplateTiers, parent: activityTemplateTiers.templateId, inherit: ['regions'] } },
      beforeSave: (values, ctx) => beforeTemplateSave(values, ctx),
      beforeDelete: beforeTemplateDelete,
    }),
    ...serveResource(activityActions.activityRanks, activityRanks),
    ...serveResource(activityActions.activityPayouts, activityPayouts),
    ...serveResource(activityActions.activityBlacklist, activityBlacklist, { beforeSave: beforeBlacklistSave }),
    ...serveResource(activityActions.activityOwnBlacklist, activityBlacklist, {
      beforeSave: beforeOwnBlacklistSave,
      where: isNotNull(activityBlacklist.activityId),
    }),
    ...serveResource(activityActions.activityShields, activityShields, { beforeSave: beforeShieldSave }),
    ...serveResource(activityActions.activityRegionLimits, activityRegionLimits),
    ...serveResource(activityActions.activityTemplateRewards, activityTemplateTiers),
    ...serveResource(activityActions.activityPrizeTypes, activityPrizeTypes),
    ...serveResource(activityActions.activityHonours, activityHonours, {
      beforeSave: beforeHonourSave,
      beforeDelete: beforeHonourDelete,
    }),
    ...rankingHandlers({ ranking: activityActions.activityRanking, preview: activityActions.activityPreview }),
    ...rankingHandlers({ ranking: activityActions.starWeekRanking, preview: activityActions.starWeekPreview }, 'weekly_star'),
    ...rankingHandlers({ ranking: activityActions.familyStarRanking, preview: activityActions.familyStarPreview }, 'family_star'),
    ...rankingHandlers(
      { ranking: activityActions.newStarRoomRanking, preview: activityActions.newStarRoomPreview },
      'new_star_room',
    ),
    ...rankingHandlers({ ranking: activityActions.revenueRanking, preview: activityActions.revenuePreview }, 'revenue'),
    ...rankingHandlers({ ranking: activityActions.electionRanking, preview: activityActions.electionPreview }, 'room_election'),
    nextWeekAction,
  ],
  jobs: [settleActivitiesJob],
  demo: insertDemoActivities,
};
