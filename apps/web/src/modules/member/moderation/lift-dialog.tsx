import { translate } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Modal } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './moderation-texts.ts';
import { ApiError, api } from '../../../app/api/client.ts';
import { toast } from '../../../app/api/notify.ts';
import { currentWireLang } from '../../../app/i18n.ts';
import { useCloseGuard } from '../../../app/tabs/use-close-guard.ts';
import { ConfirmDialog } from '../../../kit/list/confirm-dialog.tsx';
import { refreshMember } from '../member-queries.ts';
import { type BanKind, checkLift, measureOf } from './ban-rules.ts';

interface Props {
  member: { id: number; nickname: string };
  kind: BanKind;
  onClose: () => void;
}

/** Lifts the measure of one kind in force on a member, with a reason, after a confirmation. */
export function LiftDialog({ member, kind, onClose }: Props) {
  const { t } = useTranslation('member');
  const queryClient = useQueryClient();
  const id = useId();
  const [open, setOpen] = useState(true);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  // Unsaved input asks before its tab closes ('close this page?', SPEC §2), as kit forms do.
  useCloseGuard(open && reason !== '');

  const run = async () => {
    try {
      await api(measureOf(kind).lift, { user_id: member.id, reason: reason.trim() }, { handles: [400] });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 400) setError(failure.fieldErrors.reason ?? failure.message);
      setConfirming(false);
      throw failure;
    }
    toast.success(translate('ok', currentWireLang()));
    await refreshMember(queryClient, member.id);
    setOpen(false);
  };

  // The question sits beside the dialog, not inside it: inside, antd would lift it above the shell's
  // password re-check, which must stay on top when the confirmed call asks for it.
  return (
    <>
      <Modal
        open={open}
        title={t('moderation.liftTitle', { measure: t(`kinds.${kind}`), nickname: member.nickname })}
        onCancel={() => setOpen(false)}
        afterClose={onClose}
        maskClosable={false}
        footer={
          <>
            <Button onClick={() => setOpen(false)}>{t('cancel')}</Button>
            <Button
              type="primary"
              onClick={() => {
                const problem = checkLift(reason, currentWireLang());
                setError(problem);
                if (!problem) setConfirming(true);
              }}
            >
              {t('moderation.lift')}
            </Button>
          </>
        }
      >
        <Form layout="vertical" component="div">
          <Form.Item
            label={t('moderation.liftReason')}
            htmlFor={id}
            required
            validateStatus={error ? 'error' : undefined}
            help={error}
          >
            <Input.TextArea
              id={id}
              rows={3}
              maxLength={500}
              showCount
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setError(null);
              }}
            />
          </Form.Item>
        </Form>
      </Modal>
      {confirming && (
        <ConfirmDialog
          title={t('moderation.confirmTitle')}
          question={t('moderation.confirmLift', { measure: t(`kinds.${kind}`), nickname: member.nickname })}
          onConfirm={run}
          onClose={() => setConfirming(false)}
        />
      )}
    </>
  );
}
