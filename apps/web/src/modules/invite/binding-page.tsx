import { inviteActions } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLang } from '../../app/i18n.ts';
import { LazyImportForm } from '../../kit/form/lazy-form.tsx';
import { listKey } from '../../kit/list/resource-list.tsx';
import { useMayCall } from '../../kit/list/use-may-call.ts';
import { Panel } from '../../kit/panel.tsx';

const { bindInviteExcel, invitations, inviteLabels } = inviteActions;

/**
 * Batch binding (menu 19002, hidden; Invite/bindInviteExcel): one inviter, invitees from an xlsx's
 * first column and/or a pasted list. All or none: the kit's import form shows the per-row report of
 * a refused file (unknown member, already bound, the inviter themself, a repeat…), nothing bound.
 */
export function BindingPage() {
  const { t } = useTranslation('kit');
  const lang = useUiLang();
  const labels = inviteLabels[lang];
  const mayCall = useMayCall();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  return (
    <Panel data-testid="invite-binding" title={labels.screen.import}>
      <Typography.Paragraph>{labels.screen.importHelp}</Typography.Paragraph>
      {mayCall(bindInviteExcel) && (
        <Button type="primary" data-testid="invite-bind-batch" onClick={() => setOpen(true)}>
          {labels.screen.import}
        </Button>
      )}
      {open && (
        <LazyImportForm
          spec={bindInviteExcel}
          title={labels.screen.import}
          okText={t('import')}
          fields={[
            { name: 'inviter_id', label: labels.fields.inviter_id, kind: 'int', required: true },
            { name: 'file', label: t('chooseFile'), kind: 'xlsx' },
            {
              name: 'invitee_ids',
              label: labels.screen.inviteeIds,
              kind: 'textarea',
              help: labels.screen.importHelp,
              maxLength: 200_000,
            },
          ]}
          onDone={() => void queryClient.invalidateQueries({ queryKey: listKey(invitations.list) })}
          onClose={() => setOpen(false)}
        />
      )}
    </Panel>
  );
}
