import { sessionActions, translate } from '@console/contract';
import { Form, Input, Modal } from 'antd';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { AntdProvider } from './antd-provider.tsx';
import { api } from './api/client.ts';
import { finishRecheck, isRecheckOpen, onRecheckChange, recheckedCall } from './api/recheck.ts';
import { currentWireLang } from './i18n.ts';

interface Values {
  password: string;
}

/**
 * SPEC §4: opens on a 405; a correct password lets the parked calls run once more. For an action that
 * asks every time it says so, and the re-check names the call.
 */
export function RecheckModal() {
  const { t } = useTranslation('shell');
  const open = useSyncExternalStore(onRecheckChange, isRecheckOpen);
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) form.resetFields();
  }, [open, form]);

  const confirm = async () => {
    const { password } = await form.validateFields();
    setBusy(true);
    try {
      // A wrong password is a 400 whose msg the client shows; the modal stays for another try.
      await api(sessionActions.checkAdminPwd, { password, ...recheckedCall() });
      form.resetFields();
      finishRecheck(true);
    } catch {
      form.setFieldValue('password', '');
    } finally {
      setBusy(false);
    }
  };

  return (
    <AntdProvider>
      <Modal
        open={open}
        title={t('recheck.title')}
        okText={t('recheck.confirm')}
        cancelText={t('recheck.cancel')}
        confirmLoading={busy}
        onOk={() => void confirm().catch(() => undefined)}
        onCancel={() => finishRecheck(false)}
        destroyOnHidden
        maskClosable={false}
      >
        <p>{translate(recheckedCall() ? 'recheck_each_time' : 'recheck_required', currentWireLang())}</p>
        <Form<Values> form={form} layout="vertical" onFinish={() => void confirm().catch(() => undefined)}>
          <Form.Item
            label={t('recheck.password')}
            name="password"
            rules={[{ required: true, whitespace: true, message: translate('password_empty', currentWireLang()) }]}
          >
            <Input.Password autoComplete="current-password" placeholder={t('recheck.placeholder')} autoFocus />
          </Form.Item>
        </Form>
      </Modal>
    </AntdProvider>
  );
}
