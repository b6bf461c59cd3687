import { Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  title: string;
  question: string;
  danger?: boolean;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/** The yes/no before a destructive action; loaded with the first one. Stays open while it runs. */
export function ConfirmDialog({ title, question, danger, onConfirm, onClose }: Props) {
  const { t } = useTranslation('kit');
  const [open, setOpen] = useState(true);
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={open}
      title={title}
      okText={t('confirm')}
      cancelText={t('cancel')}
      okButtonProps={{ danger }}
      confirmLoading={busy}
      onCancel={() => setOpen(false)}
      afterClose={onClose}
      onOk={async () => {
        setBusy(true);
        try {
          await onConfirm();
          setOpen(false);
        } catch {
          // The client showed why; the question stays for another try or a cancel.
        } finally {
          setBusy(false);
        }
      }}
    >
      <p>{question}</p>
    </Modal>
  );
}
