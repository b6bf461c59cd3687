import { COIN_ISSUE_TYPE_LABELS, type GrantResult, ledgerActions, sendCoinsActions } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useUiLang } from '../../app/i18n.ts';
import { fill } from '../../kit/fill.ts';
import { LazyResourceForm } from '../../kit/form/lazy-form.tsx';
import { listKey } from '../../kit/list/resource-list.tsx';
import { useSendCoinsWords } from './send-coins-words.ts';
import { STATISTICS_KEY } from './statistics-tab.tsx';

/**
 * SendCoins/sendCoins from the screen's toolbar: the same amount to each pasted member id. The
 * client runs the password re-check; the form stays open on the result (members, total) and the
 * records and statistics refresh.
 */
export function SendCoinsForm({ onClose }: { onClose: () => void }) {
  const words = useSendCoinsWords();
  const lang = useUiLang();
  const queryClient = useQueryClient();
  return (
    <LazyResourceForm
      spec={ledgerActions.sendCoins}
      title={words.sendTitle}
      okText={words.send}
      fields={[
        { name: 'ids', label: words.ids, kind: 'textarea', required: true, help: words.idsHelp, maxLength: 20_000 },
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
      onDone={() => {
        void queryClient.invalidateQueries({ queryKey: listKey(sendCoinsActions.coinIssueRecords.list) });
        void queryClient.invalidateQueries({ queryKey: STATISTICS_KEY });
      }}
      renderResult={(output) => {
        const result = output as GrantResult;
        return (
          <p className="send-coins__result" role="status" data-testid="send-coins-result">
            {fill(words.sent, { members: result.members, total: result.total.toLocaleString() })}
          </p>
        );
      }}
      onClose={onClose}
    />
  );
}
