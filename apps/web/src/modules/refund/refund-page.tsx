import { refundActions } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { api } from '../../app/api/client.ts';
import { useUiLang } from '../../app/i18n.ts';
import { fill } from '../../kit/fill.ts';
import { formatCount } from '../../kit/format.ts';
import { listKey } from '../../kit/list/resource-list.tsx';
import { useMayCall } from '../../kit/list/use-may-call.ts';
import { resourcePage } from '../../kit/resource/resource-page.tsx';
import { SpecialForm } from '../../kit/resource/special-form.tsx';

const { refunds, refundRecover, refundRepay, refundLabels } = refundActions;

/** Repaying one member's debt (SPEC §5: one user at a time), in the toolbar's row. */
function RepayTool() {
  const words = refundLabels[useUiLang()];
  const mayCall = useMayCall();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  if (!mayCall(refundRepay)) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>{words.screen.repay}</Button>
      {open && (
        <SpecialForm
          action={refundRepay}
          onDone={() => void queryClient.invalidateQueries({ queryKey: listKey(refunds.list) })}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

/**
 * The refund center (menu 21008): store refunds recorded against members; a reported one is taken
 * back from the row (the password asked for that very call), the debt repaid a member at a time.
 */
export const RefundPage = resourcePage(refunds, {
  testId: 'refunds',
  scrollX: 2200,
  tools: RepayTool,
  rowActions: ({ words }) => [
    {
      key: 'recover',
      label: words.screen('recover') ?? '',
      spec: refundRecover,
      danger: true,
      // The question names who loses how many coins: the take-back cannot be undone.
      confirm: (row) =>
        fill(words.screen('recoverQuestion') ?? '', {
          member: (row.ref_names as Record<string, string | null> | undefined)?.member_id ?? String(row.member_id),
          coins: formatCount(Number(row.coins)),
        }),
      shown: (row) => row.status === 'reported',
      run: (row) => api(refundRecover, { id: row.id }),
    },
  ],
});
