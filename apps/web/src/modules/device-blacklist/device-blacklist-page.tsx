import { deviceBlacklistActions } from '@console/contract';
import { resourcePage } from '../../kit/resource/resource-page.tsx';

/** Device ids, IPs and machine codes kept off the app (menu 21001): add, remove with a reason, import, export. */
export const DeviceBlacklistPage = resourcePage(deviceBlacklistActions.deviceBlacklist, {
  testId: 'device-blacklist',
  importHelp: 'importHelp',
  scrollX: 1900,
});
