import { type PaymentRow, memberRecordActions as records } from '@console/contract';
import { Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUnixTime } from '../../../kit/format.ts';
import { memberPartKey } from '../member-queries.ts';
import { StateLabel } from '../member-tags.tsx';
import { DetailTable } from './detail-table.tsx';

const LISTS = {
  recharge: records.memberRechargeList,
  transfer: records.memberTransferRechargeList,
  orders: records.payRecordList,
} as const;
type Which = keyof typeof LISTS;

const money = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency}`;

/** Recharges, agent transfers and every payment order of the member; read-only. */
export function PaymentTables({ userId }: { userId: number }) {
  const { t } = useTranslation('member');
  const [which, setWhich] = useState<Which>('recharge');
  return (
    <div className="member-payments">
      <Segmented<Which>
        value={which}
        onChange={setWhich}
        options={(Object.keys(LISTS) as Which[]).map((key) => ({ value: key, label: t(`pay.lists.${key}`) }))}
      />
      <DetailTable<PaymentRow>
        key={which}
        queryKey={memberPartKey(userId, 'payments', which)}
        spec={LISTS[which]}
        input={{ user_id: userId }}
        rowKey="id"
        columns={[
          { key: 'order', title: t('pay.orderNo'), dataIndex: 'order_no' },
          { key: 'type', title: t('pay.payType'), render: (_, row) => t(`pay.payTypes.${row.pay_type}`) },
          { key: 'recharge', title: t('pay.rechargeType'), render: (_, row) => t(`pay.rechargeTypes.${row.recharge_type}`) },
          { key: 'money', title: t('pay.money'), render: (_, row) => money(row.money_cents, row.currency) },
          { key: 'coins', title: t('fields.gold'), dataIndex: 'coins' },
          {
            key: 'state',
            title: t('fields.status'),
            render: (_, row) => <StateLabel tone="grey">{t(`pay.states.${row.state}`)}</StateLabel>,
          },
          { key: 'agent', title: t('pay.agent'), render: (_, row) => (row.agent_no ? `${row.agent_no}` : '') },
          { key: 'at', title: t('pay.at'), render: (_, row) => formatUnixTime(row.created_at) },
        ]}
      />
    </div>
  );
}
