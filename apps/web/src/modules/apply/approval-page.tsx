import { type ApplicationRow, applyActions } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { fill } from '../../kit/fill.ts';
import { LazyResourceForm } from '../../kit/form/lazy-form.tsx';
import { useMayCall } from '../../kit/list/use-may-call.ts';
import { resourcePage } from '../../kit/resource/resource-page.tsx';
import { actionsColumn } from './actions-column.ts';
import { type ApplyWords, refreshApplications, useApplyWords } from './apply-words.ts';

/** What approving gives, to how many, on whose quota: the question before the approval. */
function approveQuestion(words: ApplyWords['approval'], row: ApplicationRow): string {
  const common = { count: row.user_count, applicant: row.applicant_name };
  if (row.kind === 'props') {
    const days = fill(words.daysValue, { days: row.days ?? 0 });
    return fill(words.approvePropsQuestion, { ...common, item: row.item_name, each: row.item_count ?? 0, days });
  }
  const coins = { amount: (row.amount ?? 0).toLocaleString(), total: row.total_coins.toLocaleString() };
  return fill(words.approveQuestion, { ...common, ...coins });
}

/**
 * Approve and reject on a pending row. Each sends the row's hash, what the approver is looking at:
 * if the applicant changed it since, the server refuses and the list reloads with the new version.
 * Both need the password re-check, which the client asks for.
 */
function DecisionButtons({ row }: { row: ApplicationRow }) {
  const all = useApplyWords();
  const words = all.approval;
  const mayCall = useMayCall();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<'approve' | 'reject' | null>(null);
  const close = () => {
    setOpen(null);
    // After a refusal too: the row may have changed, and the approver must see its new version.
    refreshApplications(queryClient);
  };
  const seen = { id: row.id, hash: row.hash };
  return (
    <>
      {mayCall(applyActions.approveApply) && (
        <Button type="link" size="small" onClick={() => setOpen('approve')}>
          {words.approve}
        </Button>
      )}
      {mayCall(applyActions.rejectApply) && (
        <Button type="link" size="small" danger onClick={() => setOpen('reject')}>
          {words.reject}
        </Button>
      )}
      {open === 'approve' && (
        <LazyResourceForm
          spec={applyActions.approveApply}
          title={fill(words.approveTitle, { id: row.id })}
          okText={words.approve}
          intro={<p>{approveQuestion(words, row)}</p>}
          fields={[]}
          hiddenValues={seen}
          onClose={close}
        />
      )}
      {open === 'reject' && (
        <LazyResourceForm
          spec={applyActions.rejectApply}
          title={fill(words.rejectTitle, { id: row.id })}
          okText={words.reject}
          fields={[{ name: 'reason', label: all.fields.reject_reason, kind: 'textarea', required: true, maxLength: 500 }]}
          hiddenValues={seen}
          onClose={close}
        />
      )}
    </>
  );
}

const ApprovalList = resourcePage(applyActions.approvals, {
  testId: 'approval-list',
  scrollX: 1900,
  columns: (columns) => [
    ...columns,
    actionsColumn(
      (row) => <DecisionButtons row={row} />,
      150,
      (row) => row.state === 'pending',
    ),
  ],
});

/** Approval (menu 14004): the applications the caller may decide, never their own. */
export function ApprovalPage() {
  return (
    <div className="apply" data-testid="approval-page">
      <ApprovalList />
    </div>
  );
}
