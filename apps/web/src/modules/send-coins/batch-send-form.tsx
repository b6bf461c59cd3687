import { COIN_ISSUE_TYPE_LABELS, coinBatchActions, jobActions, ledgerActions, sendCoinsActions } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Progress } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '../../app/api/client.ts';
import { useUiLang } from '../../app/i18n.ts';
import { fill } from '../../kit/fill.ts';
import { FailedRows } from '../../kit/form/import-report.tsx';
import { LazyResourceForm } from '../../kit/form/lazy-form.tsx';
import { followJob, type JobStatus } from '../../kit/list/follow-job.ts';
import { listKey } from '../../kit/list/resource-list.tsx';
import { useMayCall } from '../../kit/list/use-may-call.ts';
import { type BatchWords, useBatchWords } from './batch-words.ts';

const { batchSend, coinBatches } = coinBatchActions;
type BatchSent = { batch_id: number; job_id: string; members: number; total: number };

/**
 * The batch tab's "Batch send coins" button and form (SendCoins/batchSend): member ids from an
 * xlsx's first column and/or pasted, the same amount each. The client runs the password re-check;
 * a refused batch shows its failed rows as an import's report (nothing was sent), a sent one its
 * members and total and the job's progress until it is posted. Shown to who may send.
 */
export function BatchSendButton() {
  const lang = useUiLang();
  const words = useBatchWords();
  const mayCall = useMayCall();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  if (!mayCall(batchSend)) return null;
  return (
    <div className="send-coins__batch-bar">
      <Button type="primary" data-testid="batch-send" onClick={() => setOpen(true)}>
        {words.send}
      </Button>
      {open && (
        <LazyResourceForm
          spec={batchSend}
          title={words.send}
          okText={words.send}
          intro={<p className="send-coins__intro">{words.intro}</p>}
          fields={[
            { name: 'file', label: words.file, kind: 'xlsx' },
            { name: 'ids', label: words.ids, kind: 'textarea', help: words.idsHelp, maxLength: 100_000 },
            { name: 'amount', label: words.amount, kind: 'int', required: true, help: words.amountHelp },
            {
              name: 'issue_type',
              label: words.issueType,
              kind: 'select',
              required: true,
              placeholder: words.choose,
              options: ledgerActions.COIN_ISSUE_TYPES.map((type) => ({ value: type, label: COIN_ISSUE_TYPE_LABELS[lang][type] })),
            },
            { name: 'reason', label: words.reason, kind: 'textarea', required: true, maxLength: 200 },
          ]}
          onDone={() => void queryClient.invalidateQueries({ queryKey: listKey(coinBatches.list) })}
          renderRefusal={(error) => <FailedRows error={error} />}
          renderResult={(output) => <BatchResult sent={output as BatchSent} words={words} />}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  );
}

/** A sent batch: its members and total, then its job's progress (Job/status each second) until posted. */
function BatchResult({ sent, words }: { sent: BatchSent; words: BatchWords }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<JobStatus | null>(null);
  useEffect(() => {
    // No job id: the sending node runs no jobs, so another node's sweep posts the batch later.
    if (!sent.job_id) return;
    let left = false;
    followJob({
      fetchStatus: () => api(jobActions.jobStatus, { id: sent.job_id }),
      onProgress: setStatus,
      stopped: () => left,
    })
      .then((last) => {
        if (left || last.state !== 'completed') return;
        // Posted: the batch row's counts and the issue records changed.
        void queryClient.invalidateQueries({ queryKey: listKey(coinBatches.list) });
        void queryClient.invalidateQueries({ queryKey: listKey(sendCoinsActions.coinIssueRecords.list) });
      })
      // The client has already said why a status could not be read; the batch row still tells.
      .catch(() => undefined);
    return () => {
      left = true;
    };
  }, [sent.job_id, queryClient]);
  const state = status?.state;
  const finished = state === 'completed' || state === 'failed' || state === 'cancelled';
  return (
    <div className="send-coins__result" role="status" data-testid="batch-send-result">
      <p>{fill(words.queued, { batch: sent.batch_id, members: sent.members, total: sent.total.toLocaleString() })}</p>
      {!sent.job_id && <p>{words.noJob}</p>}
      {sent.job_id && (
        <div className="send-coins__progress" data-testid="batch-send-progress">
          <span>{words.progress}</span>
          <Progress
            percent={state === 'completed' ? 100 : (status?.progress ?? 0)}
            status={state === 'completed' ? 'success' : finished ? 'exception' : 'active'}
            size="small"
          />
          {state === 'completed' && <strong data-testid="batch-send-done">{words.done}</strong>}
          {finished && state !== 'completed' && <span>{words.jobFailed}</span>}
        </div>
      )}
    </div>
  );
}
