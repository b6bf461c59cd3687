import { type ActionOutput, ledgerActions } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Spin } from 'antd';
import { useState } from 'react';
import { ApiError, api } from '../../app/api/client.ts';
import { fill } from '../../kit/fill.ts';
import { Notice } from '../../kit/notice.tsx';
import { Table } from '../../kit/table.tsx';
import { useSendCoinsWords } from './send-coins-words.ts';

type Report = ActionOutput<typeof ledgerActions.ledgerCheck>;
type Mismatch = Report['mismatches'][number];

/** Ledger/ledgerCheck: every balance against its entries, every posting against zero. An empty report is the good one. */
export function LedgerCheckDialog({ onClose }: { onClose: () => void }) {
  const words = useSendCoinsWords();
  const [open, setOpen] = useState(true);
  const check = useQuery({
    queryKey: ['sendCoins', 'ledgerCheck'],
    queryFn: ({ signal }) => api(ledgerActions.ledgerCheck, {}, { signal, handles: [400] }),
    // Each opening checks anew: a report is only as good as the moment it was made.
    gcTime: 0,
    retry: false,
  });
  const report = check.data;
  const error = check.error instanceof ApiError && !check.error.transport ? check.error.message : null;
  return (
    <Modal
      open={open}
      title={words.checkTitle}
      onCancel={() => setOpen(false)}
      afterClose={onClose}
      width={640}
      footer={
        <Button type="primary" onClick={() => setOpen(false)}>
          {words.close}
        </Button>
      }
    >
      <div data-testid="ledger-check-report">
        {check.isFetching && <Spin />}
        {error && <Notice tone="error">{error}</Notice>}
        {report && !check.isFetching && <ReportBody report={report} words={words} />}
      </div>
    </Modal>
  );
}

function ReportBody({ report, words }: { report: Report; words: ReturnType<typeof useSendCoinsWords> }) {
  if (report.mismatches.length === 0 && report.unbalanced_postings.length === 0) {
    return (
      <p className="ledger-check__ok" role="status">
        {fill(words.checkBalanced, { members: report.members.toLocaleString(), postings: report.postings.toLocaleString() })}
      </p>
    );
  }
  return (
    <>
      {report.mismatches.length > 0 && (
        <>
          <Notice tone="error">{words.checkMismatches}</Notice>
          <Table<Mismatch>
            size="small"
            pagination={false}
            rowKey={(row) => `${row.member_id}|${row.currency}`}
            dataSource={report.mismatches}
            columns={[
              { key: 'member', title: words.checkMember, dataIndex: 'member_id' },
              { key: 'currency', title: words.checkCurrency, render: (_, row) => words.currencies[row.currency] },
              { key: 'balance', title: words.checkBalance, dataIndex: 'balance', align: 'right' },
              { key: 'ledger', title: words.checkLedger, dataIndex: 'ledger', align: 'right' },
            ]}
          />
        </>
      )}
      {report.unbalanced_postings.length > 0 && (
        <>
          <Notice tone="error">{words.checkUnbalanced}</Notice>
          <p className="ledger-check__postings">{report.unbalanced_postings.join(', ')}</p>
        </>
      )}
    </>
  );
}
