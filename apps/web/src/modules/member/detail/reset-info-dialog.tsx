import { memberEditActions, translate } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Checkbox, Form, Modal } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '../../../app/api/client.ts';
import { toast } from '../../../app/api/notify.ts';
import { currentWireLang } from '../../../app/i18n.ts';
import { useCloseGuard } from '../../../app/tabs/use-close-guard.ts';
import { refreshMember } from '../member-queries.ts';

const RESETTABLE = ['nickname', 'avatar', 'signature'] as const;
type Resettable = (typeof RESETTABLE)[number];

/** Member/resetUserInfo: puts the chosen profile fields back to the app's defaults. */
export function ResetInfoDialog({ member, onClose }: { member: { id: number; nickname: string }; onClose: () => void }) {
  const { t } = useTranslation('member');
  const queryClient = useQueryClient();
  const id = useId();
  const [open, setOpen] = useState(true);
  const [fields, setFields] = useState<Resettable[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Unsaved input asks before its tab closes ('close this page?', SPEC §2), as kit forms do.
  useCloseGuard(open && fields.length > 0);

  const submit = async () => {
    const lang = currentWireLang();
    if (fields.length === 0) {
      setError(translate('required', lang));
      return;
    }
    setBusy(true);
    try {
      await api(memberEditActions.resetUserInfo, { user_id: member.id, fields }, { handles: [400] });
      toast.success(translate('ok', lang));
      await refreshMember(queryClient, member.id);
      setOpen(false);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 400) setError(failure.fieldErrors.fields ?? failure.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('reset.title', { nickname: member.nickname })}
      okText={t('reset.ok')}
      cancelText={t('cancel')}
      okButtonProps={{ danger: true }}
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={() => setOpen(false)}
      afterClose={onClose}
    >
      <Form layout="vertical" component="div">
        <Form.Item
          label={<span id={id}>{t('reset.fields')}</span>}
          required
          validateStatus={error ? 'error' : undefined}
          help={error}
        >
          <Checkbox.Group
            role="group"
            aria-labelledby={id}
            value={fields}
            onChange={(next) => {
              setFields(next as Resettable[]);
              setError(null);
            }}
            options={RESETTABLE.map((field) => ({ value: field, label: t(`fields.${field}`) }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
