import { agentActions } from '@console/contract';
import { resourcePage } from '../../kit/resource/resource-page.tsx';
import { pickedField } from '../../kit/resource/row-picker.tsx';
import { AgentSelect } from './agent-select.ts';
import { usePathFilter } from './use-path-filter.ts';

/**
 * Recharge orders: a new order names its agent by a picker; a paying order is confirmed (password
 * re-check, then the coins are credited) or cancelled with a reason; others offer neither (the
 * declared lifecycle, which the server enforces).
 */
const OrderList = resourcePage(agentActions.agentRecharges, {
  testId: 'agent-recharges',
  scrollX: 1800,
  formFields: (fields) => pickedField(fields, 'agent_id', AgentSelect),
});

/** An agent's recharge orders (menu 16002, /agentManagement/recharge/:userId, the agent's id). */
export function RechargePage() {
  usePathFilter('agent_id');
  return <OrderList />;
}
