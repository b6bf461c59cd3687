import { newUserActions } from '@console/contract';
import { and, count, gte } from 'drizzle-orm';
import { implement } from '../../engine/context.ts';
import type { ServerModule } from '../../engine/registry.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { scopeCondition } from '../../engine/scope.ts';
import { rowsAboutMember } from '../member/member.lookup.ts';
import { insertDemoNewUsers } from './new-user.demo.ts';
import { agentInvitePlans, newUserReviews, newUserSupports } from './new-user.tables.ts';
import { cancelSupport, checkNewSupport, checkPlan, grantSupport } from './new-user-rules.ts';

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
 * statistics, the support list whose grants credit coins through the ledger, and agent invite plans.
 */
export const newUserModule: ServerModule = {
  name: 'new-user',
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
    ...serveResource(newUserActions.agentInvitePlans, agentInvitePlans, { beforeSave: checkPlan }),
  ],
  demo: insertDemoNewUsers,
};
