import { areaActions, areaLabels, countryZoneLabels } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useUiLang } from '../../../app/i18n.ts';
import { useMayCall } from '../../../kit/list/use-may-call.ts';
import { resourcePage } from '../../../kit/resource/resource-page.tsx';
import '../staff-texts.ts';
import '../staff.css';
import { areaOptionsQuery } from '../staff-queries.ts';
import { AdminList } from './admin-list.tsx';

const { areas, countryZones } = areaActions;
const AreaList = resourcePage(areas, { testId: 'area-list', scrollX: 1000 });
const ZoneList = resourcePage(countryZones, { testId: 'zone-list', scrollX: 900 });

type Tab = 'accounts' | 'areas' | 'zones';

/**
 * Admin account settings (menu 22001): accounts, and the operating areas they belong to (SPEC §8
 * sends area deletions here); country zones too for admins who hold the countries screen (24008).
 * A plain tab list: antd's Tabs would add 11 KB to the screen's first load for three buttons.
 */
export function AccountsPage() {
  const { t } = useTranslation('staff');
  const lang = useUiLang();
  const mayCall = useMayCall();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [tab, setTab] = useState<Tab>('accounts');

  const tabs: { key: Tab; label: string; body: () => ReactNode }[] = [
    { key: 'accounts', label: t('accounts.tabAccounts'), body: () => <AdminList /> },
    { key: 'areas', label: areaLabels[lang].tab, body: () => <AreaList /> },
    ...(mayCall(countryZones.list)
      ? [{ key: 'zones' as const, label: countryZoneLabels[lang].tab, body: () => <ZoneList /> }]
      : []),
  ];
  const current = tabs.find((one) => one.key === tab) ?? tabs[0];

  const choose = (key: Tab) => {
    if (key === tab) return;
    setTab(key);
    // The account forms choose among the areas the areas tab may have changed.
    if (key === 'accounts') void queryClient.invalidateQueries({ queryKey: areaOptionsQuery.queryKey });
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
