import { coinBatchActions, ledgerActions, memberViolationActions, sendCoinsActions } from '@console/contract';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useMayCall } from '../../kit/list/use-may-call.ts';
import { resourcePage } from '../../kit/resource/resource-page.tsx';
import { ScreenTabs } from '../../kit/screen-tabs.tsx';
import { withFailuresLink } from './batch-failures.tsx';
import { useSendCoinsWords } from './send-coins-words.ts';
import './send-coins.css';

const SendCoinsForm = lazy(() => import('./send-coins-form.tsx').then((m) => ({ default: m.SendCoinsForm })));
const LedgerCheckDialog = lazy(() => import('./ledger-check-dialog.tsx').then((m) => ({ default: m.LedgerCheckDialog })));
// The batch tab's button (its form, progress and failed rows) and the statistics' own table and
// charts load when their tab is chosen.
const BatchSendButton = lazy(() => import('./batch-send-form.tsx').then((m) => ({ default: m.BatchSendButton })));
const StatisticsTab = lazy(() => import('./statistics-tab.tsx').then((m) => ({ default: m.StatisticsTab })));

const { coinIssueRecords, coinDeductionRecords } = sendCoinsActions;
const IssueList = resourcePage(coinIssueRecords, { testId: 'coin-issue-list', scrollX: 1400 });
const DeductionList = resourcePage(coinDeductionRecords, { testId: 'coin-deduction-list', scrollX: 1400 });
const { memberViolations } = memberViolationActions;
/** Members reported for breaking the rules, checked before coins go to them: ignore or ban. */
const ViolationList = resourcePage(memberViolations, { testId: 'member-violation-list', scrollX: 1600 });
const { coinBatches } = coinBatchActions;
const BatchList = resourcePage(coinBatches, {
  testId: 'coin-batch-list',
  scrollX: 1400,
  tools: BatchSendButton,
  columns: withFailuresLink,
});

/**
 * Send coins (menu 15001, /sendCoins/sendCoins): the coin issue and deduction records, the batch
 * sends, the statistics, and above them the send form and the ledger check, each shown to who may call it.
 */
export function SendCoinsPage() {
  const words = useSendCoinsWords();
  const mayCall = useMayCall();
  const [dialog, setDialog] = useState<'send' | 'check' | null>(null);
  const close = () => setDialog(null);
  return (
    <div className="send-coins" data-testid="send-coins-page">
      <div className="send-coins__toolbar">
        {mayCall(ledgerActions.sendCoins) && (
          <Button type="primary" onClick={() => setDialog('send')}>
            {words.send}
          </Button>
        )}
        {mayCall(ledgerActions.ledgerCheck) && <Button onClick={() => setDialog('check')}>{words.check}</Button>}
      </div>
      <ScreenTabs
        tabs={[
          { key: 'issues', of: coinIssueRecords, body: IssueList },
          { key: 'deductions', of: coinDeductionRecords, body: DeductionList },
          { key: 'batches', of: coinBatches, body: BatchList },
          { key: 'statistics', label: words.tab, body: StatisticsTab },
          { key: 'violations', of: memberViolations, body: ViolationList },
        ]}
      />
      <Suspense fallback={null}>
        {dialog === 'send' && <SendCoinsForm onClose={close} />}
        {dialog === 'check' && <LedgerCheckDialog onClose={close} />}
      </Suspense>
    </div>
  );
}
