import { agentActions, menuIdAt, menuPath } from '@console/contract';

const { agentLabels } = agentActions;

import { Button, Space } from 'antd';
import { useNavigate } from 'react-router';
import { useUiLang } from '../../app/i18n.ts';
import { useMayCall } from '../../kit/list/use-may-call.ts';

// Each shows with its screen's own permission: the monthly sales list is also readable from the agent list.
const LINKS = [
  { key: 'whiteList', path: '/agentManagement/whiteList' },
  { key: 'monthlySales', path: '/agentManagement/monthlySales' },
  { key: 'transferPremium', path: '/agentManagement/transferPremiumList' },
  { key: 'transferBeans', path: '/agentManagement/transferBeanLog' },
] as const;

/** Above the agents: the hidden screens of every agent (whitelist, sales, transfers), for who may open each. */
export function AgentLinks() {
  const lang = useUiLang();
  const navigate = useNavigate();
  const mayCall = useMayCall();
  const words = agentLabels[lang].screen;
  const shown = LINKS.filter((link) => mayCall({ permission: { menu: menuIdAt(link.path) } }));
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
