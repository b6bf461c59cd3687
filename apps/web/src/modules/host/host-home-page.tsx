import { hostActions } from '@console/contract';
import { lazy } from 'react';
import { useUiLang } from '../../app/i18n.ts';
import { resourcePage } from '../../kit/resource/resource-page.tsx';
import { pickedFilter } from '../../kit/resource/row-picker.tsx';
import { ScreenTabs } from '../../kit/screen-tabs.tsx';
import { HostGroupSelect } from './host-group-select.tsx';
import { hostDiamondPath, roomRankPath } from './host-paths.ts';

const { hosts, hostGroups, hostDiamondLogs } = hostActions;
// Its ranking table and day picker load when the tab is chosen, not with the hosts.
const SettlementTab = lazy(() => import('./settlement-tab.tsx').then((m) => ({ default: m.SettlementTab })));

/**
 * The hosts: diamonds (from the ledger), group, guild, state. Deducting asks an amount and a
 * reason, clearing a reason, each after the password re-check; a host's ledger and their room's
 * ranking open from the row.
 */
const HostList = resourcePage(hosts, {
  testId: 'hosts',
  scrollX: 1600,
  commands: {
    deduct: { shown: (row) => Number(row.diamond) > 0, initial: () => ({}), fields: (fields) => markAmountAsked(fields) },
    clear: { shown: (row) => Number(row.diamond) > 0, initial: () => ({}) },
  },
  filters: (filters, words) => pickedFilter(filters, 'host_group_id', HostGroupSelect, words),
  rowActions: ({ words, navigate }) => [
    {
      key: 'diamonds',
      label: words.screen('diamondDetail') ?? 'Diamonds',
      open: (row) => navigate(hostDiamondPath(Number(row.member_id))),
    },
    {
      key: 'roomRank',
      label: words.screen('roomRank') ?? 'Room rank',
      // A host without a room comes as room 0 on the wire: the link is for hosts who have one.
      shown: (row) => Number(row.room_id) > 0,
      open: (row) => navigate(roomRankPath(Number(row.room_id), 'day')),
    },
  ],
});

/** SPEC §5 'diamond deduction amount required': the server says so by name; the form marks it asked. */
function markAmountAsked<F extends { name: string; required?: boolean }>(fields: F[]): F[] {
  return fields.map((field) => (field.name === 'amount' ? { ...field, required: true } : field));
}

const GroupList = resourcePage(hostGroups, { testId: 'host-groups' });
const LogList = resourcePage(hostDiamondLogs, { testId: 'host-diamond-logs', scrollX: 1400 });

/** Host management (menu 17001): the hosts, their groups, the diamond log and the settlement by period. */
export function HostHomePage() {
  const lang = useUiLang();
  return (
    <ScreenTabs
      data-testid="host-home-page"
      tabs={[
        { key: 'hosts', of: hosts, body: HostList },
        { key: 'groups', of: hostGroups, body: GroupList },
        { key: 'logs', of: hostDiamondLogs, body: LogList },
        { key: 'settlement', label: hostActions.hostLabels[lang].screen.settlement, body: SettlementTab },
      ]}
    />
  );
}
