import { keyAccountActions } from '@console/contract';
import { resourcePage } from '../../kit/resource/resource-page.tsx';

/** KA management (menu 21007): key accounts with their manager, tier, notes and last contact; filtered by manager and region, exported. */
export const KeyAccountPage = resourcePage(keyAccountActions.keyAccounts, { testId: 'key-accounts', scrollX: 1800 });
