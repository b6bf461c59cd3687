import { coinBatchActions } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Spin } from 'antd';
import { useState } from 'react';
import { ApiError, api } from '../../app/api/client.ts';
import { fill } from '../../kit/fill.ts';
import { Notice } from '../../kit/notice.tsx';
import { Table } from '../../kit/table.tsx';
import type { BatchWords } from './batch-words.ts';

type Failure = { member_id: number; reason: string };

/** SendCoins/batchFailures: each member of the batch that could not be credited, with the reason. */
export function FailuresDialog({ batchId, words, onClose }: { batchId: number; words: BatchWords; onClose: () => void }) {
  const [open, setOpen] = useState(true);
  const failures = useQuery({
    queryKey: ['sendCoins', 'batchFailures', batchId],
    queryFn: ({ signal }) => api(coinBatchActions.batchFailures, { id: batchId }, { signal, handles: [400, 404] }),
    retry: false,
  });
  const error = failures.error instanceof ApiError && !failures.error.transport ? failures.error.message : null;
  const data = failures.data;
  return (
    <Modal
      open={open}
      title={fill(words.failuresTitle, { batch: batchId })}
      onCancel={() => setOpen(false)}
      afterClose={onClose}
      width={560}
      footer={
        <Button type="primary" onClick={() => setOpen(false)}>
          {words.close}
        </Button>
      }
    >
      <div data-testid="batch-failures-list">
        {failures.isFetching && <Spin />}
        {error && <Notice tone="error">{error}</Notice>}
        {data && (
          <>
            <p>{fill(words.failuresTotal, { total: data.total })}</p>
            <Table<Failure>
              size="small"
              rowKey={(failure) => String(failure.member_id)}
              dataSource={data.list}
              pagination={data.list.length > 10 ? { pageSize: 10, size: 'small' } : false}
              columns={[
                { key: 'member', title: words.member, dataIndex: 'member_id', width: 140 },
                { key: 'reason', title: words.failureReason, dataIndex: 'reason' },
              ]}
            />
          </>
        )}
      </div>
    </Modal>
  );
}
