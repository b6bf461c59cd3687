import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../kit/panel.tsx';
import { BanHistoryTable } from './ban-history-table.tsx';
import { IpHistoryTable } from './ip-history-table.tsx';
import { LedgerTable } from './ledger-table.tsx';
import { MemoList } from './memo-list.tsx';
import { PaymentTables } from './payment-tables.tsx';
import { ProfileHistoryTable } from './profile-history-table.tsx';
import { PropTable } from './prop-table.tsx';
import { ServiceHistoryTable } from './service-history-table.tsx';

/** The member's records, one tab each; a tab's list loads when it is first opened. */
export function MemberRecordsTabs({ userId }: { userId: number }) {
  const { t } = useTranslation('member');
  return (
    <Panel className="member-records">
      <Tabs
        items={[
          { key: 'memos', label: t('tabs.memos'), children: <MemoList userId={userId} /> },
          { key: 'bans', label: t('tabs.bans'), children: <BanHistoryTable userId={userId} /> },
          { key: 'ips', label: t('tabs.ips'), children: <IpHistoryTable userId={userId} /> },
          { key: 'payments', label: t('tabs.payments'), children: <PaymentTables userId={userId} /> },
          { key: 'props', label: t('tabs.props'), children: <PropTable userId={userId} /> },
          { key: 'coins', label: t('tabs.coins'), children: <LedgerTable userId={userId} book="coins" /> },
          { key: 'diamonds', label: t('tabs.diamonds'), children: <LedgerTable userId={userId} book="diamonds" /> },
          { key: 'service', label: t('history.tabs.service'), children: <ServiceHistoryTable userId={userId} /> },
          { key: 'profile', label: t('history.tabs.profile'), children: <ProfileHistoryTable userId={userId} /> },
        ]}
      />
    </Panel>
  );
}
