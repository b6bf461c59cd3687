import { refundActions } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Tag } from 'antd';
import { api } from '../../app/api/client.ts';
import { useUiLang } from '../../app/i18n.ts';
import { useMayCall } from '../../kit/list/use-may-call.ts';

const { memberRefundDebt, refundLabels } = refundActions;

/** The user page's flag of a member who still owes refunded coins (issue 31, refund center); nothing when they owe none. */
export function RefundDebtFlag({ userId }: { userId: number }) {
  const words = refundLabels[useUiLang()];
  const allowed = useMayCall()(memberRefundDebt);
  const debt = useQuery({
    queryKey: ['memberRefundDebt', userId],
    queryFn: () => api(memberRefundDebt, { user_id: userId }),
    enabled: allowed,
  });
  if (!debt.data || debt.data.debt <= 0) return null;
  return (
    <Tag color="error" data-testid="refund-debt-flag">
      {words.screen.debtFlag.replace('{{debt}}', String(debt.data.debt))}
    </Tag>
  );
}
