import { agentActions, menuIdAt } from '@console/contract';
import { resourcePage } from '../../kit/resource/resource-page.tsx';
import { AgentLinks } from './agent-links.tsx';
import { monthlySalesPath, rechargePath, subAgentPath } from './agent-paths.ts';

const { agents, agentRecharges, subAgents } = agentActions;

/**
 * Agents (menu 16001, /agentManagement/home): add and edit (the member fixed once chosen),
 * protect and unprotect, and from each row its recharge orders, sub-agents and monthly sales.
 */
export const AgentPage = resourcePage(agents, {
  testId: 'agents',
  scrollX: 1700,
  tools: AgentLinks,
  formFields: (fields, _words, row) =>
    fields.map((field) => (field.name === 'member_id' ? { ...field, disabled: row !== null } : field)),
  commands: {},
  rowActions: ({ words, navigate }) => [
    {
      key: 'recharge',
      label: String(words.screen('recharge')),
      spec: agentRecharges.list,
      open: (row) => navigate(rechargePath(row.id)),
    },
    {
      key: 'subAgents',
      label: String(words.screen('subAgents')),
      spec: subAgents.list,
      shown: (row) => row.agent_type === 'super',
      open: (row) => navigate(subAgentPath(row.id)),
    },
    {
      key: 'statistics',
      label: String(words.screen('statistics')),
      // The screen's own permission: an agent account reads its sales on the list, not on that screen.
      spec: { permission: { menu: menuIdAt('/agentManagement/monthlySales') } },
      open: (row) => navigate(monthlySalesPath(row.id)),
    },
  ],
});
