import { guildActions } from '@console/contract';
import { resourcePage } from '../../kit/resource/resource-page.tsx';
import { pickedFilter } from '../../kit/resource/row-picker.tsx';
import { ScreenTabs } from '../../kit/screen-tabs.tsx';
import { HostGroupSelect } from '../host/host-group-select.tsx';
import { AddGuildHost } from './add-guild-host.tsx';

const { guildHosts, guildHostRecords } = guildActions;

const HostList = resourcePage(guildHosts, {
  testId: 'guild-hosts',
  tools: AddGuildHost,
  filters: (filters, words) => pickedFilter(filters, 'host_group_id', HostGroupSelect, words),
});
const RecordList = resourcePage(guildHostRecords, { testId: 'guild-host-records' });

/**
 * A guild's hosts (menu 5002, opened from a guild with `?guild_id=`): the hosts and who joined and
 * left when. Host groups are edited on host management (17001); here they are the group choices.
 */
export function GuildHostsPage() {
  return (
    <ScreenTabs
      data-testid="guild-hosts-page"
      tabs={[
        { key: 'hosts', of: guildHosts, body: HostList },
        { key: 'records', of: guildHostRecords, body: RecordList },
      ]}
    />
  );
}
