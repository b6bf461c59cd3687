import { newUserActions } from '@console/contract';
import { eq } from 'drizzle-orm';
import type { RegisteredAction } from '../../engine/context.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { agents } from '../agent/agent.lookup.ts';
import { rowsAboutMember } from '../member/member.lookup.ts';
import { agentInvitePlans, newUserReviews } from './new-user.tables.ts';
import { agentInviteRewards, agentRecalls } from './new-user-agent.tables.ts';
import { confirmRecall, rejectRecall } from './new-user-recall.ts';
import { invitedJoins, invitedSelect } from './new-user-settle.ts';
import { promotionTeams, svipApplications } from './new-user-svip.tables.ts';
import { checkTeam, freeTeamMembers, memberCountSql } from './new-user-team.ts';

const recalled = rowsAboutMember(agentRecalls.memberId);
const applied = rowsAboutMember(svipApplications.memberId);

/** The tabs added to the new-user screens: agent recalls, invited, rewards, SVIP reviews and promotion teams. */
export function moreNewUserActions(): RegisteredAction[] {
  return [
    ...serveResource(newUserActions.agentRecalls, agentRecalls, {
      join: [{ table: agents, on: eq(agents.id, agentRecalls.agentId) }, recalled.join],
      columns: { agent_member_id: agents.memberId, nickname: recalled.columns.nickname },
      commands: { confirm: confirmRecall, reject: rejectRecall },
    }),
    ...serveResource(newUserActions.agentInvited, newUserReviews, {
      join: invitedJoins,
      columns: {
        plan_id: agentInvitePlans.id,
        plan_name: agentInvitePlans.name,
        agent_id: agents.id,
        agent_member_id: agents.memberId,
      },
      select: invitedSelect,
    }),
    ...serveResource(newUserActions.agentInviteRewards, agentInviteRewards, {
      join: { table: agentInvitePlans, on: eq(agentInvitePlans.id, agentInviteRewards.planId) },
      columns: { plan_name: agentInvitePlans.name },
    }),
    ...serveResource(newUserActions.svipApplications, svipApplications, {
      join: applied.join,
      columns: { nickname: applied.columns.nickname },
    }),
    ...serveResource(newUserActions.promotionTeams, promotionTeams, {
      select: { member_count: memberCountSql },
      beforeSave: checkTeam,
      beforeDelete: freeTeamMembers,
    }),
  ];
}
