import { type HostRankPeriod, hostActions } from '@console/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { ApiError, api } from '../../app/api/client.ts';
import { Notice } from '../../kit/notice.tsx';
import { dayText, PeriodChooser, PeriodLine, RankTable } from './rank-table.tsx';
import './host.css';

/**
 * The settlement view: the hosts of the admin's regions by diamonds earned in a day, week or month
 * (of the console's zone) from the gift records, with their balance now.
 */
export function SettlementTab() {
  const [period, setPeriod] = useState<HostRankPeriod>('week');
  const [day, setDay] = useState<Dayjs | null>(null);
  const date = dayText(day);
  const answer = useQuery({
    queryKey: ['hostSettlement', period, date],
    queryFn: ({ signal }) =>
      api(hostActions.hostSettlement, { time_type: period, ...(date ? { date } : {}) }, { signal, handles: [400, 403] }),
    placeholderData: keepPreviousData,
  });
  const error = answer.error instanceof ApiError && !answer.error.transport ? answer.error.message : null;
  const data = answer.isError ? undefined : answer.data;
  return (
    <div className="host-rank" data-testid="host-settlement">
      <PeriodChooser value={period} onChange={setPeriod} day={day} onDay={setDay} />
      {error && <Notice tone="error">{error}</Notice>}
      {data && <PeriodLine from={data.from} to={data.to} total={data.total_diamonds} />}
      <RankTable rows={data?.list ?? []} loading={answer.isFetching} settlement />
    </div>
  );
}
