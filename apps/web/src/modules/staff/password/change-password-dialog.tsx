import '../staff-texts.ts';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../app/api/notify.ts';
import { ChangePasswordForm } from './change-password-form.tsx';

/** "Change password" of the user menu; the server keeps this session and ends the others. */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('staff');
  const done = () => {
    toast.success(t('password.changed'));
    onClose();
  };
  return (
    <Modal open title={t('password.title')} onCancel={onClose} footer={null} destroyOnHidden maskClosable={false}>
      <ChangePasswordForm onDone={done} />
    </Modal>
  );
}
