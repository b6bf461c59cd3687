import { moderationActions } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Input } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '../../../app/api/client.ts';
import { formatUnixTime } from '../../../kit/format.ts';
import { useMayCall } from '../../../kit/list/use-may-call.ts';
import { memberPartKey } from '../member-queries.ts';
import { DetailTable } from './detail-table.tsx';

type Memo = { id: number; content: string; done: boolean; created_by_name: string; created_at: number };

/** The note's length limit, as uidMemoAdd declares it (a special action's field). */
const MAX_CONTENT = moderationActions.uidMemoAdd.special.fields.content.max;

/** Staff notes on the member (uidMemoList, uidMemoAdd, uidMemoStatus). */
export function MemoList({ userId }: { userId: number }) {
  const { t } = useTranslation('member');
  const queryClient = useQueryClient();
  const mayCall = useMayCall();
  const inputId = useId();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const key = memberPartKey(userId, 'memos');
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const mayEdit = mayCall(moderationActions.uidMemoAdd);

  const add = async () => {
    setBusy(true);
    setError(null);
    try {
      await api(moderationActions.uidMemoAdd, { user_id: userId, content }, { handles: [400] });
      setContent('');
      await refresh();
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 400) setError(failure.fieldErrors.content ?? failure.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="member-memos">
      {mayEdit && (
        <div className="member-memos__add">
          <label htmlFor={inputId} className="visually-hidden">
            {t('memo.new')}
          </label>
          <Input.TextArea
            id={inputId}
            rows={2}
            maxLength={MAX_CONTENT}
            placeholder={t('memo.new')}
            value={content}
            status={error ? 'error' : undefined}
            onChange={(event) => setContent(event.target.value)}
          />
          <Button type="primary" loading={busy} onClick={() => void add()}>
            {t('memo.add')}
          </Button>
          {error && (
            <span className="member-memos__error" role="alert">
              {error}
            </span>
          )}
        </div>
      )}
      <DetailTable<Memo>
        queryKey={key}
        spec={moderationActions.uidMemoList}
        input={{ user_id: userId }}
        rowKey="id"
        columns={[
          {
            key: 'done',
            title: t('memo.done'),
            width: 80,
            render: (_, row) => (
              <Checkbox
                checked={row.done}
                disabled={!mayCall(moderationActions.uidMemoStatus)}
                aria-label={t('memo.done')}
                onChange={async (event) => {
                  await api(moderationActions.uidMemoStatus, { user_id: userId, id: row.id, done: event.target.checked }).catch(
                    () => undefined,
                  );
                  await refresh();
                }}
              />
            ),
          },
          { key: 'content', title: t('memo.content'), dataIndex: 'content' },
          { key: 'by', title: t('memo.by'), dataIndex: 'created_by_name', width: 120 },
          { key: 'at', title: t('memo.at'), width: 170, render: (_, row) => formatUnixTime(row.created_at) },
        ]}
      />
    </div>
  );
}
