import {
  memberHistoryActions as history,
  LOG_MODULE_WORDS,
  operationLogActions,
  operationLogLabels,
  type ServiceHistoryRow,
} from '@console/contract';
import { Segmented, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLang } from '../../../app/i18n.ts';
import { formatUnixTime } from '../../../kit/format.ts';
import type { UnixRange } from '../../../kit/range-field.tsx';
import { UnixRangePickerField } from '../../../kit/range-picker.tsx';
import { ShowMoreText } from '../../../kit/show-more-text.tsx';
import { memberPartKey } from '../member-queries.ts';
import { DetailTable } from './detail-table.tsx';

type Result = ServiceHistoryRow['result'];
const RESULT_COLORS: Record<Result, string> = { ok: 'success', failed: 'error', refused: 'warning' };

/**
 * Every staff action on the member (SPEC §7 Member serviceHistoryList): the operation log's rows
 * naming them, newest first, in the log screen's words; by result and period. Read-only.
 */
export function ServiceHistoryTable({ userId }: { userId: number }) {
  const { t } = useTranslation('member');
  const lang = useUiLang();
  const words = operationLogLabels[lang];
  const [result, setResult] = useState<'all' | Result>('all');
  const [period, setPeriod] = useState<UnixRange | undefined>();
  const [from, to] = period ?? [null, null];
  const input = {
    user_id: userId,
    ...(result === 'all' ? {} : { result }),
    ...(from === null ? {} : { start_time: from }),
    ...(to === null ? {} : { end_time: to }),
  };
  const moduleName = (module: string) => {
    const pair = LOG_MODULE_WORDS[module as keyof typeof LOG_MODULE_WORDS];
    return pair ? pair[lang === 'en' ? 1 : 0] : module;
  };
  return (
    <div className="member-service-history">
      <div className="member-history-filters">
        <Segmented<'all' | Result>
          value={result}
          onChange={setResult}
          options={[
            { value: 'all', label: t('history.allResults') },
            ...operationLogActions.LOG_RESULTS.map((one) => ({ value: one, label: words.values.result[one] })),
          ]}
        />
        <div className="member-history-period">
          <UnixRangePickerField value={period} onChange={setPeriod} placeholder={[t('history.from'), t('history.to')]} />
        </div>
      </div>
      <DetailTable<ServiceHistoryRow>
        key={`${result}-${from}-${to}`}
        queryKey={memberPartKey(userId, 'serviceHistory')}
        spec={history.serviceHistoryList}
        input={input}
        rowKey="id"
        testId="member-service-history"
        columns={[
          { key: 'time', title: words.fields.created_at, render: (_, row) => formatUnixTime(row.created_at) },
          { key: 'admin', title: words.fields.admin_name, dataIndex: 'admin_name' },
          { key: 'module', title: words.fields.module, render: (_, row) => moduleName(row.module) },
          { key: 'action', title: words.fields.action_label, dataIndex: 'action_label' },
          { key: 'summary', title: words.fields.summary, render: (_, row) => <ShowMoreText text={row.summary} max={40} /> },
          {
            key: 'result',
            title: words.fields.result,
            render: (_, row) => <Tag color={RESULT_COLORS[row.result]}>{words.values.result[row.result]}</Tag>,
          },
        ]}
      />
    </div>
  );
}
