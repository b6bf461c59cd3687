import { agentActions } from '@console/contract';
import { resourcePage } from '../../kit/resource/resource-page.tsx';
import { rechargePath } from './agent-paths.ts';
import { usePathFilter } from './use-path-filter.ts';

/** Sub-agents, each row opening its own recharge orders. */
const SubAgentList = resourcePage(agentActions.subAgents, {
  testId: 'sub-agents',
  scrollX: 1500,
  rowActions: ({ words, navigate }) => [
    {
      key: 'recharge',
      label: agentActions.agentLabels[words.lang].screen.recharge,
      spec: agentActions.agentRecharges.list,
      open: (row) => navigate(rechargePath(row.id)),
    },
  ],
});

/** An agent's sub-agents (menu 16004, /agentManagement/agentList/:userId, the parent agent's id). */
export function SubAgentPage() {
  usePathFilter('parent_id');
  return <SubAgentList />;
}
