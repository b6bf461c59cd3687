import { type ApplicationRow, applyActions, propGrantActions } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { LazyResourceForm } from '../../kit/form/lazy-form.tsx';
import { refreshApplications, useApplyWords } from './apply-words.ts';
import { useLeaderOptions } from './use-leaders.ts';

/**
 * Applying for props, or changing a pending prop application (`row`): the leader, the pasted
 * member ids, the item (its kind and its id in its list), how many each member gets, the days (the
 * item's own validity when left empty), the real money paid and why.
 */
export function PropApplyForm({ row, onClose }: { row?: ApplicationRow; onClose: () => void }) {
  const words = useApplyWords();
  const queryClient = useQueryClient();
  const leaders = useLeaderOptions();
  const { fields, apply } = words;
  return (
    <LazyResourceForm
      spec={row ? applyActions.editPropsApply : applyActions.addPropsApply}
      title={row ? apply.editProps : apply.addProps}
      intro={row ? <p>{apply.editIntro}</p> : undefined}
      hiddenValues={row ? { id: row.id } : undefined}
      initial={
        row
          ? {
              leader_id: row.leader_id,
              ids: row.recipients,
              prop_kind: row.prop_kind,
              item_id: row.item_id,
              item_count: row.item_count,
              days: row.days,
              usd_amount: row.usd_amount,
              reason: row.reason,
            }
          : { item_count: 1, usd_amount: 0 }
      }
      fields={[
        { name: 'leader_id', label: apply.leader, kind: 'select', required: true, options: leaders },
        { name: 'ids', label: apply.ids, kind: 'textarea', required: true, help: apply.propIdsHelp, maxLength: 60_000 },
        {
          name: 'prop_kind',
          label: fields.prop_kind,
          kind: 'select',
          required: true,
          options: propGrantActions.PROP_GRANT_KINDS.map((kind) => ({ value: kind, label: words.values.prop_kind[kind] })),
        },
        { name: 'item_id', label: apply.itemId, kind: 'int', required: true, help: apply.itemIdHelp },
        { name: 'item_count', label: fields.item_count, kind: 'int', required: true },
        { name: 'days', label: fields.days, kind: 'int', help: apply.daysHelp },
        { name: 'usd_amount', label: fields.usd_amount, kind: 'int', required: true, help: apply.usdHelp },
        { name: 'reason', label: fields.reason, kind: 'textarea', required: true, maxLength: 200 },
      ]}
      onDone={() => refreshApplications(queryClient)}
      onClose={onClose}
    />
  );
}
