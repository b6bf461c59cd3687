import { roomSupportActions } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api/client.ts';
import { useUiLang } from '../../app/i18n.ts';
import { useCloseGuard } from '../../app/tabs/use-close-guard.ts';
import { listKey } from '../../kit/list/resource-list.tsx';
import { Notice } from '../../kit/notice.tsx';
import { useReleaseFlow } from './release-flow.tsx';

const { activitySupports, activityRoomSupportBatch } = roomSupportActions;
type Values = { room_nos: string; activity: string; amount: number; reason?: string };

/**
 * The activity support batch (Room activityRoomSupportBatch): room numbers, the activity, the coins
 * per owner and a reason. All rooms or none: a refusal (an unknown, blacklisted or out-of-region
 * room) shows here and changes nothing; rooms released within 6 days or twice this week are asked
 * about (the server's question) before anything is granted.
 */
export function BatchDialog({ onClose }: { onClose: () => void }) {
  const words = roomSupportActions.supportGrantLabels[useUiLang()].screen;
  const { t } = useTranslation('kit');
  const queryClient = useQueryClient();
  const release = useReleaseFlow();
  const [form] = Form.useForm<Values>();
  const [open, setOpen] = useState(true);
  const [typed, setTyped] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  // Rooms typed and not yet granted: closing the tab asks first (SPEC §2).
  useCloseGuard(open && typed);
  const submit = async (values: Values) => {
    setBusy(true);
    setRefusal(null);
    try {
      await release.start(activityRoomSupportBatch, values, () => {
        void queryClient.invalidateQueries({ queryKey: listKey(activitySupports.list) });
        setOpen(false);
      });
    } catch (error) {
      if (error instanceof ApiError && !error.transport) setRefusal({ message: error.message, fields: error.fieldErrors });
    } finally {
      setBusy(false);
    }
  };
  const fieldError = (name: keyof Values) => refusal?.fields[name];
  return (
    <Modal
      open={open}
      title={words.batch}
      okText={t('confirm')}
      cancelText={t('cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={() => setOpen(false)}
      afterClose={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        onValuesChange={() => setTyped(true)}
        data-testid="activity-batch-form"
      >
        {refusal && <Notice tone="error">{refusal.message}</Notice>}
        <Form.Item
          name="room_nos"
          label={words.roomNos}
          extra={words.roomNosHelp}
          rules={[{ required: true, message: words.roomNos }]}
          validateStatus={fieldError('room_nos') ? 'error' : undefined}
          help={fieldError('room_nos')}
        >
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
        <Form.Item name="activity" label={words.activity} rules={[{ required: true, message: words.activity }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="amount" label={words.amount} rules={[{ required: true, message: words.amount }]}>
          <InputNumber min={1} max={300_000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="reason" label={words.reason}>
          <Input.TextArea rows={2} maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
