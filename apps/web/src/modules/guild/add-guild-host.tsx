import { actionKey, guildActions } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { useUiLang } from '../../app/i18n.ts';
import { LazyResourceForm } from '../../kit/form/lazy-form.tsx';
import { listKey } from '../../kit/list/resource-list.tsx';
import { useMayCall } from '../../kit/list/use-may-call.ts';
import { useOwnSearch } from '../../kit/use-own-search.ts';

const { guildHostAdd, guildHosts, guildHostRecords } = guildActions;

/** The guild hosts tab's add button: a member by user id or pretty number into the guild the screen was opened for. */
export function AddGuildHost() {
  const lang = useUiLang();
  const labels = guildActions.guildHostLabels[lang];
  const mayCall = useMayCall();
  const search = useOwnSearch();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  if (!mayCall(guildHostAdd)) return null;
  const guildId = Number(new URLSearchParams(search).get('guild_id')) || undefined;
  return (
    <div style={{ marginBottom: 12 }}>
      <Button type="primary" data-testid="add-guild-host" onClick={() => setOpen(true)}>
        {labels.screen.add}
      </Button>
      {open && (
        <LazyResourceForm
          spec={guildHostAdd}
          title={labels.screen.add}
          initial={guildId ? { guild_id: guildId } : {}}
          fields={[
            // The kit's ref control: the guild's name shows beside the id typed (the action's reference names it).
            {
              name: 'guild_id',
              label: labels.fields.guild_id,
              kind: 'ref',
              required: true,
              lookup: { action: actionKey(guildHostAdd), field: 'guild_id', entity: 'guild' },
            },
            { name: 'user_no', label: labels.fields.user_no, kind: 'int', required: true, help: labels.help.user_no },
            {
              name: 'host_group_id',
              label: labels.fields.host_group_id,
              kind: 'ref',
              lookup: { action: actionKey(guildHostAdd), field: 'host_group_id', entity: 'hostGroup' },
            },
          ]}
          onDone={() => {
            void queryClient.invalidateQueries({ queryKey: listKey(guildHosts.list) });
            void queryClient.invalidateQueries({ queryKey: listKey(guildHostRecords.list) });
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  );
}
