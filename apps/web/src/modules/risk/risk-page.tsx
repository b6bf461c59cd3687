import { type RiskRecordRow, riskActions } from '@console/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { addScreenTexts } from '../../app/i18n.ts';
import { formatUnixTime } from '../../kit/format.ts';
import type { ListFilter } from '../../kit/list/filter-fields.tsx';
import type { ListColumn } from '../../kit/list/list-types.ts';
import { ResourceList } from '../../kit/list/resource-list.tsx';
import en from '../../locales/en/risk.json';
import zh from '../../locales/zh-cn/risk.json';

addScreenTexts('risk', { 'zh-cn': zh, en });

export const RISK_PATH = '/riskcontrolManagement/risk';
/** SPEC §9: the risk list shows 10 per page. */
const RISK_PAGE_SIZE = 10;
const time = (seconds: number) => (seconds > 0 ? formatUnixTime(seconds) : '');

/** SPEC §2 risk-control record list (menu 21002): searched by user number, exactly the listed columns. */
export function RiskPage() {
  const { t } = useTranslation('risk');

  const filters = useMemo<ListFilter[]>(
    () => [
      { name: 'user_no', label: t('userNo'), kind: 'int', placeholder: t('placeholder'), maxLength: 16 },
      {
        // SPEC §2: offered, but not part of the query.
        name: 'log_type',
        label: t('logType'),
        kind: 'choice',
        local: true,
        placeholder: t('choose'),
        options: Object.entries(t('logTypes', { returnObjects: true })).map(([value, label]) => ({ value, label })),
      },
    ],
    [t],
  );

  const columns = useMemo<ListColumn<RiskRecordRow>[]>(
    () => [
      { key: 'user_no', title: t('userNo'), dataIndex: 'user_no', width: 110 },
      { key: 'nickname', title: t('nickname'), dataIndex: 'nickname', width: 140 },
      { key: 'country', title: t('country'), dataIndex: 'country_name', width: 110 },
      { key: 'regist_time', title: t('registTime'), width: 170, render: (row) => time(row.regist_time) },
      { key: 'login_time', title: t('loginTime'), width: 170, render: (row) => time(row.login_time) },
      { key: 'black_channel', title: t('blackChannel'), dataIndex: 'black_channel_name', width: 100 },
      { key: 'times', title: t('times'), dataIndex: 'times', width: 70 },
      { key: 'last_time', title: t('lastTime'), width: 170, render: (row) => time(row.last_time) },
      { key: 'contribution', title: t('contribution'), dataIndex: 'moto_contri_leave', width: 100 },
      { key: 'credit', title: t('credit'), dataIndex: 'credit1', width: 80 },
      { key: 'recharge', title: t('recharge'), dataIndex: 'recharge_money', width: 100 },
      { key: 'login_ip', title: t('loginIp'), width: 160, render: (row) => `${row.login_ip} (${row.count_login_ip})` },
      { key: 'push_id', title: t('pushId'), dataIndex: 'push_id', width: 150 },
      { key: 'create_time', title: t('createTime'), width: 170, render: (row) => time(row.create_time) },
    ],
    [t],
  );

  return (
    <ResourceList<RiskRecordRow>
      table={RISK_PATH}
      list={riskActions.riskControlRecordList}
      exportAction={riskActions.riskControlRecordExport}
      rowKey="id"
      columns={columns}
      filters={filters}
      visibleFilters={2}
      pageSize={RISK_PAGE_SIZE}
      sizeChanger={false}
      scrollX={1900}
      testId="risk-list"
    />
  );
}
