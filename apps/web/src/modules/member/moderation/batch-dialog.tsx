import { memberActions, moderationActions } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import './moderation-texts.ts';
import type { FormField } from '../../../kit/form/form-types.ts';
import { ImportForm } from '../../../kit/form/import-form.tsx';
import { listKey } from '../../../kit/list/resource-list.tsx';
import { durationOptions, reasonOptions } from './moderation-options.ts';

/**
 * Batch ban or unban (Member/gatherBan, gatherUnblock) of pasted ids or an xlsx: all or nothing,
 * so a refusal lists every row that stopped it and nothing changed.
 */
export function BatchDialog({ mode, onClose }: { mode: 'ban' | 'unban'; onClose: () => void }) {
  const { t } = useTranslation('member');
  const queryClient = useQueryClient();
  const source: FormField[] = [
    { name: 'ids', label: t('batch.ids'), kind: 'textarea', placeholder: t('batch.idsHint'), maxLength: 100_000 },
    { name: 'file', label: t('batch.file'), kind: 'xlsx', help: t('batch.fileHint') },
  ];
  const fields: FormField[] =
    mode === 'ban'
      ? [
          ...source,
          { name: 'reason', label: t('moderation.reason'), kind: 'select', options: reasonOptions(t), required: true },
          { name: 'duration', label: t('moderation.duration'), kind: 'radio', options: durationOptions(t), required: true },
          { name: 'evidence_text', label: t('moderation.evidenceText'), kind: 'textarea', maxLength: 2000 },
        ]
      : [...source, { name: 'reason', label: t('moderation.liftReason'), kind: 'textarea', maxLength: 500, required: true }];
  return (
    <ImportForm
      spec={mode === 'ban' ? moderationActions.gatherBan : moderationActions.gatherUnblock}
      title={mode === 'ban' ? t('batch.banTitle') : t('batch.unbanTitle')}
      okText={mode === 'ban' ? t('batch.banOk') : t('batch.unbanOk')}
      intro={<p className="member-dialog__intro">{t('batch.intro')}</p>}
      fields={fields}
      onClose={onClose}
      onDone={() => void queryClient.invalidateQueries({ queryKey: listKey(memberActions.memberList) })}
    />
  );
}
