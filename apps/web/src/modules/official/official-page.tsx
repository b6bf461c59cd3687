import { menuIdAt, menuPath, officialActions } from '@console/contract';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { useUiLang } from '../../app/i18n.ts';
import { resourcePage } from '../../kit/resource/resource-page.tsx';

const managementPath = menuPath(menuIdAt('/setting/managementList'));

/** The way to the hidden management list (SPEC §2: hidden screens open from their parent). */
function ManagementLink() {
  const navigate = useNavigate();
  const words = officialActions.officialLabels[useUiLang()].screen;
  return (
    <Button data-testid="open-management-list" onClick={() => navigate(managementPath)}>
      {words.managers}
    </Button>
  );
}

/** Official and system accounts (menu 24002), with the button to the app managers. */
export const OfficialPage = resourcePage(officialActions.officials, {
  testId: 'official-list',
  extra: ManagementLink,
});

/** App-side managers (menu 24011, hidden): members with moderation powers in their region. */
export const ManagerPage = resourcePage(officialActions.managers, { testId: 'manager-list' });
