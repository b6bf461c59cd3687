import { type ApplicationRow, applyActions, COIN_ISSUE_TYPE_LABELS, ledgerActions } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { LazyResourceForm } from '../../kit/form/lazy-form.tsx';
import { refreshApplications, useApplyWords } from './apply-words.ts';
import { useLeaderOptions } from './use-leaders.ts';

/**
 * Applying for coins, or changing a pending application (`row`): the leader, the pasted member
 * ids, the coins each, the issue type, the real money paid and why. A change is a new version the
 * approver must look at again, which the form says.
 */
export function CoinApplyForm({ row, onClose }: { row?: ApplicationRow; onClose: () => void }) {
  const words = useApplyWords();
  const queryClient = useQueryClient();
  const leaders = useLeaderOptions();
  const { fields } = words;
  return (
    <LazyResourceForm
      spec={row ? applyActions.editCoinsApply : applyActions.addCoinsApply}
      title={row ? words.apply.editCoins : words.apply.addCoins}
      intro={row ? <p>{words.apply.editIntro}</p> : undefined}
      hiddenValues={row ? { id: row.id } : undefined}
      initial={
        row
          ? {
              leader_id: row.leader_id,
              ids: row.recipients,
              amount: row.amount,
              issue_type: row.issue_type,
              usd_amount: row.usd_amount,
              reason: row.reason,
            }
          : { usd_amount: 0 }
      }
      fields={[
        { name: 'leader_id', label: words.apply.leader, kind: 'select', required: true, options: leaders },
        { name: 'ids', label: words.apply.ids, kind: 'textarea', required: true, help: words.apply.idsHelp, maxLength: 60_000 },
        { name: 'amount', label: fields.amount, kind: 'int', required: true },
        {
          name: 'issue_type',
          label: fields.issue_type,
          kind: 'select',
          required: true,
          options: ledgerActions.COIN_ISSUE_TYPES.map((type) => ({
            value: type,
            label: COIN_ISSUE_TYPE_LABELS[words.lang][type],
          })),
        },
        { name: 'usd_amount', label: fields.usd_amount, kind: 'int', required: true, help: words.apply.usdHelp },
        { name: 'reason', label: fields.reason, kind: 'textarea', required: true, maxLength: 200 },
      ]}
      onDone={() => refreshApplications(queryClient)}
      onClose={onClose}
    />
  );
}
