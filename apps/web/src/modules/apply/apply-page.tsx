import { PlusOutlined } from '@ant-design/icons';
import { type ApplicationRow, applyActions, COMMON_LABELS } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { currentSession } from '../../app/session.ts';
import { fill } from '../../kit/fill.ts';
import { LazyResourceForm } from '../../kit/form/lazy-form.tsx';
import { useMayCall } from '../../kit/list/use-may-call.ts';
import { resourcePage } from '../../kit/resource/resource-page.tsx';
import { actionsColumn } from './actions-column.ts';
import { refreshApplications, useApplyWords } from './apply-words.ts';
import './apply.css';

const CoinApplyForm = lazy(() => import('./coin-apply-form.tsx').then((m) => ({ default: m.CoinApplyForm })));
const PropApplyForm = lazy(() => import('./prop-apply-form.tsx').then((m) => ({ default: m.PropApplyForm })));

/** The applicant's own pending row: the only one they may still change. */
const isOwnPending = (row: ApplicationRow) => row.state === 'pending' && row.applicant_id === currentSession()?.uid;

/** Edit and withdraw, on the applicant's own pending rows only (the server refuses anyone else). */
function ApplicantButtons({ row }: { row: ApplicationRow }) {
  const words = useApplyWords();
  const mayCall = useMayCall();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<'edit' | 'withdraw' | null>(null);
  const close = () => setOpen(null);
  return (
    <>
      {mayCall(row.kind === 'props' ? applyActions.editPropsApply : applyActions.editCoinsApply) && (
        <Button type="link" size="small" onClick={() => setOpen('edit')}>
          {COMMON_LABELS[words.lang].edit}
        </Button>
      )}
      {mayCall(applyActions.withdrawApply) && (
        <Button type="link" size="small" danger onClick={() => setOpen('withdraw')}>
          {words.apply.withdraw}
        </Button>
      )}
      <Suspense fallback={null}>
        {open === 'edit' &&
          (row.kind === 'props' ? <PropApplyForm row={row} onClose={close} /> : <CoinApplyForm row={row} onClose={close} />)}
      </Suspense>
      {open === 'withdraw' && (
        <LazyResourceForm
          spec={applyActions.withdrawApply}
          title={words.apply.withdraw}
          okText={words.apply.withdraw}
          intro={<p>{fill(words.apply.withdrawQuestion, { id: row.id })}</p>}
          fields={[]}
          hiddenValues={{ id: row.id }}
          onDone={() => refreshApplications(queryClient)}
          onClose={close}
        />
      )}
    </>
  );
}

const ApplicationList = resourcePage(applyActions.applications, {
  testId: 'apply-list',
  scrollX: 1900,
  columns: (columns) => [...columns, actionsColumn((row) => <ApplicantButtons row={row} />, 160, isOwnPending)],
});

/**
 * Coin and prop applications (menu 14001): the caller's applications (a super admin's: everyone's),
 * with the new coin and prop application forms above them and edit / withdraw on their own pending rows.
 * The hidden entries 14002 and 14003 (SPEC §2 addCoinsApply, addPropsApply) open it with their form.
 */
export function ApplyPage({ opening = null }: { opening?: 'coins' | 'props' | null }) {
  const words = useApplyWords();
  const mayCall = useMayCall();
  const [adding, setAdding] = useState<'coins' | 'props' | null>(opening);
  const close = () => setAdding(null);
  return (
    <div className="apply" data-testid="apply-page">
      <div className="apply__toolbar">
        {mayCall(applyActions.addCoinsApply) && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding('coins')}>
            {words.apply.addCoins}
          </Button>
        )}
        {mayCall(applyActions.addPropsApply) && (
          <Button icon={<PlusOutlined />} onClick={() => setAdding('props')}>
            {words.apply.addProps}
          </Button>
        )}
      </div>
      <ApplicationList />
      <Suspense fallback={null}>
        {adding === 'coins' && <CoinApplyForm onClose={close} />}
        {adding === 'props' && <PropApplyForm onClose={close} />}
      </Suspense>
    </div>
  );
}

/** /apply-approval/addCoinsApply (menu 14002): the applications with a new coin application open. */
export function NewCoinApplicationPage() {
  return <ApplyPage opening="coins" />;
}

/** /apply-approval/addPropsApply (menu 14003): the applications with a new prop application open. */
export function NewPropApplicationPage() {
  return <ApplyPage opening="props" />;
}
