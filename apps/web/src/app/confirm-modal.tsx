import { Modal } from 'antd';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { AntdProvider } from './antd-provider.tsx';
import { answerConfirm, onQuestionChange, openQuestion } from './api/confirm.ts';

/** DESIGN §3 status 409: the server's question and what it is about; yes sends the call again, confirmed. */
export function ConfirmModal() {
  const { t } = useTranslation('kit');
  const question = useSyncExternalStore(onQuestionChange, openQuestion);
  return (
    <AntdProvider>
      <Modal
        open={question !== null}
        title={t('confirmTitle')}
        okText={t('confirm')}
        cancelText={t('cancel')}
        onOk={() => answerConfirm(true)}
        onCancel={() => answerConfirm(false)}
        maskClosable={false}
        destroyOnHidden
      >
        <div data-testid="confirm-question">
          <p>{question?.message}</p>
          {question && question.lines.length > 0 && (
            <ul>
              {question.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </div>
      </Modal>
    </AntdProvider>
  );
}
