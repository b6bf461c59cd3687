import { screen } from '../../app/screen.ts';

/*
 * Agents (issue 18, SPEC §2 /agentManagement): the agent list, and the hidden screens its rows and
 * buttons open: an agent's recharge orders and sub-agents (by agent id in the path), the whitelist,
 * monthly sales with their chart, coin transfers with premiums and bean transfers.
 */
export const screens = [
  screen('/agentManagement/home', () => import('./agent-page.tsx').then((m) => m.AgentPage)),
  screen('/agentManagement/recharge/:userId', () => import('./recharge-page.tsx').then((m) => m.RechargePage)),
  screen('/agentManagement/whiteList', () => import('./agent-lists.tsx').then((m) => m.WhiteListPage)),
  screen('/agentManagement/agentList/:userId', () => import('./sub-agent-page.tsx').then((m) => m.SubAgentPage)),
  screen('/agentManagement/monthlySales', () => import('./monthly-sales-page.tsx').then((m) => m.MonthlySalesPage)),
  screen('/agentManagement/transferPremiumList', () => import('./agent-lists.tsx').then((m) => m.TransferPremiumPage)),
  screen('/agentManagement/transferBeanLog', () => import('./agent-lists.tsx').then((m) => m.TransferBeanPage)),
];
