import { memberTagActions } from '@console/contract';
import { useTranslation } from 'react-i18next';
import { formatUnixTime } from '../../../kit/format.ts';
import { memberPartKey } from '../member-queries.ts';
import { DetailTable } from './detail-table.tsx';

type IpRow = { id: number; ip: string; device_id: string; times: number; first_time: number; last_time: number };

/** The addresses the member signed in from (Member/memberMoreIp), latest first. */
export function IpHistoryTable({ userId }: { userId: number }) {
  const { t } = useTranslation('member');
  return (
    <DetailTable<IpRow>
      queryKey={memberPartKey(userId, 'ips')}
      spec={memberTagActions.memberMoreIp}
      input={{ user_id: userId }}
      rowKey="id"
      columns={[
        { key: 'ip', title: 'IP', dataIndex: 'ip' },
        { key: 'device', title: t('fields.device'), dataIndex: 'device_id' },
        { key: 'times', title: t('ips.times'), dataIndex: 'times' },
        { key: 'first', title: t('ips.first'), render: (_, row) => formatUnixTime(row.first_time) },
        { key: 'last', title: t('ips.last'), render: (_, row) => formatUnixTime(row.last_time) },
      ]}
    />
  );
}
