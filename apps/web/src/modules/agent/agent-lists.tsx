import { agentActions } from '@console/contract';
import { resourcePage } from '../../kit/resource/resource-page.tsx';

/** Whitelisted members (menu 16003): added by member id, deleted after a question. */
export const WhiteListPage = resourcePage(agentActions.agentWhitelist, { testId: 'agent-whitelist' });

/** Agents' coin transfers and their premiums (menu 16006). */
export const TransferPremiumPage = resourcePage(agentActions.agentCoinTransfers, {
  testId: 'agent-coin-transfers',
  scrollX: 1300,
});

/** Agents' bean transfers (menu 16007). */
export const TransferBeanPage = resourcePage(agentActions.agentBeanTransfers, { testId: 'agent-bean-transfers' });
