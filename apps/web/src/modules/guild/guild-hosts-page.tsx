import { guildActions, hostActions } from '@console/contract';
import { useUiLang } from '../../app/i18n.ts';
import { resourcePage } from '../../kit/resource/resource-page.tsx';
import { pickedField, pickedFilter } from '../../kit/resource/row-picker.tsx';
import { ScreenTabs } from '../../kit/screen-tabs.tsx';
import { AddGuildHost } from './add-guild-host.tsx';
import { HostGroupSelect } from './host-group-select.tsx';

const { guildHosts, guildHostRecords } = guildActions;

const HostList = resourcePage(guildHosts, {
  testId: 'guild-hosts',
  extra: AddGuildHost,
  // The host group is chosen by name among the groups of the admin's regions, not typed as a number.
  commands: { group: { fields: (fields) => pickedField(fields, 'host_group_id', HostGroupSelect) } },
  filters: (filters, words) => pickedFilter(filters, 'host_group_id', HostGroupSelect, words),
});
const RecordList = resourcePage(guildHostRecords, { testId: 'guild-host-records' });
const GroupList = resourcePage(hostActions.hostGroups, { testId: 'host-groups' });

/** A guild's hosts (menu 5002, opened from a guild with `?guild_id=`): the hosts, who joined and left when, and the host groups. */
export function GuildHostsPage() {
  const lang = useUiLang();
  return (
    <ScreenTabs
      data-testid="guild-hosts-page"
      tabs={[
        { key: 'hosts', label: guildHosts.labels[lang].tab ?? '', body: HostList },
        { key: 'records', label: guildHostRecords.labels[lang].tab ?? '', body: RecordList },
        { key: 'groups', label: hostActions.hostGroups.labels[lang].tab ?? '', body: GroupList },
      ]}
    />
  );
}
