import '../staff-texts.ts';
import { staffActions, translate } from '@console/contract';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '../../../app/api/client.ts';
import { currentWireLang } from '../../../app/i18n.ts';
import { Notice } from '../../../kit/notice.tsx';

interface Values {
  old_password: string;
  new_password: string;
  confirm: string;
}

/** The contract's rule (12+ characters), checked before the call so the admin sees it at once. */
const MIN_LENGTH = 12;

/** Admin/changeOwnPassword: the current (or temporary) password, then the new one twice. */
export function ChangePasswordForm({ onDone, submitText }: { onDone: () => void; submitText?: string }) {
  const { t } = useTranslation('staff');
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const wire = currentWireLang();

  const submit = async ({ old_password, new_password }: Values) => {
    setBusy(true);
    setRefusal(null);
    try {
      await api(staffActions.changeOwnPassword, { old_password, new_password }, { handles: [400, 403] });
      onDone();
    } catch (error) {
      if (!(error instanceof ApiError) || error.transport) return;
      const fields = error.fieldErrors;
      const shown = (['old_password', 'new_password'] as const).filter((name) => fields[name]);
      form.setFields(shown.map((name) => ({ name, errors: [fields[name] as string] })));
      if (shown.length === 0) setRefusal(error.message);
    } finally {
      setBusy(false);
    }
  };

  const required = { required: true, whitespace: true, message: translate('password_empty', wire) };
  return (
    <Form<Values> form={form} layout="vertical" onFinish={(values) => void submit(values)} requiredMark={false}>
      <Form.Item label={t('password.old')} name="old_password" rules={[required]}>
        <Input.Password autoComplete="current-password" autoFocus />
      </Form.Item>
      <Form.Item
        label={t('password.new')}
        name="new_password"
        extra={t('password.rule')}
        rules={[required, { min: MIN_LENGTH, message: translate('password_short', wire) }]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label={t('password.confirm')}
        name="confirm"
        dependencies={['new_password']}
        rules={[
          required,
          ({ getFieldValue }) => ({
            validator: (_rule, value) =>
              value === getFieldValue('new_password') ? Promise.resolve() : Promise.reject(new Error(t('password.mismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      {refusal && <Notice tone="error">{refusal}</Notice>}
      <Button type="primary" htmlType="submit" loading={busy} block>
        {submitText ?? t('password.submit')}
      </Button>
    </Form>
  );
}
