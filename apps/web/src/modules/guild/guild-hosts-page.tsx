import { guildActions, hostActions } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useUiLang } from '../../app/i18n.ts';
import { LazyResourceForm } from '../../kit/form/lazy-form.tsx';
import { listKey } from '../../kit/list/resource-list.tsx';
import { resourcePage } from '../../kit/resource/resource-page.tsx';
import { ScreenTabs } from '../../kit/screen-tabs.tsx';
import { AddGuildHost } from './add-guild-host.tsx';
import { HostGroupSelect } from './host-group-select.tsx';

const { guildHosts, guildHostRecords } = guildActions;
type Row = Record<string, unknown> & { id: number };

/** Opens the host group form of a row (the kit's command form would ask for a bare number). */
let openGroupForm: ((row: Row) => void) | null = null;

const HostList = resourcePage(guildHosts, {
  testId: 'guild-hosts',
  extra: AddGuildHost,
  commands: { group: { shown: () => false } },
  rowActions: ({ words }) => [
    {
      key: 'group-picker',
      label: words.screen('group') ?? 'Group',
      spec: guildHosts.commandSpecs.group,
      open: (row) => openGroupForm?.(row),
    },
  ],
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

/** A host's group, chosen among the groups of the admin's regions. */
function GroupForm() {
  const lang = useUiLang();
  const labels = guildActions.guildHostLabels[lang];
  const queryClient = useQueryClient();
  const [row, setRow] = useState<Row | null>(null);
  openGroupForm = setRow;
  const spec = guildHosts.commandSpecs.group;
  if (!row || !spec) return null;
  return (
    <LazyResourceForm
      spec={spec}
      title={labels.actions.guildHostGroup}
      initial={row.host_group_id ? { host_group_id: row.host_group_id } : {}}
      hiddenValues={{ id: row.id }}
      fields={[
        {
          name: 'host_group_id',
          label: labels.fields.host_group_id,
          kind: 'int',
          required: true,
          render: ({ id, value, onChange }) => (
            <HostGroupSelect
              id={id}
              aria-label={labels.fields.host_group_id}
              value={value as number | null}
              onChange={onChange}
            />
          ),
        },
      ]}
      onDone={() => void queryClient.invalidateQueries({ queryKey: listKey(guildHosts.list) })}
      onClose={() => setRow(null)}
    />
  );
}

/** A guild's hosts (menu 5002, opened from a guild with `?guild_id=`): the hosts, who joined and left when, and the host groups. */
export function GuildHostsPage() {
  const lang = useUiLang();
  return (
    <>
      <ScreenTabs
        data-testid="guild-hosts-page"
        tabs={[
          { key: 'hosts', label: guildHosts.labels[lang].tab ?? '', body: HostList },
          { key: 'records', label: guildHostRecords.labels[lang].tab ?? '', body: RecordList },
          { key: 'groups', label: hostActions.hostGroups.labels[lang].tab ?? '', body: GroupList },
        ]}
      />
      <GroupForm />
    </>
  );
}
