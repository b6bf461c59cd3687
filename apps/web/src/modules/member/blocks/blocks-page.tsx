import { memberBlockActions } from '@console/contract';
import { lazy } from 'react';
import { resourcePage } from '../../../kit/resource/resource-page.tsx';
import { ScreenTabs } from '../../../kit/screen-tabs.tsx';

const { blockedIds, blockedDevices, unblocks } = memberBlockActions;
// The lookup's dialog and tables load beside the list, not before it.
const BlockLookupTool = lazy(() => import('./block-lookup.tsx').then((m) => ({ default: m.BlockLookupTool })));

/** Banned accounts, with the one-ID lookup in the toolbar and the device blacklist one link away. */
const BlockedIds = resourcePage(blockedIds, {
  testId: 'blocked-ids',
  scrollX: 1700,
  tools: BlockLookupTool,
  related: ['/riskcontrolManagement/deviceBlackList'],
});
const BlockedDevices = resourcePage(blockedDevices, { testId: 'blocked-devices', scrollX: 1900 });
const Unblocks = resourcePage(unblocks, { testId: 'unblock-history', scrollX: 2100 });

/** Bans and blocks (menu 21011, /riskcontrolManagement/blockList): banned accounts, blocked devices and addresses, the unblock history. */
export function BlocksPage() {
  return (
    <ScreenTabs
      data-testid="blocks-page"
      tabs={[
        { key: 'accounts', of: blockedIds, body: BlockedIds },
        { key: 'devices', of: blockedDevices, body: BlockedDevices },
        { key: 'unblocks', of: unblocks, body: Unblocks },
      ]}
    />
  );
}
