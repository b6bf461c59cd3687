import { newUserActions } from '@console/contract';
import { useUiLang } from '../../app/i18n.ts';
import { resourcePage } from '../../kit/resource/resource-page.tsx';
import { ScreenTabs } from '../../kit/screen-tabs.tsx';

const { agentInvitePlans, agentInvited, agentInviteRewards, agentRecalls } = newUserActions;

/**
 * Plans: a region, a period and reward tiers typed as `invitees:coins` pairs, which the server
 * checks and normalises; switched on and off per row; settled (a password re-check) to pay each
 * agent the highest tier reached and not paid yet.
 */
const PlanList = resourcePage(agentInvitePlans, { testId: 'agent-invite-plans', scrollX: 1300 });

/** Each agent's invitees per plan, with the agent's count in the plan and the tier it reached. */
const InvitedList = resourcePage(agentInvited, { testId: 'agent-invited', scrollX: 1400 });

/** What the plans' settles paid: agent, plan, tier, coins and time. */
const RewardList = resourcePage(agentInviteRewards, { testId: 'agent-invite-rewards', scrollX: 1300 });

/** Dormant members agents brought back: confirmed (pays the agent, password re-check) or rejected with a reason, while pending. */
const RecallList = resourcePage(agentRecalls, { testId: 'agent-recalls', scrollX: 1600 });

/** Agent invite plans (menu 18003, hidden) with the invited members, the rewards paid and the agents' recalls. */
export function AgentInvitePlanPage() {
  const lang = useUiLang();
  return (
    <ScreenTabs
      data-testid="agent-invite-plan-tabs"
      tabs={[
        { key: 'plans', label: newUserActions.agentInvitePlanLabels[lang].tab, body: PlanList },
        { key: 'invited', label: newUserActions.agentInvitedLabels[lang].tab, body: InvitedList },
        { key: 'rewards', label: newUserActions.agentInviteRewardLabels[lang].tab, body: RewardList },
        { key: 'recalls', label: newUserActions.agentRecallLabels[lang].tab, body: RecallList },
      ]}
    />
  );
}
