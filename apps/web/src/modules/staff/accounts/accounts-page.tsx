import { areaActions } from '@console/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useMayCall } from '../../../kit/list/use-may-call.ts';
import '../staff-texts.ts';
import '../staff.css';
import { AdminList } from './admin-list.tsx';
import { AreaList } from './area-list.tsx';
import { ZoneList } from './zone-list.tsx';

type Tab = 'accounts' | 'areas' | 'zones';

/**
 * Admin account settings (menu 22001): accounts, and the operating areas they belong to (SPEC §8
 * sends area deletions here); country zones too for admins who hold the countries screen (24008).
 * A plain tab list: antd's Tabs would add 11 KB to the screen's first load for three buttons.
 */
export function AccountsPage() {
  const { t } = useTranslation('staff');
  const mayCall = useMayCall();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [tab, setTab] = useState<Tab>('accounts');

  const tabs: { key: Tab; label: string; body: () => ReactNode }[] = [
    { key: 'accounts', label: t('accounts.tabAccounts'), body: () => <AdminList /> },
    { key: 'areas', label: t('accounts.tabAreas'), body: () => <AreaList /> },
    ...(mayCall(areaActions.countryZoneList)
      ? [{ key: 'zones' as const, label: t('zones.title'), body: () => <ZoneList /> }]
      : []),
  ];
  const current = tabs.find((one) => one.key === tab) ?? tabs[0];

  const choose = (key: Tab) => {
    if (key === tab) return;
    setTab(key);
    // Each tab's list keeps its filters and page in the URL; another tab starts from none.
    navigate({ pathname, search: '' }, { replace: true });
  };

  return (
    <div className="staff-page" data-testid="accounts-page">
      <div className="staff-tabs" role="tablist">
        {tabs.map((one) => (
          <button
            key={one.key}
            type="button"
            role="tab"
            id={`staff-tab-${one.key}`}
            aria-selected={one.key === current?.key}
            aria-controls="staff-tab-panel"
            className="staff-tabs__tab"
            onClick={() => choose(one.key)}
          >
            {one.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="staff-tab-panel" aria-labelledby={`staff-tab-${current?.key}`} key={current?.key}>
        {current?.body()}
      </div>
    </div>
  );
}
