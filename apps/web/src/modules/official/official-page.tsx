import { officialActions } from '@console/contract';
import { resourcePage } from '../../kit/resource/resource-page.tsx';
import { screenLink } from '../../kit/resource/screen-link.tsx';

/** Official and system accounts (menu 24002), with the button to the app managers. */
export const OfficialPage = resourcePage(officialActions.officials, {
  testId: 'official-list',
  tools: screenLink(officialActions.officials, 'managers', officialActions.managers),
});

/** App-side managers (menu 24011, hidden): members with moderation powers in their region. */
export const ManagerPage = resourcePage(officialActions.managers, { testId: 'manager-list' });
