import { agentActions, menuIdAt, menuPath } from '@console/contract';

const { agentLabels } = agentActions;

import { Button, Space } from 'antd';
import { useNavigate } from 'react-router';
import { useUiLang } from '../../app/i18n.ts';
import { useMayCall } from '../../kit/list/use-may-call.ts';

const LINKS = [
  { key: 'whiteList', path: '/agentManagement/whiteList', spec: agentActions.agentWhitelist.list },
  { key: 'monthlySales', path: '/agentManagement/monthlySales', spec: agentActions.agentMonthlySales.list },
  { key: 'transferPremium', path: '/agentManagement/transferPremiumList', spec: agentActions.agentCoinTransfers.list },
  { key: 'transferBeans', path: '/agentManagement/transferBeanLog', spec: agentActions.agentBeanTransfers.list },
] as const;

/** Above the agents: the hidden screens of every agent (whitelist, sales, transfers), for who may open each. */
export function AgentLinks() {
  const lang = useUiLang();
  const navigate = useNavigate();
  const mayCall = useMayCall();
  const words = agentLabels[lang].screen;
  const shown = LINKS.filter((link) => mayCall(link.spec));
  if (shown.length === 0) return null;
  return (
    <Space wrap data-testid="agent-links">
      {shown.map((link) => (
        <Button key={link.key} type="link" onClick={() => navigate(menuPath(menuIdAt(link.path)))}>
          {words[link.key]}
        </Button>
      ))}
    </Space>
  );
}
