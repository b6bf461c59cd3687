import { newUserActions } from '@console/contract';
import { and, count, gte } from 'drizzle-orm';
import { implement } from '../../engine/context.ts';
import type { ServerModule } from '../../engine/registry.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { entityPlaces, scopeCondition } from '../../engine/scope.ts';
import { rowsAboutMember } from '../member/member.lookup.ts';
import { insertDemoNewUsers } from './new-user.demo.ts';
import { agentInvitePlans, newUserReviews, newUserSupports } from './new-user.tables.ts';
import { moreNewUserActions } from './new-user-more.actions.ts';
import { moreNewUserDemo } from './new-user-more.demo.ts';
import { cancelSupport, checkNewSupport, checkPlan, grantSupport } from './new-user-rules.ts';
import { settleCommand } from './new-user-settle.ts';

const reviewed = rowsAboutMember(newUserReviews.memberId);
const supported = rowsAboutMember(newUserSupports.memberId);

/** The queue's counts by state and the week's registrations, inside the caller's regions (in the query). */
const statistics = implement(newUserActions.newUserStatistics, async (_input, ctx) => {
  const scope = scopeCondition(ctx.scope, newUserReviews.regionId, newUserReviews.countryId);
  const rows = await ctx.db
    .select({ state: newUserReviews.state, n: count() })
    .from(newUserReviews)
    .where(scope)
    .groupBy(newUserReviews.state);
  const [recent] = await ctx.db
    .select({ n: count() })
    .from(newUserReviews)
    .where(and(scope, gte(newUserReviews.submittedAt, ctx.now - 7 * 86_400)));
  const of = (state: string) => Number(rows.find((row) => row.state === state)?.n ?? 0);
  return { pending: of('pending'), passed: of('passed'), refused: of('refused'), last_7_days: Number(recent?.n ?? 0) };
});

/**
 * New users (SPEC §2 /newUserReview, §7 InviteNewPeople): the registration review queue with its
 * statistics, the support list whose grants credit coins through the ledger, agent invite plans
 * (settled through the ledger), and the tabs of new-user-more.actions.ts.
 */
export const newUserModule: ServerModule = {
  name: 'new-user',
  references: {
    invitePlan: entityPlaces({ id: agentInvitePlans.id, region: agentInvitePlans.regionId, name: agentInvitePlans.name }),
  },
  actions: [
    ...serveResource(newUserActions.newUserReviews, newUserReviews, {
      join: reviewed.join,
      columns: { nickname: reviewed.columns.nickname },
    }),
    statistics,
    ...serveResource(newUserActions.newUserSupports, newUserSupports, {
      join: supported.join,
      columns: { nickname: supported.columns.nickname },
      beforeSave: checkNewSupport,
      commands: { grant: grantSupport, cancel: cancelSupport },
    }),
    ...serveResource(newUserActions.agentInvitePlans, agentInvitePlans, {
      beforeSave: checkPlan,
      commands: { settle: settleCommand },
    }),
    ...moreNewUserActions(),
  ],
  // The recalls, invites, rewards, SVIP applications and teams build on the reviews and plans.
  demo: async (db, now) => {
    await insertDemoNewUsers(db, now);
    await moreNewUserDemo(db, now);
  },
};
