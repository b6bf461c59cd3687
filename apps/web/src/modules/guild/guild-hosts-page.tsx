import { guildActions, hostActions } from '@console/contract';
import { useUiLang } from '../../app/i18n.ts';
import { resourcePage } from '../../kit/resource/resource-page.tsx';
import { ScreenTabs } from '../../kit/screen-tabs.tsx';
import { AddGuildHost } from './add-guild-host.tsx';
import { HostGroupSelect } from './host-group-select.tsx';

const { guildHosts, guildHostRecords } = guildActions;

const HostList = resourcePage(guildHosts, {
  testId: 'guild-hosts',
  extra: AddGuildHost,
  // The host group is chosen by name among the groups of the admin's regions, not typed as a number.
  commands: {
    group: {
      fields: (fields) =>
        fields.map((field) =>
          field.name === 'host_group_id'
            ? {
                ...field,
                required: true,
                render: ({ id, value, onChange }) => (
                  <HostGroupSelect id={id} aria-label={field.label} value={value as number | null} onChange={onChange} />
                ),
              }
            : field,
        ),
    },
  },
  filters: (filters, words) =>
    filters.map((filter) =>
      filter.name === 'host_group_id'
        ? {
            ...filter,
            render: ({ id, value, onChange }) => (
              <HostGroupSelect
                id={id}
                aria-label={words.field('host_group_id')}
                placeholder={words.common('choose')}
                value={typeof value === 'number' ? value : undefined}
                onChange={onChange}
              />
            ),
          }
        : filter,
    ),
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
