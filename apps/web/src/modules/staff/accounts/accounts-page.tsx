import { areaActions, areaLabels, countryZoneLabels } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useUiLang } from '../../../app/i18n.ts';
import { useMayCall } from '../../../kit/list/use-may-call.ts';
import { resourcePage } from '../../../kit/resource/resource-page.tsx';
import { ScreenTabs } from '../../../kit/screen-tabs.tsx';
import '../staff-texts.ts';
import '../staff.css';
import { areaOptionsQuery } from '../staff-queries.ts';
import { AdminList } from './admin-list.tsx';

const { areas, countryZones } = areaActions;
const AreaList = resourcePage(areas, { testId: 'area-list', scrollX: 1000 });
const ZoneList = resourcePage(countryZones, { testId: 'zone-list', scrollX: 900 });

/**
 * Admin account settings (menu 22001): accounts, and the operating areas they belong to (SPEC §8
 * sends area deletions here); country zones too for admins who hold the countries screen (24008).
 */
export function AccountsPage() {
  const { t } = useTranslation('staff');
  const lang = useUiLang();
  const mayCall = useMayCall();
  const queryClient = useQueryClient();
  return (
    <ScreenTabs
      className="staff-page"
      data-testid="accounts-page"
      tabs={[
        { key: 'accounts', label: t('accounts.tabAccounts'), body: AdminList },
        { key: 'areas', label: areaLabels[lang].tab, body: AreaList },
        ...(mayCall(countryZones.list) ? [{ key: 'zones', label: countryZoneLabels[lang].tab, body: ZoneList }] : []),
      ]}
      onChoose={(key) => {
        // The account forms choose among the areas the areas tab may have changed.
        if (key === 'accounts') void queryClient.invalidateQueries({ queryKey: areaOptionsQuery.queryKey });
      }}
    />
  );
}
