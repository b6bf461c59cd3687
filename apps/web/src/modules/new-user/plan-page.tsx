import { newUserActions } from '@console/contract';
import { resourcePage } from '../../kit/resource/resource-page.tsx';

/**
 * Agent invite plans (menu 18003, hidden): a region, a period and reward tiers typed as
 * `invitees:coins` pairs, which the server checks and normalises; switched on and off per row.
 */
export const AgentInvitePlanPage = resourcePage(newUserActions.agentInvitePlans, {
  testId: 'agent-invite-plans',
  scrollX: 1300,
});
